import {
  addMonths,
  type CivilDate,
  formatIsoDate,
  parseIsoDate,
  toDayNumber,
} from '../../_lib/calendar';
import { fail } from '../../_lib/result';
import { add, eq, mul, n } from '../../math/build';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const AGE_NOTES = {
  'age.months': 'Completed months, as years of 12 months and months left over',
  'age.days': 'Days between the dates, as weeks of 7 days and days left over',
  'age.hours': 'Hours: 24 in a day',
  'age.minutes': 'Minutes: 1440 in a day',
};

export interface AgeResult {
  /** Completed years. */
  years: number;
  /** Completed months after the last birthday (0–11). */
  months: number;
  /** Days after the last monthly anniversary (0–30). */
  days: number;
  /** The whole span in other units; hours and minutes count whole days (no time of day). */
  totals: { months: number; weeks: number; days: number; hours: number; minutes: number };
  /** 0 on a birthday, otherwise the days left until the next one. */
  daysUntilNextBirthday: number;
  /** The date of that birthday, `YYYY-MM-DD` (28 February for a 29 February birthday in a common year). */
  nextBirthday: string;
  /** The target date actually used, `YYYY-MM-DD` (today's local date when none was given). */
  targetDate: string;
  /**
   * The working: completed months `287 = 23 × 12 + 11`, weeks `8765 = 1252 × 7 + 1`, hours
   * `8765 × 24 = 210360` and minutes `8765 × 1440 = 12621600`.
   */
  steps: Step[];
}

const todayLocal = (): string => {
  const now = new Date();
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
};

/**
 * Exact age between two calendar dates given as `YYYY-MM-DD`. Pure calendar arithmetic on day
 * numbers: no time zone can shift a day. `targetDate` defaults to today's **local** date, the
 * only clock read in the library.
 *
 * Rules: a month is counted when the same day of the month is reached, clamped to the month's
 * last day (31 January → 28 February). So a 29 February birthday is celebrated on **28 February**
 * in common years, for the years, months and days count and for the next birthday alike.
 * On the day of birth itself the next birthday is one year later. Dates run from 0001-01-01 to
 * 9999-12-31; a target whose next birthday would fall after that → `out_of_range`.
 *
 * @example
 * age('2000-05-15', '2024-05-14');
 * // { ok: true, value: { years: 23, months: 11, days: 29, daysUntilNextBirthday: 1,
 * //   nextBirthday: '2024-05-15', totals: { months: 287, weeks: 1252, days: 8765, … }, … } }
 * age('2023-02-30'); // { ok: false, error: { code: 'invalid_date', field: 'birthDate', … } }
 */
export function age(birthDate: string, targetDate?: string): Result<AgeResult> {
  const birth = parseIsoDate(birthDate);
  if (!birth) return invalid('birthDate');
  const target = parseIsoDate(targetDate ?? todayLocal());
  if (!target) return invalid('targetDate');
  const birthDay = toDayNumber(birth);
  const targetDay = toDayNumber(target);
  if (targetDay < birthDay) {
    return fail('target_before_birth', 'targetDate is before birthDate', 'targetDate');
  }
  let totalMonths = (target.year - birth.year) * 12 + target.month - birth.month;
  if (toDayNumber(addMonths(birth, totalMonths)) > targetDay) totalMonths -= 1;
  const years = Math.floor(totalMonths / 12);
  const days = targetDay - toDayNumber(addMonths(birth, totalMonths));
  const birthdayToday = years > 0 && totalMonths % 12 === 0 && days === 0;
  const next: CivilDate = addMonths(birth, (birthdayToday ? years : years + 1) * 12);
  if (next.year > 9999) {
    return fail('out_of_range', 'the next birthday would fall after the year 9999', 'targetDate');
  }
  const totalDays = targetDay - birthDay;
  const weeks = Math.floor(totalDays / 7);
  const steps = [
    worded(
      AGE_NOTES,
      'age.months',
      eq(n(totalMonths), add(mul(n(years), n(12)), n(totalMonths % 12))),
    ),
    worded(AGE_NOTES, 'age.days', eq(n(totalDays), add(mul(n(weeks), n(7)), n(totalDays % 7)))),
    worded(AGE_NOTES, 'age.hours', eq(mul(n(totalDays), n(24)), n(totalDays * 24))),
    worded(AGE_NOTES, 'age.minutes', eq(mul(n(totalDays), n(1440)), n(totalDays * 1440))),
  ];
  return {
    ok: true,
    value: {
      years,
      months: totalMonths % 12,
      days,
      totals: {
        months: totalMonths,
        weeks,
        days: totalDays,
        hours: totalDays * 24,
        minutes: totalDays * 1440,
      },
      daysUntilNextBirthday: toDayNumber(next) - targetDay,
      nextBirthday: formatIsoDate(next),
      targetDate: formatIsoDate(target),
      steps,
    },
  };
}

const invalid = (field: string): Result<never> =>
  fail('invalid_date', `${field} must be a real date written YYYY-MM-DD`, field);
