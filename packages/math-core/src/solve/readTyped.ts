/**
 * How the solver reads what was typed, before it solves anything, by the readers of its kinds: a comma inside a number read as
 * a decimal comma or a thousands separator, a percentage question in words, or the command words
 * (derivative of, ∫ … dx, factor, divide … by …, solve, simplify) taken off and the rest parsed
 * as maths. `solve` reads through here, and so does the preview of the problem being typed, so
 * the preview shows exactly the reading the answer will use.
 */
import { fail } from '../_lib/result';
import { contains, mapTree } from '../algebra/reading';
import { degrees, fn, neg } from '../math/build';
import type { WrittenIn } from '../math/catalogue/template';
import { evaluateMath } from '../math/evaluateMath';
import { parseMath } from '../math/parseMath';
import { PARSE_REFUSALS } from '../math/parseMath/tokens';
import { SolveStop } from '../math/rational';
import { refusalWrittenIn, refuse, refused } from '../math/refusal';
import { toMathML } from '../math/toMathML';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import type { MathError, Result } from '../types';
import type { Asked, Command, Parts } from './kind';
import {
  type Correction,
  corrected,
  correctedElsewhere,
  type ReadOptions,
  readWords,
  type WordsRead,
} from './read';
import { numberCommas } from './read/decimalComma';
import { type Reading, readingText } from './read/reading';
import { lettersMultiplied, prepare, type Question, UnknownWord } from './read/words';
import { readWorded, type WordedQuestion, type WordedReader } from './worded';

/** Longer input is refused by `solve` and by the graph's reader (a typed problem is a line or two). */
export const MAX_SOLVE_LENGTH = 300;

/** The sentences of the reader's refusals of what was typed. */
export const READ_REFUSALS = {
  doubleFactorial:
    'Double factorials such as 5!! are not worked out by the solver; write (5!)! for the factorial of 5!',
  readFailed: 'This could not be read',
  nothingToSolve: 'There is nothing to solve',
} as const;

/** The refusal of a problem longer than MAX_SOLVE_LENGTH. */
export const tooLong = (): Result<never> =>
  refused('invalid_value', 'text', PARSE_REFUSALS, 'enterAtMost', {
    count: String(MAX_SOLVE_LENGTH),
  });

/** What the reader gives for an error it stops with: the refusal, its sentence as data with it. */
export const stopped = (err: unknown): { ok: false; error: MathError } =>
  err instanceof SolveStop
    ? {
        ok: false,
        error: {
          code: err.code,
          field: 'text',
          message: err.message,
          ...(err.why ? { why: err.why } : {}),
        },
      }
    : refused('invalid_value', 'text', READ_REFUSALS, 'readFailed');

/** What was typed, as read: the maths as a tree, or a percentage question in words. */

export interface Typed {
  /** The text with its numbers' commas read. */
  text: string;
  /** How each number typed with a comma was read: "2,5 as 2.5". */
  readAs: string[];
  /**
   * The readings of `readAs` as data, for a page to word in its language: each but the interval
   * asked for, and but the operator words where a language was read into English ones.
   */
  readings: Reading[];
  /** A question in words a kind reads whole: "15% of 80", "5 miles to km", "area of a circle radius 3". */
  worded?: WordedQuestion;
  /** What command words around the maths ask ("derivative of …", "factor …"), when there are some. */
  asked?: Asked;
  /** The maths, parsed (absent for a question in words). */
  tree?: MathNode;
  /** The further maths the command words name (`Asked.parts`), parsed: handed to the kind as trees. */
  parts?: Parts;
  /** A graph was asked for: "graph …", "plot …", "sketch the graph of …" (taken off the text). */
  graphing?: boolean;
  /** An identity to prove: "prove that …", "verify …", "show that …" (taken off the text). */
  proving?: boolean;
  /** What the words around the maths ask: the request, the unknown, the constraints. */
  words?: WordsRead;
  /** Words not understood that were read as the request word one edit from them. */
  corrections?: Correction[];
}

/** The questions in words and the command words a solver reads, each in the order tried. */
export interface Readers {
  worded: readonly WordedReader[];
  commands: readonly Command[];
  questions: readonly Question[];
}

/**
 * The reading of a typed problem; a failure for text the parser cannot read. Throws a SolveStop
 * for what the solver refuses before parsing (a double factorial, a command it does not do, a word it
 * does not know).
 */
export const readTyped = (typed: string, options: ReadOptions, readers: Readers): Result<Typed> => {
  let text = typed;
  const corrections: Correction[] = [];
  // The language's request words too, for a misspelt one ("resulve" → resuelve).
  const language = options.language?.requests ?? [];
  // A word not understood that is one edit from a request word is read as that word, and said.
  for (;;) {
    try {
      const read = readOnce(text, readers, options.language);
      if (read.ok && corrections.length > 0) {
        const words: Reading[] = corrections.map((c) => ({ ...c, word: true }));
        read.value.readAs.unshift(...words.map(readingText));
        read.value.readings.unshift(...words);
        read.value.corrections = corrections;
      }
      return read;
    } catch (err) {
      const fixed =
        err instanceof UnknownWord && options.corrections !== false && corrections.length < 3
          ? (corrected(text, err.word, language) ?? correctedElsewhere(text, language))
          : undefined;
      if (!fixed) throw err;
      text = fixed.text;
      corrections.push(fixed.correction);
    }
  }
};

const readOnce = (
  typed: string,
  { worded: WORDED, commands: COMMANDS, questions }: Readers,
  language: ReadOptions['language'],
): Result<Typed> => {
  // A language's notation and words read into English ones first (`2,5`, `sen`, `resuelve`).
  const local = language?.read(typed);
  const commas = numberCommas(local?.text ?? typed);
  const readings: Reading[] = [...(local?.readings ?? []), ...commas.readings];
  const readAs = readings.map(readingText);
  // A question in words a kind reads whole, as typed ("45 degrees in radians" is a conversion).
  const whole = readWorded(WORDED, commas.text);
  if (whole) return { ok: true, value: { text: commas.text, readAs, readings, worded: whole } };
  // The words around the maths: the request, the unknown, constraints, filler, operator words.
  const words = readWords(commas.text);
  readAs.push(...words.readAs);
  // Operator words read from a language's words were read in English ones: not what was typed.
  if (!local) readings.push(...words.readings);
  // "Graph …", "plot …", "sketch the graph of …": the command is said by `graphing`; the rest is
  // read as any problem is.
  const graphing = GRAPH_COMMAND.test(words.text);
  const proving = !graphing && PROVE_COMMAND.test(words.text);
  const text = graphing
    ? words.text.replace(GRAPH_COMMAND, '')
    : proving
      ? words.text.replace(PROVE_COMMAND, '')
      : words.text;
  // 5!! is a double factorial (5 × 3 × 1), which the parser would read as (5!)!.
  if (/!\s*!/.test(text)) throw refuse('unsupported', READ_REFUSALS, 'doubleFactorial');
  const worded = readWorded(WORDED, text);
  if (worded) return { ok: true, value: { text, readAs, readings, worded, words } };
  let asked: Asked | undefined;
  for (const command of COMMANDS) {
    asked = command.read(text);
    if (asked) break;
  }
  const maths = prepare(asked?.maths ?? text, asked?.formula === true, questions);
  const parsed = parseMath(maths);
  if (!parsed.ok) return parsed;
  const letters = lettersMultiplied(maths);
  const tree = definedFunction(parsed.value, maths);
  // Calculus works in radians: sin(x) near 0 is x.
  const read = asked?.radians ? { tree, notes: [] } : inDegrees(tree);
  const noted = [...letters, ...conventions(parsed.value, maths), ...read.notes];
  readAs.push(...noted.map(readingText));
  readings.push(...noted);
  const parts = partsOf(asked);
  return {
    ok: true,
    value: {
      text,
      readAs,
      readings,
      tree: read.tree,
      ...(asked ? { asked } : {}),
      ...(parts ? { parts } : {}),
      ...(graphing ? { graphing } : {}),
      ...(proving ? { proving } : {}),
      words,
    },
  };
};

/** The further maths the command words name, each parsed; one that does not parse is left out. */
const partsOf = (asked: Asked | undefined): Parts | undefined => {
  if (!asked?.parts) return undefined;
  const parts: Record<string, MathNode> = {};
  for (const [name, typed] of Object.entries(asked.parts)) {
    const parsed = parseMath(typed);
    if (parsed.ok) parts[name] = parsed.value;
  }
  return parts;
};

/**
 * f(x) = … typed as a function's definition: the parser reads f(x) as the product f·x, which is
 * taken back to the function f of x when the text begins with a letter, a bracketed letter and =.
 */
const definedFunction = (tree: MathNode, typed: string): MathNode => {
  if (!/^\s*[a-z]\s*\(\s*[a-z]\s*\)\s*=/i.test(typed) || tree.type !== 'relation') return tree;
  const [first, ...rest] = tree.operands as [MathNode, ...MathNode[]];
  if (
    first.type !== 'binary' ||
    first.op !== '*' ||
    first.left.type !== 'variable' ||
    first.right.type !== 'variable'
  )
    return tree;
  return { ...tree, operands: [fn(first.left.name, first.right), ...rest] };
};

const GRAPH_COMMAND =
  /^\s*(?:please\s+)?(?:(?:the\s+)?graph\s+of|(?:graph|plot|sketch|draw)(?:\s+the\s+graph\s+of)?)(?:\s+(?:the\s+)?(?:function|line|curve|parabola))?\b\s*[:,]?\s*/i;

const PROVE_COMMAND =
  /^\s*(?:please\s+)?(?:prove|verify|show)(?:\s+that)?(?:\s+the\s+identity)?\b\s*[:,]?\s*/i;

const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);

/**
 * An angle written as a plain number in a trig function read in degrees, as the unknown of a
 * trig equation is: sin(30) is sin(30°) (an angle in radians is written with π: sin(π/6)). Not
 * for derivatives and integrals, which work in radians.
 */
const inDegrees = (tree: MathNode): { tree: MathNode; notes: Reading[] } => {
  const notes: Reading[] = [];
  const read = mapTree(tree, (n) => {
    if (n.type !== 'function' || !TRIG.has(n.name) || n.args.length !== 1) return undefined;
    const [arg] = n.args as [MathNode];
    const plain = !contains(
      arg,
      (a) =>
        a.type === 'variable' ||
        a.type === 'constant' ||
        a.type === 'postfix' ||
        a.type === 'function' ||
        a.type === 'log',
    );
    // 0 is 0° too: nothing to say.
    const value = evaluateMath(arg);
    if (!plain || value === 0 || Number.isNaN(value)) return undefined;
    const angle: MathNode =
      arg.type === 'neg' && arg.arg.type === 'number' ? neg(degrees(arg.arg)) : degrees(arg);
    const inDegrees = { ...n, args: [angle] };
    notes.push({ typed: toText(n), read: toText(inDegrees) });
    return inDegrees;
  });
  return { tree: read, notes };
};

/**
 * The readings of a convention a student may not expect, said where the typed text uses one:
 * a product written straight after a fraction bar multiplies the fraction (1/2π is (1/2)π, not
 * 1/(2π)); a / after a mixed number divides it (1 1/2 / 1/2 is 1 1/2 ÷ 1/2).
 */
const conventions = (tree: MathNode, typed: string): Reading[] => {
  const notes: Reading[] = [];
  const bare = (text: string) => text.replace(/\s+/g, '').replace(/[−–]/g, '-');
  contains(tree, (n) => {
    if (n.type === 'binary' && n.implicit && n.left.type === 'fraction') {
      const bar = toText(n.left);
      // Typed with brackets, (1/2)π says so itself.
      if (!bare(typed).includes(`(${bare(bar)})`))
        notes.push({ typed: `${bar}${toText(n.right)}`, read: toText(n) });
    }
    const left = n.type === 'binary' && n.op === '/' ? n.left : undefined;
    const mixed = left?.type === 'mixed' || (left?.type === 'neg' && left.arg.type === 'mixed');
    // Typed with a / after the mixed number (with ÷ it needs no word).
    if (mixed && /\d\s+\d+\/\d+\s*\//.test(typed))
      notes.push({ typed: toText(n).replace(' ÷ ', ' / '), read: toText(n) });
    return false;
  });
  return notes;
};

/** What `readProblem` gives: the maths read, what is asked of it, and any comma read. */
export interface ProblemReading {
  /** What is asked, when words ask it: "derivative", "integral", "factor", "percentage". */
  asks?: 'derivative' | 'integral' | 'factor' | 'percentage';
  /** The maths as read, as text and MathML (absent for a percentage in words). */
  text?: string;
  mathml?: string;
  /** How each number typed with a comma was read: "2,5 as 2.5". */
  readAs: string[];
  /** The same readings as data, for a page to word in its language (`Typed.readings`). */
  readings: Reading[];
  /** The maths as read, as a tree (absent for a percentage in words). */
  tree?: MathNode;
}

/** How `readProblem` reads: in a language besides English, as `solve` does when given one. */
export interface ReadingOptions {
  /** The language typed in (`spanish`, `french`, `german`, `portuguese`), as `solve` takes it. */
  language?: ReadOptions['language'];
}

/**
 * A problem as the solver will read it (`readProblem`), by these readers: the questions in words
 * and the command words of a solver's kinds (`createSolver(…).read` reads by its kinds only).
 */
export function readProblemBy(
  readers: Readers,
  typed: string,
  options?: ReadingOptions | null,
): Result<ProblemReading> {
  if (typeof typed !== 'string') return fail('invalid_value', 'Enter a problem as text', 'text');
  const language = options?.language;
  // A refusal in the language read, when it is one that writes (as `solve` gives it).
  const inLanguage = (refusal: { ok: false; error: MathError }): Result<never> => ({
    ok: false,
    error: refusalWrittenIn(refusal.error, language as WrittenIn | undefined),
  });
  try {
    const read = readTyped(typed, { language }, readers);
    if (!read.ok) return inLanguage(read);
    const { readAs, readings, asked, worded } = read.value;
    // A limit is shown in its notation, lim_(x → 0) f, which says what is asked.
    const tree = worded
      ? worded.tree
      : read.value.tree && asked?.shown
        ? asked.shown(read.value.tree, read.value.parts ?? {})
        : read.value.tree;
    const asks = worded ? worded.asks : asked?.asks;
    return {
      ok: true,
      value: {
        ...(asks ? { asks } : {}),
        ...(tree ? { text: toText(tree), mathml: toMathML(tree), tree } : {}),
        readAs,
        readings,
      },
    };
  } catch (err) {
    return inLanguage(stopped(err));
  }
}
