import { add, compare, type Dec, dec, mul, quotient, toFixed, toNumber } from '../../_lib/decimal';
import { plainText } from '../../_lib/fractionText';
import { fail } from '../../_lib/result';
import { chain, n, div as over, add as plus, mul as times } from '../../math/build';
import { shown } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const GPA_NOTES = {
  'gpa.points': 'Multiply each course’s credits by its grade points and add them up',
  'gpa.credits': 'Add up the credits',
  'gpa.divide': 'Divide the grade points by the credits',
};

/** Grade points of the 4.0 scale, keyed by upper-case letter grade. */
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
  /**
   * The working: grade points `3 × 4 + 3 × 3 = 21`, credits `3 + 3 = 6`, then
   * `21 ÷ 6 = 3.5` (`≈` where the average is rounded). With more than 20 counted rows only the
   * totals are shown, so the steps stay readable.
   */
  steps: Step[];
}

/** Most rows written out term by term in the steps. */
const ROWS_IN_STEPS = 20;

const sum = (terms: MathNode[]): MathNode =>
  terms.slice(1).reduce((total, term) => plus(total, term), terms[0] as MathNode);

/** Plain decimal text only: "3", " 4.5 ", "0.5"; never "0x10", "1e3" or "Infinity". */
const CREDITS = /^\+?(\d+\.?\d*|\.\d+)$/;

/** Most rows one call reads: far more than any transcript, few enough to answer at once. */
const MAX_COURSES = 1000;

const readCredits = (credits: unknown): number | undefined => {
  const n =
    typeof credits === 'number'
      ? credits
      : typeof credits === 'string' && CREDITS.test(credits.trim())
        ? Number(credits)
        : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** "a−", " b + ", "A–": dashes and minus signs as "-", spaces dropped, upper case. */
const readGrade = (grade: unknown): string =>
  typeof grade === 'string' ? plainText(grade).replace(/\s+/g, '').toUpperCase() : '';

/**
 * Grade point average on the 4.0 scale (A 4.0, A- 3.7, B+ 3.3, B 3.0, B- 2.7, C+ 2.3,
 * C 2.0, C- 1.7, D+ 1.3, D 1.0, F 0.0). Grades are read case-insensitively, ignoring spaces, with
 * any dash or minus sign as "-" ("A−", "b +"). Credits are positive numbers or plain decimal text
 * ("3", "4.5"; not "0x10" or "1e1"). Rows whose credits or grade cannot be read, and holes in a
 * sparse array, are skipped and reported; no counted credits is `no_credits`. More than 1,000
 * rows, or not a list → `invalid_value`.
 *
 * @example
 * gpa([{ credits: 3, grade: 'A' }, { credits: 3, grade: 'b' }]);
 * // { ok: true, value: { gpa: 3.5, formatted: '3.50', totalCredits: 6, counted: 2, skipped: [] } }
 */
export function gpa(courses: readonly GpaCourse[]): Result<GpaResult> {
  if (!Array.isArray(courses) || courses.length > MAX_COURSES) {
    return fail('invalid_value', 'courses must be a list of at most 1000 rows', 'courses');
  }
  let credits: Dec = dec(0);
  let points: Dec = dec(0);
  const skipped: number[] = [];
  const rows: [credits: number, points: number][] = [];
  // A plain loop, not forEach: a hole in a sparse array is a row that cannot count.
  for (let index = 0; index < courses.length; index++) {
    const course: unknown = courses[index];
    const row = typeof course === 'object' && course !== null ? (course as GpaCourse) : undefined;
    const c = readCredits(row?.credits);
    const grade = readGrade(row?.grade);
    const p = Object.hasOwn(GRADE_POINTS, grade) ? GRADE_POINTS[grade] : undefined;
    if (c === undefined || p === undefined) {
      skipped.push(index);
      continue;
    }
    rows.push([c, p]);
    credits = add(credits, dec(c));
    points = add(points, mul(dec(c), dec(p)));
  }
  if (credits.m === 0n)
    return fail('no_credits', 'no course has both credits and a known grade', 'courses');
  const totalCredits = toNumber(credits);
  if (!Number.isFinite(totalCredits))
    return fail('out_of_range', 'the credits add up to too much', 'courses');
  const average = quotient(points, credits, 2);
  const [totalPoints, totalShown] = [shown(points), shown(credits)];
  const steps: Step[] = [];
  if (rows.length <= ROWS_IN_STEPS) {
    steps.push(
      worded(
        GPA_NOTES,
        'gpa.points',
        chain(sum(rows.map(([c, p]) => times(n(c), n(p)))), totalPoints.relation, totalPoints.node),
      ),
      worded(
        GPA_NOTES,
        'gpa.credits',
        chain(sum(rows.map(([c]) => n(c))), totalShown.relation, totalShown.node),
      ),
    );
  }
  const exactAverage =
    totalPoints.relation === '=' &&
    totalShown.relation === '=' &&
    compare(mul(average, credits), points) === 0;
  steps.push(
    worded(
      GPA_NOTES,
      'gpa.divide',
      chain(
        over(totalPoints.node, totalShown.node),
        exactAverage ? '=' : '≈',
        n(toNumber(average)),
      ),
    ),
  );
  return {
    ok: true,
    value: {
      gpa: toNumber(average),
      formatted: toFixed(average, 2),
      totalCredits,
      counted: courses.length - skipped.length,
      skipped,
      steps,
    },
  };
}
