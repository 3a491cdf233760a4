import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { conclusion } from '../lib/page-math';
import { toolPageMeta } from '../lib/page-meta';
import { facts, worked } from './examples';

export const fractionFaqs: FaqEntry[] = [
  {
    id: 'add-different-denominators',
    question: 'How do I add fractions with different denominators?',
    answer: `Rewrite both fractions over a common denominator, usually the least common multiple of the two denominators, then add the numerators. For 3/4 + 5/6 the common denominator is 12: ${conclusion(worked.add.steps).text}.`,
  },
  {
    id: 'divide',
    question: 'How do I divide one fraction by another?',
    answer: `Multiply by the reciprocal of the second fraction (turn it upside down): ${conclusion(worked.divide.steps).text}. Dividing by 0 is not possible, and the calculator says so.`,
  },
  {
    id: 'mixed-numbers',
    question: 'What is a mixed number, and how do I type one?',
    answer: `A mixed number is a whole number and a proper fraction together, such as 2 1/2 (two and a half). Type the whole number, a space and the fraction. The calculator works with it as an improper fraction, ${facts.mixedToImproper.text}, and gives the result both ways.`,
  },
  {
    id: 'lowest-terms',
    question: 'How is the answer simplified?',
    answer: `The numerator and denominator are divided by their greatest common divisor, so no whole number above 1 divides both: ${facts.lowestTerms.text}. An improper result is also shown as a mixed number, such as ${facts.improperToMixed.text}.`,
  },
  {
    id: 'negatives-decimals',
    question: 'Can I use negative numbers, whole numbers or decimals?',
    answer:
      'Yes. Type -3/4 or -2 1/2 for a negative fraction, 5 for a whole number and 0.25 for a decimal; each is read exactly, so 0.25 is one quarter. The result keeps its sign in front of the fraction.',
  },
  {
    id: 'decimal',
    question: 'Why is the decimal sometimes marked ≈?',
    answer: `Some fractions have decimals that never end, such as ${facts.repeating.text}. The calculator shows up to 10 decimal places and marks the decimal ≈ when it is rounded; the fraction itself is always exact.`,
  },
];

export const fractionHowTo: HowToStep[] = [
  {
    name: 'Enter the first fraction',
    text: 'Type a fraction such as 3/4, a mixed number such as 2 1/2, or a whole number.',
  },
  { name: 'Choose the operation', text: 'Pick add, subtract, multiply or divide.' },
  { name: 'Enter the second fraction', text: 'Type the second fraction or mixed number.' },
  {
    name: 'Press Calculate',
    text: 'Read the result in lowest terms, as a mixed number and as a decimal, with every step of the working.',
  },
];

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
  {
    name: 'How to calculate with fractions',
    description:
      'Enter two fractions or mixed numbers and an operation; the calculator finds a common denominator or multiplies across, then simplifies.',
    steps: fractionHowTo,
  },
  fractionFaqs,
);
