import type { Random } from '../random';

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface ProblemDraft {
  question: string;
  answer: string;
  hint: string;
  steps: string[];
}

/** One kind of problem; its parameters come from the replayable random source. */
export type Family = (r: Random) => ProblemDraft;

const gcdOf = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcdOf(b, a % b));

/** p/q in lowest terms, the sign on top: "3/2", "-1/4", "5". */
export const frac = (p: number, q: number): string => {
  const g = gcdOf(p, q) * Math.sign(q);
  const [top, bottom] = [p / g || 0, q / g];
  return bottom === 1 ? `${top}` : `${top}/${bottom}`;
};

/** " + 4" / " - 4": a signed term after another one. */
export const signed = (n: number): string => (n < 0 ? ` - ${-n}` : ` + ${n}`);

/** "x", "-x", "3x": a coefficient in front of a variable. */
export const times = (n: number, v: string): string =>
  n === 1 ? v : n === -1 ? `-${v}` : `${n}${v}`;

/** " + 5x" / " - x": a signed variable term after another one. */
export const signedTimes = (n: number, v: string): string =>
  n < 0 ? ` - ${times(-n, v)}` : ` + ${times(n, v)}`;

/** A number as a factor: negatives in brackets, "(-3)". */
export const factor = (n: number): string => (n < 0 ? `(${n})` : `${n}`);

/** A whole number from min to max other than 0. */
export const nonZero = (r: Random, min: number, max: number): number => {
  const n = r.int(min, max - 1);
  return n >= 0 ? n + 1 : n;
};

/** "Add 4 to" / "Subtract 4 from": moving a constant term b across. */
export const undo = (b: number): string => (b < 0 ? `Add ${-b} to` : `Subtract ${b} from`);

/** A number written for a question: 1/8 for 2^-3, 0.001 for 10^-3. */
export const power = (b: number, k: number): string =>
  k >= 0 ? `${b ** k}` : b === 10 ? `${10 ** k}` : `1/${b ** -k}`;
