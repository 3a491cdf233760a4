/**
 * The shape of the solver's words, in English, keyed by rule id so that a translation replaces the
 * tables and nothing else. A rule's note takes one of several forms, each a template whose {names}
 * are the step's parameters (a number or a tree, shown as typed): "Subtract {subtract} from both
 * sides" for `{ subtract: 3 }`. A form may name a term of a table instead of a parameter
 * ({pick:pickOne} with `pick: 'rank'`); a term is itself a template. A rule also has a name (a
 * heading such as "Zero-product property", or '' for a rule a step names by its note) and why it
 * holds, the general law in a student's words.
 *
 * The words are kept beside the code that writes them: the notes that every solver may write are
 * the catalogue's common notes (./common), and each kind brings the notes of its own steps, so
 * that a solver of a few kinds carries only theirs. Each rule's name and why, and each form, is in
 * exactly one table.
 */
import type { RULE_IDS } from './ids';

/** A rule of the catalogue, by its id: one of `RULE_IDS`. */
export type RuleId = (typeof RULE_IDS)[number];

/** Forms of notes by rule id: each a template named by its form. */
export type NoteTable = Partial<Record<RuleId, Readonly<Record<string, string>>>>;

/** The words of a table of notes: forms of notes, the name and why of rules, and terms by table. */
export interface Notes {
  readonly forms: NoteTable;
  /** Each rule's name ('' when a step names it by its note) and why it holds. */
  readonly reasons: Partial<Record<RuleId, readonly [string, string]>>;
  /** Words a note names by key rather than writes out, by table. */
  readonly terms?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
