/**
 * The rules the solver's steps apply, by id: the one documented list (`RULE_IDS`), and the words
 * of a step rendered from the catalogue (./catalogue) by its rule id and parameters. A step names
 * its rule and what it was done with (`step({ rule: 'sides', params: { subtract: n(3) } }, …)`
 * reads "Subtract 3 from both sides"), and carries the id, the parameters, the rule's name and
 * why it holds, so a page can group, grade or translate steps without reading English. Only the
 * solver imports this: the calculators' steps carry no rule, and their bundles none of these
 * sentences.
 *
 * The words are a function of what a step says and of the notes they are looked up in, given as
 * an argument: the solver works its steps out without words (`WorkedStep`), and renders them once
 * its work is done with the notes its kinds brought (`withWords`), so that a solver of a few kinds
 * carries the words of those kinds and no others, and the same steps render in another language
 * with that language's notes (`stepWords`).
 */

import { fail } from '../_lib/result';
import type { Result } from '../types';
import { n as numberNode } from './build';
import { RULE_IDS as IDS } from './catalogue/ids';
import type { Notes, RuleId } from './catalogue/types';
import type { Notation } from './notation';
import type { Step } from './steps';
import { toText } from './toText';
import type { MathNode } from './tree';

export type { Notes, NoteTable, RuleId } from './catalogue/types';

/** Every rule id, in the catalogue's order (equations first, then factoring, …, matrices). */
export const RULE_IDS: readonly RuleId[] = IDS;

/**
 * A parameter of a step's words: a tree or a number, rendered as it is typed (3, −2, x², √6), or
 * a symbol or a name in the problem (≤, x, sin). `custom` alone holds words: the note of a step
 * whose kind still writes it in English itself, rather than from the catalogue.
 */
export type StepParam = MathNode | number | bigint | string;

/** A step's parameters by name, the names of its note's template ("Subtract {subtract} from both sides"). */
export type StepParams = Readonly<Record<string, StepParam>>;

/**
 * What a step says, by rule: its id; the parameters its note is written from; the form of the
 * note when the rule has several with the same parameters (the catalogue's key for it, else the
 * one form whose parameters are these); and the statement the step changes, when that is not the
 * statement before it in the working.
 */
export interface Say {
  readonly rule: RuleId;
  readonly params?: StepParams;
  readonly form?: string;
  readonly from?: MathNode;
}

/** What a step says about its rule: its name in words and why it holds. */
export interface Reason {
  readonly rule: string;
  readonly why: string;
}

/**
 * A step of the solver: every one names its rule by id (`ruleId`, one of `RULE_IDS`) and in words
 * (`rule`, its name, or the note for a rule named by its step), and says why it holds (`why`).
 * `params` are what its note was rendered from (`{ subtract: 3 }`; `{ custom: '…' }` for a note
 * its kind wrote itself); `from` and `to` the statement before and after, on a step that changes
 * the mathematics (from 2x + 3 = 7 to 2x = 4), or the expression a step works out and its value.
 */
export type ExplainedStep = Step &
  Reason & {
    readonly ruleId: RuleId;
    /** Plain data: a number given as a bigint is kept as its number tree. */
    readonly params?: Readonly<Record<string, Exclude<StepParam, bigint>>>;
    /**
     * The form of the rule's note the step's words were rendered in (the catalogue's key for it
     * among the forms of its rule), so a page can render the same note in another language from
     * `ruleId`, `form` and `params`. Absent from a note its kind wrote itself.
     */
    readonly form?: string;
    readonly from?: MathNode;
    readonly to?: MathNode;
  };

/**
 * A step as the solver works it out: its rule, the parameters (a whole number may be a bigint) and
 * form of its note, and its statement; its words (`note`, `rule`, `why`) are rendered once the
 * solve is done (`withWords`). A step whose kind wrote its note itself has it as its `custom`
 * parameter; one whose kind names its rule and says why itself (a shape's formula) has them.
 */
export type WorkedStep = Omit<ExplainedStep, 'note' | 'rule' | 'why' | 'params'> &
  Partial<Reason> & { readonly params?: StepParams };

/** Tables of notes as one, each table once (a table two kinds bring is the same object). */
export const mergedNotes = (tables: readonly Notes[]): Notes => {
  const forms: Record<string, Readonly<Record<string, string>>> = {};
  const reasons = {};
  const terms: Record<string, Readonly<Record<string, string>>> = {};
  for (const table of new Set(tables)) {
    for (const [rule, own] of Object.entries(table.forms)) forms[rule] = { ...forms[rule], ...own };
    Object.assign(reasons, table.reasons);
    // Two kinds may bring terms of one table (each its own title and methods): merged key by key.
    for (const [name, own] of Object.entries(table.terms ?? {}))
      terms[name] = { ...terms[name], ...own };
  }
  return { forms, reasons, terms };
};

/**
 * Words as data: the id of their template in a table of the notes' terms and the values its
 * {names} take, a number or tree (written as typed), a name, or other words of the same table. A
 * result's heading is `{ id: 'linear' }` in the table `title`, "Linear equation"; its method
 * `{ id: 'thenLimits', params: { first: { id: 'substitution' } } }` in the table `method`,
 * "substitution, then the limits".
 */
export interface Words {
  readonly id: string;
  readonly params?: Readonly<Record<string, WordsParam>>;
}

/** A value words name: a tree or number as typed, a name, or other words of the same table. */
export type WordsParam = MathNode | number | string | Words;

/** Words given by their id alone, or with the values their template names. */
export type Wording = string | Words;

/**
 * Several words of a table as one, each joined to the rest by `join` (words of the same table,
 * `{first}` and `{rest}`): [a, b, c] is `join(a, join(b, c))`, "a, b, c" for `methodsComma`.
 * The last two are joined by `last` when given: "a, b and c".
 */
export const joinedWords = (join: string, items: readonly Wording[], last = join): Words => {
  const [first, ...rest] = items.map(asWords);
  if (first === undefined) throw new Error('joinedWords needs words to join');
  return rest.length === 0
    ? first
    : {
        id: rest.length === 1 ? last : join,
        params: { first, rest: joinedWords(join, rest, last) },
      };
};

/** Words as data, from their id alone or as given. */
export const asWords = (wording: Wording): Words =>
  typeof wording === 'string' ? { id: wording } : wording;

/**
 * The words in this table of these notes, written in the notation given; undefined when the
 * notes have no term for them or for words they name (a language without them says them in
 * English).
 */
export const termOf = (
  table: string,
  words: Words,
  notes: Notes,
  notation?: Notation,
): string | undefined => {
  const template = notes.terms?.[table]?.[words.id];
  if (template === undefined) return undefined;
  let missing = false;
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = words.params?.[name];
    if (value === undefined) return whole;
    if (typeof value === 'object' && 'id' in value) {
      const inner = termOf(table, value, notes, notation);
      missing ||= inner === undefined;
      return inner ?? '';
    }
    return shown(value, notation);
  });
  return missing ? undefined : text;
};

/**
 * The words in this table of the solver's own notes, which hold every term its kinds write: a
 * term they lack is a mistake in the solver, which the tests find.
 */
export const englishTerm = (table: string, words: Words, notes: Notes): string => {
  const text = termOf(table, words, notes);
  if (text === undefined) throw new Error(`The catalogue has no ${table} ${words.id}`);
  return text;
};

/** A placeholder: {name}, a parameter shown as it is; {name:table}, the term of that table whose key the parameter holds. */
const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/**
 * The rule with this id as a step states it in these notes: named by the note when it has no name
 * of its own. A name or why may be a template of the step's parameters, as a note is (a shape's
 * formula is named and explained by the term of its formula: `{formula:shapeRule}`).
 */
const reason = (say: Say, note: string, notes: Notes, notation?: Notation): Reason => {
  const said = notes.reasons[say.rule];
  if (said === undefined) throw new Error(`The catalogue has no reason for ${say.rule}`);
  const [rule, why] = said.map((template) => rendered(template, say, notes, notation));
  return { rule: rule || note, why: why as string };
};

/** The names a template's placeholders take, sorted: "Add {add} to both sides" → "add". */
const namesIn = (template: string): string =>
  [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort().join();

/** A parameter as the note shows it: a negative number with its minus sign (−2). */
const shown = (p: StepParam, notation: Notation | undefined): string => {
  if (typeof p === 'string') return p;
  if (typeof p === 'object') return toText(p, notation);
  const negative = p < 0;
  const size = toText(numberNode(negative ? -p : p), notation);
  return negative ? `−${size}` : size;
};

/**
 * The form of its rule's note a step takes in these notes: the one it names, else the one form
 * whose parameters are the step's. Throws for a rule or form the notes have no note for: a
 * mistake in the solver, which the steps tests find.
 */
const formOf = (say: Say, notes: Notes): string => {
  const forms = notes.forms[say.rule] ?? {};
  const names = Object.keys(say.params ?? {})
    .sort()
    .join();
  const form =
    say.form ?? Object.keys(forms).find((key) => namesIn(forms[key] as string) === names);
  if (form === undefined || forms[form] === undefined)
    throw new Error(`The catalogue has no note for ${say.rule} ${say.form ?? `with {${names}}`}`);
  return form;
};

/**
 * The note of a step, rendered from the template of these notes for its rule and form with its
 * parameters, written in the notation given (2,5 with a decimal comma). Throws for a parameter the
 * template names and the step does not give.
 */
export const noteOf = (say: Say, notes: Notes, notation?: Notation): string => {
  const form = formOf(say, notes);
  return rendered(notes.forms[say.rule]?.[form] as string, say, notes, notation);
};

/** A template of these notes rendered with a step's parameters. */
const rendered = (template: string, say: Say, notes: Notes, notation?: Notation): string => {
  const params = say.params ?? {};
  const render = (text: string): string =>
    text.replace(PLACEHOLDER, (_, name: string, table: string | undefined) => {
      const value = params[name];
      if (value === undefined) throw new Error(`The note of ${say.rule} needs {${name}}`);
      if (table === undefined) return shown(value, notation);
      // A term is itself a template; a table may give one for every key it does not list.
      const terms = notes.terms?.[table];
      const term = terms?.[String(value)] ?? terms?.other;
      if (term === undefined)
        throw new Error(`The catalogue has no term ${table} ${String(value)}`);
      return render(term);
    });
  return render(template);
};

/**
 * A step's parameters as plain data, what a result carries (it is sent as JSON and copied between
 * threads): a whole number given as a bigint becomes its number tree.
 */
const plainParams = (params: StepParams): ExplainedStep['params'] =>
  Object.fromEntries(
    Object.entries(params).map(([name, p]) => [name, typeof p === 'bigint' ? numberNode(p) : p]),
  );

/** The words of a step: its note, the rule's name and why it holds, and the form of its note. */
export type StepWords = Reason & { readonly note: string; readonly form?: string };

/** What a step's words are rendered from: its rule id, the form of its note and its parameters. */
export interface StepSaid {
  readonly ruleId: RuleId;
  readonly params?: StepParams;
  readonly form?: string;
}

/**
 * The words of a step in these notes, from its rule id, form and parameters alone: its note, the
 * rule's name (the note, for a rule a step names by its note) and why it holds, and the form of
 * the note (absent from a note its kind wrote itself, its `custom` parameter, which is kept as
 * written). Throws for a rule, form or parameter the notes have no words for.
 */
const wordsOf = (
  { ruleId: rule, params, form }: StepSaid,
  notes: Notes,
  notation?: Notation,
): StepWords => {
  const say = { rule, ...(params ? { params } : {}), ...(form ? { form } : {}) };
  const custom = params?.custom;
  if (typeof custom === 'string') return { note: custom, ...reason(say, custom, notes, notation) };
  const note = noteOf(say, notes, notation);
  return { note, ...reason(say, note, notes, notation), form: formOf(say, notes) };
};

/**
 * The words of a step of `solve` rendered in these notes, from the step's `ruleId`, `form` and
 * `params` alone: its `note`, its rule's name (`rule`; the note, for a rule a step names by its
 * note), `why` the rule holds, and the `form` of the note. `notes` are every table the words may
 * come from (`solve` renders its steps in the catalogue's common notes and those its kinds bring);
 * another language's notes give the same step's words in that language. A note a kind wrote
 * itself (`params.custom`) is kept as written. `invalid_value` (field `notes`) when the notes have
 * no words for the step (its rule's reason, its form of note, a term it names) or it is no step.
 * A `notation` writes the numbers and maths in the note as that language does (`spanishNotation`
 * from `@mathtools/math-core/locales/es`: "Divide ambos miembros entre 2,5").
 *
 * @example
 * stepWords(solve('2x + 3 = 7').value.steps[0], notes).value.note; // "Resta 3 en ambos lados"
 */
export function stepWords(step: StepSaid, notes: Notes, notation?: Notation): Result<StepWords> {
  try {
    return { ok: true, value: wordsOf(step, notes, notation) };
  } catch {
    return fail('invalid_value', 'notes have no words for this step', 'notes');
  }
}

/**
 * The steps with their words, rendered in these notes (as `stepWords` renders them) once the solver's work is
 * done, and their parameters as plain data: what a result carries.
 */
export const withWords = (
  steps: readonly WorkedStep[],
  notes: Notes,
  notation?: Notation,
): ExplainedStep[] =>
  steps.map((step) => {
    const { params, ...rest } = step;
    const { form, ...words } = wordsOf(step, notes, notation);
    // A rule a kind names and says why itself keeps its words (`rest`).
    return {
      ...words,
      ...rest,
      ...(params ? { params: plainParams(params) } : {}),
      ...(form ? { form } : {}),
    };
  });

/**
 * The rules whose step changes the working: it states the problem in a new form (subtract on
 * both sides, factor, take logs) or works an expression out (a derivative by the power rule, a
 * sum of fractions). The others state a fact beside the working (a discriminant, a check, a
 * condition), and their steps have no `from` or `to`.
 */
const REWRITES: ReadonlySet<RuleId> = new Set<RuleId>([
  'sides',
  'scale',
  'moveAll',
  'swap',
  'expand',
  'ineqSides',
  'ineqScale',
  'order',
  'both',
  'either',
  'squeeze',
  'fractionZero',
  'zeroProduct',
  'solveEach',
  'solveFor',
  'commonFactor',
  'sumProduct',
  'acMethod',
  'grouping',
  'squareTrinomial',
  'squares',
  'cubes',
  'synthetic',
  'formula',
  'completeSquare',
  'squareRoot',
  'plusMinus',
  'simplifyRoot',
  'reduce',
  'iSquared',
  'eliminate',
  'substitute',
  'absCases',
  'absEqual',
  'squareBoth',
  'raise',
  'reciprocal',
  'fractionalPower',
  'nthRoot',
  'samePower',
  'asPower',
  'takeLog',
  'newUnknown',
  'logOfBase',
  'logDefinition',
  'changeBase',
  'logLaws',
  'operations',
  'simplest',
  'percentOf',
  'mixedNumber',
  'toPercent',
  'change',
  'convert',
  'sum',
  'constantMultiple',
  'product',
  'quotient',
  'power',
  'chain',
  'standard',
  'constant',
  'linearity',
  'integralConstant',
  'integralPower',
  'integral',
  'uSub',
  'putBack',
  'parts',
  'pythagorean',
  'quotientIdentity',
  'reciprocalIdentity',
  'doubleAngle',
  'divideByCos',
  'harmonic',
  'cancelFactor',
  'equivalent',
  'addFractions',
  'multiplyFractions',
  'lcd',
]);

/** The moves that leave a statement in a new form: on both sides, every term to one side. */
const MOVES: ReadonlySet<RuleId> = new Set<RuleId>([
  'sides',
  'scale',
  'moveAll',
  'ineqSides',
  'ineqScale',
  'alone',
]);

/**
 * Whether a rule is a move on the statement (subtract on both sides, move every term to the left,
 * or the unknown already alone): a first step of this rule that leaves the problem as it was typed
 * did nothing, and is not shown.
 */
export const isMove = (id: RuleId): boolean => MOVES.has(id);

/** Whether a rule's step changes the working (a new form of the problem, or an expression worked out). */
export const changesStatement = (id: RuleId): boolean => REWRITES.has(id);

/** Whether a tree states something (an equation, an inequality, a system) rather than being a value. */
const statement = (node: MathNode): boolean =>
  node.type === 'relation' || (node.type === 'list' && node.items.some(statement));

/** Whether a relation is a chain of = signs: an expression worked out, A = … = B. */
const workedOut = (node: MathNode): node is Extract<MathNode, { type: 'relation' }> =>
  node.type === 'relation' && node.relations.every((r) => r === '=');

/**
 * The steps without a line shown twice: a step whose statement is the one just before it (two
 * checks of different values that come to the same equality excepted), or a first move that
 * leaves the problem as typed (`isMove`). One step is always kept.
 */
const once = (steps: readonly ExplainedStep[], problem: MathNode): readonly ExplainedStep[] => {
  const problemText = toText(problem);
  const kept: ExplainedStep[] = [];
  for (const s of steps) {
    const last = kept.at(-1);
    const repeats = last
      ? last.text === s.text && !(s.ruleId === 'check' && last.note !== s.note)
      : s.text === problemText && isMove(s.ruleId);
    if (!repeats) kept.push(s);
  }
  return kept.length > 0 ? kept : steps.slice(0, 1);
};

/**
 * The steps with `from` and `to` on each that changes the mathematics: the statement it leaves
 * and the one it gives. On a problem that is a relation (an equation, an inequality, a system),
 * each such step goes from the statement before it in the working (the problem for the first)
 * to its own; on an expression to work out, from the left side of its statement to the right
 * (d/dx(x²) = 2x goes from d/dx(x²) to 2x). A step given its own `from` keeps it. A line
 * already shown is not shown again (`once`).
 */
export const chained = (steps: readonly ExplainedStep[], problem: MathNode): ExplainedStep[] => {
  let current = problem;
  return once(steps, problem).map((s) => {
    const to = s.statement;
    if (to === undefined || !REWRITES.has(s.ruleId)) return s;
    if (s.from) {
      current = to;
      return { ...s, to };
    }
    if (!statement(current)) {
      if (!workedOut(to) || to.operands.length < 2) return s;
      const [left, right] = [to.operands[0], to.operands.at(-1)] as [MathNode, MathNode];
      return toText(left) === toText(right) ? s : { ...s, from: left, to: right };
    }
    const from = current;
    current = to;
    return toText(from) === toText(to) ? s : { ...s, from, to };
  });
};
