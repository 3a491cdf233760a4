import type { FaqEntry } from '../../../lib/faq-json-ld';
import { conclusion } from '../lib/page-math';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import { facts, worked } from './examples';

/** The page's own catalogue (its prose, worked examples, questions and how-to). */
export const fractionMessages = 'tool-fraction';

const faqIds = [
  'add-different-denominators',
  'divide',
  'mixed-numbers',
  'lowest-terms',
  'negatives-decimals',
  'decimal',
] as const;

/** The questions in the words of `t` (the page's language), with math-core's statements. */
export const fractionFaqsIn = (t: PageWords): FaqEntry[] => {
  const values: Partial<Record<(typeof faqIds)[number], Record<string, string>>> = {
    'add-different-denominators': { working: conclusion(worked.add.steps).text },
    divide: { working: conclusion(worked.divide.steps).text },
    'mixed-numbers': { toImproper: facts.mixedToImproper.text },
    'lowest-terms': { lowest: facts.lowestTerms.text, toMixed: facts.improperToMixed.text },
    decimal: { repeating: facts.repeating.text },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo =>
  howToFrom(t, ['first', 'operation', 'second', 'calculate']);

export const meta = toolPageMeta(
  'fraction',
  {
    title: 'Fraction Calculator with Steps: Add, Subtract, Multiply, Divide | MathTools',
    description:
      'Free fraction calculator: add, subtract, multiply and divide fractions and mixed numbers, with the answer in lowest terms, as a mixed number and a decimal, and every step shown.',
    keywords: [
      'fraction calculator',
      'adding fractions',
      'mixed number calculator',
      'simplify fractions',
      'dividing fractions',
      'fractions with steps',
    ],
  },
  { messages: fractionMessages, howTo: howToIn, faqs: fractionFaqsIn },
);
