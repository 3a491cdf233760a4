import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { toolPageMeta } from '../lib/page-meta';
import { faq, main } from './examples';

export const percentageFaqs: FaqEntry[] = [
  {
    id: 'how',
    question: 'How do I calculate a percentage of a number?',
    answer: `Multiply the number by the percentage and divide by 100: (value × percentage) ÷ 100. For 25% of 80: ${faq.how}.`,
  },
  {
    id: '25-of-100',
    question: 'What is 25 percent of 100?',
    answer: `${faq.twentyFiveOf100}. Per cent means "per hundred", so 25% of 100 is exactly ${faq.twentyFiveOf100}; 25% of 200 is ${faq.twentyFiveOf200}.`,
  },
  {
    id: 'what-percent',
    question: 'How do I find what percent one number is of another?',
    answer: `Divide the part by the whole and multiply by 100. 20 out of 80 is ${faq.ratio}%. The Percentage Calculator on the tools page answers this question and percentage changes too.`,
  },
  {
    id: 'increase',
    question: 'How do I add a percentage to a price?',
    answer: `Multiply by 1 plus the percentage as a decimal. Adding 8% tax to $50 gives ${faq.addTax} dollars. Taking 20% off multiplies by 0.8 instead: ${faq.takeOff} dollars.`,
  },
  {
    id: 'swap',
    question: 'Is 8% of 50 the same as 50% of 8?',
    answer: `Yes. 8% of 50 is ${faq.swap[0]} and 50% of 8 is ${faq.swap[1]}: both are 8 × 50 ÷ 100. Swapping the numbers is a handy mental-math trick: 4% of 75 is the same as 75% of 4, which is ${faq.swapMental[0]}.`,
  },
  {
    id: 'decimals',
    question: 'How many decimals does the result show?',
    answer: `Up to two decimal places, without trailing zeros: ${faq.decimals.join(' and ')}.`,
  },
];

export const percentageHowTo: HowToStep[] = [
  {
    name: 'Enter the value',
    text: 'Type the number you are taking a percentage of, for example 80.',
  },
  { name: 'Enter the percentage', text: 'Type the percentage, for example 25.' },
  {
    name: 'Press Calculate',
    text: `Read the result, for example ${main.sentence}, with the formula (value × percentage) ÷ 100.`,
  },
];

export const meta = toolPageMeta(
  'percentage',
  {
    title: 'Percentage Calculator: Find X% of Any Number | MathTools',
    description:
      'Free percentage calculator: find any percentage of a number instantly with the formula (value × percentage) ÷ 100 shown step by step.',
    keywords: [
      'percentage calculator',
      'percent of a number',
      'calculate percentage',
      'percentage formula',
      '25% of 80',
    ],
  },
  {
    name: 'How to calculate a percentage of a number',
    description: 'Multiply the value by the percentage and divide by 100.',
    steps: percentageHowTo,
  },
  percentageFaqs,
);
