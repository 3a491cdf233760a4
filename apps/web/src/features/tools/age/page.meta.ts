import type { Language } from '../../../i18n/languages';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import { localWhole } from '../lib/local-numbers';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import { almostAMonth, example } from './examples';

/** The page's own catalogue (its prose, worked example, questions and how-to). */
export const ageMessages = 'tool-age';

const faqIds = ['exact', 'leap', 'target', 'hours', 'next-birthday'] as const;

/** The questions in the words of `t` (the page's language), its numbers written as it writes them. */
export const ageFaqsIn = (t: PageWords, language: Language): FaqEntry[] => {
  const values: Record<string, Record<string, string>> = {
    exact: { days: localWhole(language, almostAMonth) },
    hours: {
      days: localWhole(language, example.totalDays),
      hours: localWhole(language, example.totalHours),
    },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo => howToFrom(t, ['birth', 'target', 'calculate']);

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
  { messages: ageMessages, howTo: howToIn, faqs: ageFaqsIn },
);
