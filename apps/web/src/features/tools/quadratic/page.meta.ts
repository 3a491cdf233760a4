import type { Language } from '../../../i18n/languages';
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
export const quadraticMessages = 'tool-quadratic';

/**
 * A worked example's answer in the page's language: English keeps math-core's sentence
 * (`x = 2 or x = 3`); another language joins the same solutions with its own "or"
 * (`x = 2 o x = 3`), or says there is no real solution in its words.
 */
export function answerIn(
  t: PageWords,
  language: Language,
  result: { answer: string; solutions: readonly { text: string }[] },
): string {
  if (language === 'en') return result.answer;
  if (result.solutions.length === 0) return t('noRealSolutions');
  return new Intl.ListFormat(language, { type: 'disjunction' }).format(
    result.solutions.map((s) => s.text),
  );
}

const faqIds = ['what-is', 'discriminant', 'which-method', 'exact-roots', 'no-real', 'a-zero'];

/** The questions in the words of `t` (the page's language), with math-core's statements. */
export const quadraticFaqsIn = (t: PageWords, language: Language): FaqEntry[] => {
  const values: Record<string, Record<string, string>> = {
    'what-is': { standardForm: facts.standardForm.text },
    discriminant: { value: facts.discriminant.text.split(' = ').at(-1) ?? '' },
    'exact-roots': { answer: answerIn(t, language, worked.formula) },
    'no-real': {
      conclusion: conclusion(worked.none.steps).text,
      answer: answerIn(t, language, worked.none),
    },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo => howToFrom(t, ['standard', 'enter', 'calculate']);

export const meta = toolPageMeta(
  'quadratic',
  {
    title: 'Quadratic Equation Solver with Steps: Formula & Factoring | MathTools',
    description:
      'Free quadratic equation solver: enter a, b and c to solve ax² + bx + c = 0 exactly by factoring, the quadratic formula or square roots, with the discriminant and every step.',
    keywords: [
      'quadratic equation solver',
      'quadratic formula calculator',
      'solve quadratic equations',
      'discriminant',
      'factoring quadratics',
      'roots of a quadratic',
    ],
  },
  { messages: quadraticMessages, howTo: howToIn, faqs: quadraticFaqsIn },
);
