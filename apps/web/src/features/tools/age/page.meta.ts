import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { toolPageMeta } from '../lib/page-meta';
import { almostAMonth, example } from './examples';

export const ageFaqs: FaqEntry[] = [
  {
    id: 'exact',
    question: 'How is my exact age calculated?',
    answer: `The calculator counts the full years since your date of birth, then the full months since your last birthday, then the days left over. A month counts once the same day of the month is reached, so from 15 May to 14 June is ${almostAMonth}, not a month.`,
  },
  {
    id: 'leap',
    question: 'What if I was born on 29 February?',
    answer:
      'In years without a 29 February, the calculator celebrates your birthday on 28 February, and counts years, months, days and the next birthday consistently with that rule.',
  },
  {
    id: 'target',
    question: 'Can I find my age on a different date?',
    answer:
      'Yes. Fill in the optional "Age on" date to get your age on any day after your birth, past or future. Leave it empty and the calculator uses today.',
  },
  {
    id: 'hours',
    question: 'How are age in hours and minutes worked out?',
    answer: `From the total number of whole days you have lived, at 24 hours and 1440 minutes a day. Someone who has lived ${example.days} days has lived ${example.hours} hours.`,
  },
  {
    id: 'next-birthday',
    question: 'How many days until my next birthday?',
    answer:
      'The result shows the days from the target date to your next birthday, and the date itself. On your birthday it says so, and the count is 0.',
  },
];

export const ageHowTo: HowToStep[] = [
  { name: 'Enter your date of birth', text: 'Pick or type the date you were born.' },
  {
    name: 'Optionally pick a target date',
    text: 'Leave "Age on" empty for today, or choose another date.',
  },
  {
    name: 'Press Calculate',
    text: 'Read your age in years, months and days, the totals in months, weeks, days, hours and minutes, and the days until your next birthday.',
  },
];

export const meta = toolPageMeta(
  'age',
  {
    title: 'Age Calculator: Exact Age in Years, Months and Days | MathTools',
    description:
      'Free age calculator: get your exact age in years, months, days, hours and minutes from a date of birth, and the days until your next birthday.',
    keywords: [
      'age calculator',
      'exact age',
      'how old am i',
      'birthday calculator',
      'age in days',
      'date of birth calculator',
    ],
  },
  {
    name: 'How to calculate your exact age',
    description:
      'Enter a date of birth and an optional target date to get the exact age and days until the next birthday.',
    steps: ageHowTo,
  },
  ageFaqs,
);
