import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { toolPageMeta } from '../lib/page-meta';
import { area, data, faq, length, temperature, volume, weight, worked } from './examples';

export const unitFaqs: FaqEntry[] = [
  {
    id: 'inches-cm',
    question: 'How many centimeters are in an inch?',
    answer: `Exactly ${length.inchCm}. The inch has been defined as ${length.inchCm} cm since 1959, so for 5 inches ${faq.inches} cm, and ${faq.tenCm}.`,
  },
  {
    id: 'kg-lb',
    question: 'How do I convert kilograms to pounds?',
    answer: `Multiply by about ${weight.kgPounds}. One pound is exactly ${weight.poundKg} kg, so 1 kg ≈ ${weight.kgPounds} lb and ${worked.kilograms.answer}. To go back, multiply pounds by ${weight.poundKg}.`,
  },
  {
    id: 'f-c',
    question: 'How do I convert Fahrenheit to Celsius?',
    answer: `Subtract 32, then multiply by 5/9: ${temperature.formulas[1]}. So 98.6 °F = ${temperature.bodyC} °C. The other way, ${temperature.formulas[0]}, so 100 °C = ${temperature.boilingF} °F. Temperature scales have different zero points, which is why this is not a single multiplication.`,
  },
  {
    id: 'meters-feet',
    question: 'How many feet are in a meter?',
    answer: `1 m ≈ ${length.meterFeet} ft, because one foot is exactly ${length.foot} m (${length.footInches} inches of ${length.inchCm} cm).`,
  },
  {
    id: 'gallon',
    question: 'Which gallon does the converter use?',
    answer: `The US liquid gallon: ${volume.gallonLiters} liters, with the US quart (a quarter gallon), pint (an eighth), cup (${volume.cupMl} mL) and fluid ounce (1/${volume.ouncesPerGallon} gallon). The imperial gallon used in the UK is larger, about 4.546 liters.`,
  },
  {
    id: 'acre-hectare',
    question: 'How big is an acre in square feet and hectares?',
    answer: `An acre is exactly ${area.acreSquareYards} square yards, which is ${area.acreSquareFeet} square feet or exactly ${area.acreSquareMeters} square meters. A hectare is ${area.hectareSquareMeters} square meters (a square 100 m on each side), so 1 hectare ≈ ${area.hectareAcres} acres and ${worked.acres.answer}.`,
  },
  {
    id: 'kilobyte',
    question: 'Is a kilobyte 1000 or 1024 bytes?',
    answer: `This converter uses the binary convention: 1 KB = ${data.kb} bytes, 1 MB = ${data.kb} KB, and so on, as operating systems usually report memory. Drive makers often use 1000 instead, which is why a "500 GB" drive shows about ${data.drive} GB.`,
  },
];

export const unitHowTo: HowToStep[] = [
  {
    name: 'Choose a category',
    text: 'Pick length, weight, temperature, time, speed, data, volume or area.',
  },
  { name: 'Enter the value', text: 'Type the number you want to convert, for example 5.' },
  {
    name: 'Pick the units',
    text: 'Choose the unit you have (From) and the unit you want (To); Swap units reverses them.',
  },
  {
    name: 'Press Calculate',
    text: 'Read the result to 4 decimal places together with the conversion factor or formula.',
  },
];

export const meta = toolPageMeta(
  'unit-converter',
  {
    title: 'Unit Converter: Length, Weight, Temperature, Volume, Area & Time | MathTools',
    description:
      'Free unit converter for length, weight, temperature, volume, area and time. Convert inches to cm, kg to lb, Fahrenheit to Celsius, acres to hectares and more, with the formula shown.',
    keywords: [
      'unit converter',
      'inches to cm',
      'kg to lbs',
      'fahrenheit to celsius',
      'length converter',
      'area converter',
      'acres to hectares',
      'square feet to square meters',
      'metric conversion',
    ],
  },
  {
    name: 'How to convert units',
    description:
      'Choose a category, enter a value, pick the from and to units and read the result with its factor.',
    steps: unitHowTo,
  },
  unitFaqs,
);
