import type { NoteTable } from './notes';

/** The notes of the steps for graphs, domain and range, limits, derivatives, stationary points, tangents, inverse and composite functions, shapes and sequences (see ./notes for how a note is written). */
export const CALCULUS_NOTES = {} as const satisfies NoteTable;
