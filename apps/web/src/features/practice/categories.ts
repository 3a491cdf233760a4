import type { PracticeCategory } from '@mathtools/contracts';

/** Tab order and labels of the practice center. */
export const categoryLabels: Record<PracticeCategory, string> = {
  algebra: 'Algebra',
  logarithms: 'Logarithms',
  geometry: 'Geometry',
};

export const categories = Object.keys(categoryLabels) as PracticeCategory[];

export const isCategory = (value: string): value is PracticeCategory => value in categoryLabels;

/** Streak bar = (streak mod 10) × 10 %, solved bar = min(completed × 10, 100) %. */
export const streakPercent = (streak: number) => (streak % 10) * 10;
export const solvedPercent = (completed: number) => Math.min(completed * 10, 100);
