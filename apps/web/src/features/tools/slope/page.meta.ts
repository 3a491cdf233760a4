import type { Language } from '../../../i18n/languages';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import { facts, worked } from './examples';

/** The page's own catalogue (its prose, worked examples, questions and how-to). */
export const slopeMessages = 'tool-slope';

/** How the page's language separates a point's coordinates: (7/2, 5), (7/2 ; 5), (7/2|5). */
const coordinateSeparator: Record<Language, string> = {
  en: ', ',
  es: ', ',
  pt: ', ',
  fr: ' ; ',
  de: '|',
};

/** A point as math-core writes it, `(7/2, 5)`, written as the page's language writes points. */
export const pointIn = (language: Language, text: string): string =>
  text.replace(', ', coordinateSeparator[language]);

const faqIds = ['what-is-slope', 'order', 'undefined', 'fractions', 'standard-form', 'same-point'];

/** The questions in the words of `t` (the page's language), with math-core's statements. */
export const slopeFaqsIn = (t: PageWords): FaqEntry[] => {
  const values: Record<string, Record<string, string>> = {
    'what-is-slope': { slope: facts.slope.text },
    order: { backwards: facts.slopeBackwards.text },
    undefined: { slope: t('undefinedSlope'), equation: worked.vertical.equation },
    fractions: { equation: worked.decimals.equation },
    'standard-form': { standard: worked.basic.standard.text },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo => howToFrom(t, ['first', 'second', 'calculate']);

export const meta = toolPageMeta(
  'slope',
  {
    title: 'Slope Calculator: Line Through Two Points with Steps | MathTools',
    description:
      'Free slope calculator: enter two points to get the exact slope, y = mx + b, point-slope and standard form, the distance and the midpoint, with every step.',
    keywords: [
      'slope calculator',
      'slope of a line through two points',
      'equation of a line',
      'slope-intercept form',
      'point-slope form',
      'standard form of a line',
      'distance formula',
      'midpoint formula',
    ],
  },
  { messages: slopeMessages, howTo: howToIn, faqs: slopeFaqsIn },
);
