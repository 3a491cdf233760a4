import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  differenceInYears,
  intervalToDuration,
} from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { age } from './index';

const iso = (d: Date): string =>
  `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Local-midnight dates between 1900 and 2100, the way date-fns works with them. */
const day = fc.integer({ min: 0, max: 73000 }).map((n) => addDays(new Date(1900, 0, 1), n));
const pair = fc.tuple(day, day).map(([a, b]): [Date, Date] => (a <= b ? [a, b] : [b, a]));

describe('age', () => {
  it('counts years, months, days, totals and the next birthday', () => {
    expect(unwrap(age('2000-05-15', '2024-05-14'))).toMatchObject({
      years: 23,
      months: 11,
      days: 29,
      totals: { months: 287, weeks: 1252, days: 8765, hours: 210360, minutes: 12621600 },
      daysUntilNextBirthday: 1,
      nextBirthday: '2024-05-15',
      targetDate: '2024-05-14',
    });
    expect(unwrap(age('2000-05-15', '2024-05-15'))).toMatchObject({
      years: 24,
      months: 0,
      days: 0,
      daysUntilNextBirthday: 0,
      nextBirthday: '2024-05-15',
    });
    expect(unwrap(age('2024-01-31', '2024-02-29'))).toMatchObject({ years: 0, months: 1, days: 0 }); // clamped to the month's end
    expect(unwrap(age('2024-01-31', '2024-03-01'))).toMatchObject({ months: 1, days: 1 });
  });

  it('celebrates a 29 February birthday on 28 February in common years', () => {
    expect(unwrap(age('2020-02-29', '2023-02-27'))).toMatchObject({
      years: 2,
      months: 11,
      days: 29,
      daysUntilNextBirthday: 1,
      nextBirthday: '2023-02-28',
    });
    expect(unwrap(age('2020-02-29', '2023-02-28'))).toMatchObject({
      years: 3,
      months: 0,
      days: 0,
      daysUntilNextBirthday: 0,
    });
    expect(unwrap(age('2020-02-29', '2023-03-01'))).toMatchObject({
      years: 3,
      months: 0,
      days: 1,
      nextBirthday: '2024-02-29',
    });
    expect(unwrap(age('2020-02-29', '2024-02-29'))).toMatchObject({
      years: 4,
      months: 0,
      days: 0,
      daysUntilNextBirthday: 0,
    });
  });

  it('on the day of birth the next birthday is a year away', () => {
    expect(unwrap(age('2024-06-01', '2024-06-01'))).toMatchObject({
      years: 0,
      days: 0,
      daysUntilNextBirthday: 365,
      nextBirthday: '2025-06-01',
    });
  });

  it('defaults the target to today (local date)', () => {
    const before = iso(new Date());
    const { targetDate } = unwrap(age('2000-01-01'));
    expect([before, iso(new Date())]).toContain(targetDate); // either side of a midnight
  });

  it('refuses impossible dates and targets before birth', () => {
    expect(errorOf(age('2023-02-30'))).toMatchObject({ code: 'invalid_date', field: 'birthDate' });
    expect(errorOf(age('2023-2-3'))).toMatchObject({ code: 'invalid_date', field: 'birthDate' });
    expect(errorOf(age('2023-01-01', '2023-13-01'))).toMatchObject({
      code: 'invalid_date',
      field: 'targetDate',
    });
    expect(errorOf(age('2023-01-02', '2023-01-01'))).toMatchObject({
      code: 'target_before_birth',
      field: 'targetDate',
    });
  });

  it('agrees with date-fns: total days, years, and intervalToDuration when no month-end clamping is involved', () => {
    fc.assert(
      fc.property(pair, ([birth, target]) => {
        const r = unwrap(age(iso(birth), iso(target)));
        expect(r.totals.days).toBe(differenceInCalendarDays(target, birth));
        expect(r.totals.weeks).toBe(Math.floor(r.totals.days / 7));
        expect(r.totals.minutes).toBe(r.totals.days * 1440);
        if (!(birth.getMonth() === 1 && birth.getDate() === 29))
          expect(r.years).toBe(differenceInYears(target, birth));
        if (birth.getDate() <= 28) {
          const d = intervalToDuration({ start: birth, end: target });
          expect([r.years, r.months, r.days]).toEqual([d.years ?? 0, d.months ?? 0, d.days ?? 0]);
        }
      }),
    );
  });

  it('birth + (years, months, days) = target, and the next birthday is the next anniversary', () => {
    fc.assert(
      fc.property(pair, ([birth, target]) => {
        const r = unwrap(age(iso(birth), iso(target)));
        expect(iso(addDays(addMonths(birth, r.years * 12 + r.months), r.days))).toBe(iso(target));
        expect(r.months).toBeLessThan(12);
        expect(r.days).toBeLessThan(31);
        const next = addMonths(
          birth,
          12 * (r.daysUntilNextBirthday === 0 && r.totals.days > 0 ? r.years : r.years + 1),
        );
        expect(r.nextBirthday).toBe(iso(next));
        expect(r.daysUntilNextBirthday).toBe(differenceInCalendarDays(next, target));
        expect(r.daysUntilNextBirthday).toBeGreaterThanOrEqual(0);
        expect(r.daysUntilNextBirthday).toBeLessThanOrEqual(366);
      }),
    );
  });

  it('refuses a target whose next birthday would fall after 9999-12-31', () => {
    expect(errorOf(age('9999-12-31', '9999-12-31'))).toMatchObject({
      code: 'out_of_range',
      field: 'targetDate',
    });
    expect(errorOf(age('2000-03-01', '9999-06-01'))).toMatchObject({ code: 'out_of_range' });
    expect(unwrap(age('2000-12-31', '9999-06-01')).nextBirthday).toBe('9999-12-31');
  });

  it('returns a result for any argument', () => {
    for (const input of [null, 5, {}, [], '2000-1-1', '2000-01-01T00:00']) {
      expect(errorOf(age(input as never, '2020-01-01')).code).toBe('invalid_date');
    }
  });
});
