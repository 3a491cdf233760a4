import { add, type Dec, dec, div, mul, round, toFixed, toNumber } from '../../_lib/decimal';
import { fail } from '../../_lib/result';
import type { Result } from '../../types';

/** Grade points of spec §9, keyed by upper-case letter grade. */
export const GRADE_POINTS: Readonly<Record<string, number>> = /* @__PURE__ */ Object.freeze({
  A: 4,
  'A-': 3.7,
  'B+': 3.3,
  B: 3,
  'B-': 2.7,
  'C+': 2.3,
  C: 2,
  'C-': 1.7,
  'D+': 1.3,
  D: 1,
  F: 0,
});

export interface GpaCourse {
  /** Credit hours: a positive number, or text that reads as one ("3", " 4.5 "). */
  credits: number | string;
  /** Letter grade of the scale, case-insensitive, surrounding spaces ignored ("b+", " A- "). */
  grade: string;
}

export interface GpaResult {
  /** Credit-weighted grade points ÷ credits, rounded to 2 decimals (half away from zero). */
  gpa: number;
  /** Two decimals: "3.50". */
  formatted: string;
  /** Sum of the credits that counted. */
  totalCredits: number;
  /** How many rows counted. */
  counted: number;
  /** Indexes of the rows skipped for bad credits or an unknown grade. */
  skipped: number[];
}

const readCredits = (credits: unknown): number | undefined => {
  const n =
    typeof credits === 'number'
      ? credits
      : typeof credits === 'string' && credits.trim() !== ''
        ? Number(credits)
        : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * Grade point average on the 4.0 scale of spec §9 (A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3,
 * C 2.0, C- 1.7, D+ 1.3, D 1.0, F 0.0). Rows whose credits are not a positive number or whose
 * grade is not on the scale are skipped and reported; no counted credits is `no_credits`.
 *
 * @example
 * gpa([{ credits: 3, grade: 'A' }, { credits: 3, grade: 'b' }]);
 * // { ok: true, value: { gpa: 3.5, formatted: '3.50', totalCredits: 6, counted: 2, skipped: [] } }
 */
export function gpa(courses: readonly GpaCourse[]): Result<GpaResult> {
  if (!Array.isArray(courses)) return fail('invalid_value', 'courses must be a list', 'courses');
  let credits: Dec = dec(0);
  let points: Dec = dec(0);
  const skipped: number[] = [];
  courses.forEach((course, index) => {
    const c = readCredits(course?.credits);
    const grade = typeof course?.grade === 'string' ? course.grade.trim().toUpperCase() : '';
    const p = Object.hasOwn(GRADE_POINTS, grade) ? GRADE_POINTS[grade] : undefined;
    if (c === undefined || p === undefined) {
      skipped.push(index);
      return;
    }
    credits = add(credits, dec(c));
    points = add(points, mul(dec(c), dec(p)));
  });
  if (credits.m === 0n)
    return fail('no_credits', 'no course has both credits and a known grade', 'courses');
  const average = div(points, credits);
  return {
    ok: true,
    value: {
      gpa: toNumber(round(average, 2)),
      formatted: toFixed(average, 2),
      totalCredits: toNumber(credits),
      counted: courses.length - skipped.length,
      skipped,
    },
  };
}
