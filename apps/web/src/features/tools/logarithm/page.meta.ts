import type { FaqEntry } from '../../../lib/faq-json-ld';
import { conclusion } from '../lib/page-math';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import { changeOfBase, exact, facts, formula } from './examples';

/** The page's own catalogue (its prose, worked examples, questions and how-to). */
export const logarithmMessages = 'tool-logarithm';

const faqIds = [
  'what-is-log',
  'zero-negative',
  'natural-log',
  'change-of-base',
  'exact-answer',
  'log-base-2-32',
] as const;

/** The questions in the words of `t` (the page's language), with math-core's statements. */
export const logarithmFaqsIn = (t: PageWords): FaqEntry[] => {
  const values: Partial<Record<(typeof faqIds)[number], Record<string, string>>> = {
    'what-is-log': {
      twoEight: facts.twoEight.answer.text,
      twoEightPower: facts.twoEight.power.text,
      tenThousand: facts.tenThousand.answer.text,
      tenThousandPower: facts.tenThousand.power.text,
    },
    'change-of-base': {
      formula: formula.text,
      steps: changeOfBase.steps
        .slice(2)
        .map((step) => step.text)
        .join(', '),
    },
    'exact-answer': {
      powers: exact.fourEight
        .slice(0, -1)
        .map((step) => step.text)
        .join(t('and')),
      answer: conclusion(exact.fourEight).text,
    },
    'log-base-2-32': {
      answer: facts.twoThirtyTwo.answer.text,
      power: facts.twoThirtyTwo.power.text,
    },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo => howToFrom(t, ['base', 'value', 'calculate', 'exact']);

export const meta = toolPageMeta(
  'logarithm',
  {
    title: 'Logarithm Simplifier & Log Calculator with Steps | MathTools',
    description:
      'Free logarithm calculator with step-by-step solutions for base 10, natural log, base 2 or any custom base, using the change-of-base formula.',
    keywords: [
      'logarithm calculator',
      'log solver',
      'log base 2',
      'natural log calculator',
      'change of base formula',
      'logarithm steps',
    ],
  },
  { messages: logarithmMessages, howTo: howToIn, faqs: logarithmFaqsIn },
);
