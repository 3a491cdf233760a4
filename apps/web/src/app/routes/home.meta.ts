import { type FaqEntry, faqPageJsonLd } from '../../lib/faq-json-ld';
import type { PageMeta } from '../../lib/seo';
import { mathSolverJsonLd, organizationJsonLd, websiteJsonLd } from '../../lib/site-json-ld';

export const homeFaqs: FaqEntry[] = [
  {
    id: 'age',
    question: 'How do I calculate my exact age?',
    answer:
      'Open the Age Calculator and enter your date of birth. It counts the full years, months and days up to today (or any target date you choose) and also gives your age in hours and minutes, plus the days until your next birthday.',
  },
  {
    id: 'log-base-2',
    question: 'What is log base 2 of 32?',
    answer:
      'log₂(32) = 5, because 2 × 2 × 2 × 2 × 2 = 2⁵ = 32. With the change-of-base formula: ln(32) ÷ ln(2) ≈ 3.4657 ÷ 0.6931 = 5. The Logarithm Simplifier shows each of these steps.',
  },
  {
    id: 'inches-to-cm',
    question: 'How many centimeters are in 5 inches?',
    answer: '5 inches = 12.7 cm. One inch is exactly 2.54 cm, so multiply: 5 × 2.54 = 12.7 cm.',
  },
  {
    id: 'hours-to-minutes',
    question: 'How do I convert hours to minutes?',
    answer:
      'Multiply the number of hours by 60, because one hour has 60 minutes. For example, 2.5 hours × 60 = 150 minutes.',
  },
  {
    id: 'percent-of',
    question: 'What is 25% of 100?',
    answer:
      '25% of 100 = 25. Multiply the value by the percentage and divide by 100: (100 × 25) ÷ 100 = 25.',
  },
  {
    id: 'free',
    question: 'Is MathTools really free?',
    answer:
      'Yes. Every tool is free and unlimited, and no registration is required. Optional premium packs and the Pro and Master plans add extra practice material, but the tools themselves never cost anything.',
  },
  {
    id: 'homework',
    question: 'Can I use MathTools for homework?',
    answer:
      'Yes, that is what it is for. Use the steps to check your own working and understand the method, then try similar questions in the Practice Center so you can solve them without help in class and in exams.',
  },
  {
    id: 'steps',
    question: 'Do the tools show step-by-step solutions?',
    answer:
      'Yes. The Logarithm Simplifier lists the problem, the formula, the natural logarithms, the division and the answer, and the calculators show the formula they used, so you can follow every step.',
  },
];

export const meta: PageMeta = {
  title: 'MathTools: Free Math Calculators, Converters & Step-by-Step Solutions',
  description:
    'Free online math tools with step-by-step solutions: logarithm simplifier, unit converter, time, percentage and age calculators, plus a practice center. No registration required.',
  path: '/',
  jsonLd: [organizationJsonLd(), websiteJsonLd(), mathSolverJsonLd(), faqPageJsonLd(homeFaqs)],
};
