import { PageHeader } from '../../components/ui/section';
import { type PageMeta, webApplicationJsonLd } from '../../lib/seo';

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
  ],
};

/** Heading and intro only; the page body is built in issue 5 (tools). */
export function Component() {
  return (
    <PageHeader
      eyebrow="Converter"
      title="Unit Converter"
      intro="Convert length, weight, temperature, volume and time units instantly. Choose a category, enter a value and pick the units to convert between."
    />
  );
}
