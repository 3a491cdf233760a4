import type { PracticeCategory } from '@mathtools/contracts';
import type { SolveKind } from '@mathtools/math-core';

/**
 * The Practice Center tab that drills the same kind of problem, or null when no tab does (the
 * page then offers no practice link rather than a wrong one: calculus is not Algebra,
 * trigonometry is not Geometry, the tabs have no arithmetic or percentages).
 */
export const practiceCategoryFor: Record<SolveKind, PracticeCategory | null> = {
  arithmetic: null,
  expression: 'algebra',
  linear: 'algebra',
  quadratic: 'algebra',
  system: 'algebra',
  exponential: 'logarithms',
  logarithmic: 'logarithms',
  logarithm: 'logarithms',
  inequality: 'algebra',
  'absolute-value': 'algebra',
  radical: 'algebra',
  factor: 'algebra',
  polynomial: 'algebra',
  'polynomial-division': 'algebra',
  'rational-equation': 'algebra',
  'rational-expression': 'algebra',
  derivative: null,
  integral: null,
  percentage: null,
  trigonometry: null,
};

/** Problems to try, one of each main kind. */
export const exampleProblems = [
  'x^2-5x+6=0',
  '2x+3=7',
  '√72',
  'log(x)+log(x-3)=1',
  '2x+y=5, x-y=1',
  '2^(x+1)=16',
  '3/4 + 5/6',
  '-3 < 2x+1 ≤ 7',
  '1/(x-2)=3',
  'x^3-6x^2+11x-6=0',
  'd/dx x^2 sin(x)',
  '∫ 3x^2 + 2x dx',
] as const;

/** The decimal shown next to an exact solution, unless the exact text already is that number. */
export function approximation(text: string, value: number | undefined): string | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  const decimal = String(Number(value.toPrecision(8)));
  const exact = text.split('=').pop()?.trim().replace('−', '-');
  return exact === decimal ? null : decimal.replace('-', '−');
}
