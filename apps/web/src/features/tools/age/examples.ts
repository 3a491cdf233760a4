import { age } from '@mathtools/math-core';
import { groupDigits } from '../../../lib/group-digits';
import { solved } from '../lib/page-math';

/** The age page's examples, worked by math-core when the page is built (and on hydration). */
const ageOn = (birth: string, target: string) =>
  solved(`age on ${target} of someone born ${birth}`, age(birth, target));

const plural = (n: number, word: string) => `${groupDigits(n)} ${word}${n === 1 ? '' : 's'}`;

const worked = ageOn('2000-05-15', '2024-05-14');

/** The worked example's figures, as math-core gives them: the page writes them in its language. */
export const example = {
  steps: worked.steps,
  age: `${plural(worked.years, 'year')}, ${plural(worked.months, 'month')}, ${plural(worked.days, 'day')}`,
  next: `${worked.nextBirthday}, in ${plural(worked.daysUntilNextBirthday, 'day')}`,
  years: worked.years,
  months: worked.months,
  days: worked.days,
  nextBirthday: worked.nextBirthday,
  daysUntilNextBirthday: worked.daysUntilNextBirthday,
  totalDays: worked.totals.days,
  totalHours: worked.totals.hours,
};

/** From 15 May to 14 June: days, not yet a month. */
export const almostAMonth = ageOn('2000-05-15', '2000-06-14').days;
