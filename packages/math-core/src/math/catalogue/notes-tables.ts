import type { NoteTable } from './notes';

/** The notes of the steps for arithmetic, matrices, systems, polynomial division, probability, statistics, percentages and complex numbers (see ./notes for how a note is written). */
export const TABLES_NOTES = {} as const satisfies NoteTable;
