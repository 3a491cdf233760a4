/**
 * Refusals as data. A refusal a student reads (the solver's, the parser's) is a sentence with an
 * id and the values it names, kept beside its English words: each module that refuses holds its
 * sentences in a table of its own, `…_REFUSALS`, by id, so that a solver of a few kinds carries
 * only theirs. A language's entry (`@mathtools/math-core/locales/es` …) brings every sentence under
 * the same ids, with the same {names}, as `es.writing.notes.refusals`; `refusalWrittenIn` writes a
 * refusal in it.
 */
import type { MathError, MathErrorCode, MathErrorValue, MathErrorWhy } from '../types';
import { fillIn, type WrittenIn, wordsIn } from './catalogue/template';
import type { Notation } from './notation';
import { toText } from './toText';

/** Sentences of refusals by id, each a template whose {names} are the values it says. */
export type RefusalTable = Readonly<Record<string, string>>;

/** Why the solver stops: a stable code, and the sentence for the person who typed the problem. */
export class SolveStop extends Error {
  constructor(
    readonly code: 'unsupported' | 'invalid_value' | 'out_of_range' | 'too_complex',
    message: string,
    /** What the message says, as data, when it is a sentence of a refusal table. */
    readonly why?: MathErrorWhy,
  ) {
    super(message);
  }
}

/** A value as a sentence says it, in a notation: text as typed, a tree, another sentence. */
const valueIn = (
  value: MathErrorValue,
  notation: Notation | undefined,
  inner: (said: { readonly message: string; readonly why?: MathErrorWhy }) => string | undefined,
): string | undefined => {
  if (typeof value === 'string') return value;
  if ('type' in value) return toText(value, notation);
  return inner(value);
};

/** The id and values as a `why`, without `values` when there are none. */
const whyOf = (id: string, values?: Readonly<Record<string, MathErrorValue>>): MathErrorWhy =>
  values ? { id, values } : { id };

/** A refusal's sentence in English, from its module's table. */
export const said = (
  table: RefusalTable,
  id: string,
  values?: Readonly<Record<string, MathErrorValue>>,
): { message: string; why: MathErrorWhy } => ({
  message: fillIn(table[id] ?? id, values, (v) => valueIn(v, undefined, (s) => s.message) ?? ''),
  why: whyOf(id, values),
});

/** A SolveStop with a sentence of `table`: `throw refuse('invalid_value', REFUSALS, 'point', { point })`. */
export const refuse = (
  code: SolveStop['code'],
  table: RefusalTable,
  id: string,
  values?: Readonly<Record<string, MathErrorValue>>,
): SolveStop => {
  const { message, why } = said(table, id, values);
  return new SolveStop(code, message, why);
};

/** A failed result with a sentence of `table`, for a function that returns its refusals. */
export const refused = (
  code: MathErrorCode,
  field: string,
  table: RefusalTable,
  id: string,
  values?: Readonly<Record<string, MathErrorValue>>,
): { ok: false; error: MathError } => ({
  ok: false,
  error: { code, field, ...said(table, id, values) },
});

/** A sentence in a language's table, or undefined when the table lacks one of its ids. */
const sayIn = (why: MathErrorWhy, words: RefusalTable, notation: Notation): string | undefined => {
  const template = words[why.id];
  if (typeof template !== 'string') return undefined;
  let whole = true;
  const text = fillIn(template, why.values, (v) => {
    const out = valueIn(v, notation, (s) => (s.why ? sayIn(s.why, words, notation) : undefined));
    if (out === undefined) whole = false;
    return out ?? '';
  });
  return whole ? text : undefined;
};

/**
 * An error with its message in the language, when it says why as data and the language brings
 * every sentence it names; else the error as it is (in English). For the library's own refusals:
 * the exported `refusalIn` (src/result/refusal.ts) takes any argument.
 */
export const refusalWrittenIn = <E extends MathError>(
  error: E,
  language: WrittenIn | undefined,
): E => {
  const table = wordsIn<RefusalTable>(language, 'refusals');
  const message = table && error.why && sayIn(error.why, table.words, table.notation);
  return message === undefined ? error : { ...error, message };
};

/**
 * A language's notes that bring the refusals' sentences besides the solver's: what
 * `@mathtools/math-core/locales/es` (`fr`, `de`, `pt`) gives as its notes.
 */
export interface RefusalNotes {
  readonly refusals: RefusalTable;
}
