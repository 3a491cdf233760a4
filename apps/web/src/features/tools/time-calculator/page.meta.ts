import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import { localNumber, localWhole } from '../lib/local-numbers';
import {
  faqsFrom,
  howToFrom,
  type PageWords,
  type ToolHowTo,
  toolPageMeta,
} from '../lib/page-meta';
import { faq, negative, units } from './examples';

/** The page's own catalogue (its prose, worked examples, questions and how-to). */
export const timeMessages = 'tool-time';

type Period = {
  formatted: string;
  sign: number;
  breakdown: { days: number; hours: number; minutes: number; seconds: number };
};

/**
 * Numbers and periods as the page's language writes them: English keeps math-core's writing
 * (`86400`, `2 days, 2 hours, 15 minutes, 0 seconds`); another language groups digits as it does
 * (`86.400`) and names the period in its words, as the calculator's result does.
 */
export function timeWritingIn(language: Language) {
  const w = translator(language, 'tools-math');
  return {
    whole: (n: number) => (language === 'en' ? String(n) : localWhole(language, n)),
    number: (n: number) => (language === 'en' ? String(n) : localNumber(language, n)),
    period: (result: Period) =>
      language === 'en'
        ? result.formatted
        : w('time.total', { ...result.breakdown, negative: result.sign < 0 ? 'yes' : 'no' }),
  };
}

const faqIds = ['hours-minutes', 'seconds-day', 'negative', 'blank', 'overflow'];

/** The questions in the words of `t` (the page's language), with math-core's results. */
export const timeFaqsIn = (t: PageWords, language: Language): FaqEntry[] => {
  const { whole, number, period } = timeWritingIn(language);
  const values: Record<string, Record<string, string>> = {
    'hours-minutes': {
      perHour: whole(units.hourMinutes),
      hoursToMinutes: faq.hoursToMinutes.text,
      minutesToHours: number(faq.minutesToHours),
    },
    'seconds-day': {
      day: whole(units.day),
      secondsInDay: faq.secondsInDay.text,
      hour: whole(units.hour),
      week: whole(units.week),
      weekHours: whole(units.weekHours),
    },
    negative: { result: period(negative), seconds: whole(negative.totalSeconds) },
    overflow: { result: period(faq.overflow) },
  };
  return faqsFrom(t, faqIds, values);
};

const howToIn = (t: PageWords): ToolHowTo =>
  howToFrom(t, ['first', 'second', 'operation', 'calculate']);

export const meta = toolPageMeta(
  'time-calculator',
  {
    title: 'Time Calculator: Add & Subtract Days, Hours, Minutes, Seconds | MathTools',
    description:
      'Free time calculator to add or subtract days, hours, minutes and seconds, with a full breakdown and the total in seconds.',
    keywords: [
      'time calculator',
      'add time',
      'subtract time',
      'hours calculator',
      'time duration calculator',
      'hours to minutes',
    ],
  },
  { messages: timeMessages, howTo: howToIn, faqs: timeFaqsIn },
);
