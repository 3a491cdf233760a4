import {
  UnitConverterPage,
  unitFaqs,
  unitHowTo,
} from '../../features/tools/pages/unit-converter-page';
import { faqPageJsonLd, howToJsonLd, type PageMeta, webApplicationJsonLd } from '../../lib/seo';

export const meta: PageMeta = {
  title: 'Unit Converter: Length, Weight, Temperature, Volume & Time | MathTools',
  description:
    'Free unit converter for length, weight, temperature, volume and time. Convert inches to cm, kg to lb, Fahrenheit to Celsius and more, with the formula shown.',
  path: '/tools/unit-converter',
  keywords: [
    'unit converter',
    'inches to cm',
    'kg to lbs',
    'fahrenheit to celsius',
    'length converter',
    'metric conversion',
  ],
  jsonLd: [
    webApplicationJsonLd(
      'Unit Converter',
      'Free unit converter for length, weight, temperature, volume and time. Convert inches to cm, kg to lb, Fahrenheit to Celsius and more, with the formula shown.',
      '/tools/unit-converter',
    ),
    howToJsonLd(
      'How to convert units',
      'Choose a category, enter a value, pick the from and to units and read the result with its factor.',
      unitHowTo,
    ),
    faqPageJsonLd(unitFaqs),
  ],
};

export function Component() {
  return <UnitConverterPage />;
}
