import type { NoteTable } from './notes';

/** The notes of the steps for absolute values, radicals and the reading of a problem (see ./notes for how a note is written). */
export const CASES_NOTES = {} as const satisfies NoteTable;
