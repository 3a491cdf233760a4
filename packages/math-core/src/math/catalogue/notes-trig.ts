import type { NoteTable } from './notes';

/** The notes of the steps for trigonometric equations and identities, logarithms and exponentials (see ./notes for how a note is written). */
export const TRIG_NOTES = {} as const satisfies NoteTable;
