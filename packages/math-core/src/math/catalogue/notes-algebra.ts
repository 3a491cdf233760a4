import type { NoteTable } from './notes';

/** The notes of the steps for inequalities, polynomials, rational expressions and equations, completing the square, factoring, rearranging formulas, integrals and the shared methods (see ./notes for how a note is written). */
export const ALGEBRA_NOTES = {
  numerators: { solve: 'Solve for the numerators' },
} as const satisfies NoteTable;
