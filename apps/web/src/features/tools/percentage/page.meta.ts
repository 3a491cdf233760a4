import type { Language } from '../../../i18n/languages';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import { localDecimal, localNumber } from '../lib/local-numbers';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import { faq, main } from './examples';

/** The page's own catalogue (its prose, worked examples, questions and how-to). */
export const percentageMessages = 'tool-percentage';

/** "25% of 80 = 20" in the words and numbers of the page's language. */
export const sentenceIn = (
  t: PageWords,
  language: Language,
  percent: number,
  value: number,
  result: string,
) =>
  t('sentence', {
    percent: language === 'en' ? String(percent) : localNumber(language, percent),
    value: language === 'en' ? String(value) : localNumber(language, value),
    result: localDecimal(language, result),
  });

const faqIds = ['how', '25-of-100', 'what-percent', 'increase', 'swap', 'decimals'] as const;

/** The questions in the words of `t` (the page's language), with math-core's figures. */
export const percentageFaqsIn = (t: PageWords, language: Language): FaqEntry[] => {
  const n = (decimal: string) => localDecimal(language, decimal);
  const [first, second] = faq.decimalFigures.map(([percent, value, result]) =>
    sentenceIn(t, language, percent, value, result),
  );
  const values: Partial<Record<(typeof faqIds)[number], Record<string, string>>> = {
    how: { working: faq.howSteps.map((step) => step.text).join(t('so')) },
    '25-of-100': { of100: n(faq.twentyFiveOf100), of200: n(faq.twentyFiveOf200) },
    'what-percent': { ratio: faq.ratio.text },
    increase: { addTax: faq.addTax.text, takeOff: faq.takeOff.text },
    swap: { first: n(faq.swap[0]), second: n(faq.swap[1]), mental: n(faq.swapMental[0]) },
    decimals: { first: first ?? '', second: second ?? '' },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords, language: Language): ToolHowTo =>
  howToFrom(t, ['value', 'percentage', 'calculate'], {
    sentence: sentenceIn(t, language, 25, 80, main.result),
  });

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
  { messages: percentageMessages, howTo: howToIn, faqs: percentageFaqsIn },
);
