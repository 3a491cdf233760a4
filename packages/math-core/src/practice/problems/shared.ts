import type { Random } from '../../_lib/random';
import {
  add,
  frac as fraction,
  times as implicit,
  list,
  n,
  neg,
  sub,
  text,
  variable,
} from '../../math/build';
import { gcdNumber } from '../../math/rational';
import { type Step, step } from '../../math/steps';
import { type ToMathMLOptions, toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import {
  ENGLISH,
  type PracticeLanguage,
  type Said,
  type SaidOwn,
  say,
  type Words,
  type WordsAround,
  write,
  writeAmong,
  writeAround,
} from '../words';

/** A piece of a question's sentence: its words, or a piece of its maths as MathML. */
export type QuestionPiece = string | { readonly mathml: string };

export type Difficulty = 'Easy' | 'Medium' | 'Hard';

export interface ProblemDraft {
  question: string;
  answer: string;
  hint: string;
  /** The text of each step of `explanation`. */
  steps: string[];
  /** The maths of the question (an equation, an expression), without its words. */
  questionMathml: string;
  /** The same maths as a tree: what `questionMathml` is written from. */
  questionMath: MathNode;
  /** The question's words before and after its maths, when they can be told apart. */
  questionWords?: WordsAround;
  /** The question's sentence in pieces, words and maths, when its maths stands in several places. */
  questionPieces?: QuestionPiece[];
  hintMathml: string;
  answerMathml: string;
  explanation: Step[];
  /** A first, gentler hint (what to notice), before `hint` gives the method. */
  nudge?: string;
  /** Decimals the question asks to round to ("Round to 2 decimals."). */
  decimals?: number;
  /** The question asks for its values in an order ("smallest first"): graded in that order. */
  ordered?: true;
}

/** One kind of problem; its parameters come from the replayable random source. */
export type Family = (r: Random) => ProblemDraft;

export type { Words } from '../words';

/** What a family writes: the sentences of the problem, its maths as trees, and notes with steps. */
export interface ProblemSpec {
  question: Words;
  /**
   * The maths the question asks about. A word problem leaves it out: its maths is then its question
   * sentence as a text node, written in the language the problem is (so a Spanish word problem's
   * `questionMathml` is the Spanish sentence).
   */
  questionMath?: MathNode;
  answer: string;
  hint: Words;
  steps: [note: Words, statement: MathNode][];
  /** A first, gentler hint (what to notice), before `hint` gives the method. */
  nudge?: Words;
  /** Decimals the question asks to round to. */
  decimals?: number;
  /** The question asks for its values in an order ("smallest first"): graded in that order. */
  ordered?: true;
  /** The answer as maths when it is not a number or a list of numbers (x ≥ 3, √3/2). */
  answerMath?: MathNode;
}

export const X = /* @__PURE__ */ variable('x');
export const Y = /* @__PURE__ */ variable('y');
/** A number as the parser writes it back ("201.061930" → 201.06193). */
export const N: (value: number | string) => MathNode = n;

/** kv as a term: v, −v, 3v. */
export const term = (k: number, v: MathNode): MathNode =>
  k === 1 ? v : k === -1 ? neg(v) : implicit(N(k), v);
/** left + k, or left − |k| when k is negative. */
export const plus = (left: MathNode, k: number): MathNode =>
  k < 0 ? sub(left, N(-k)) : add(left, N(k));
/** left + kv, or left − |k|v. */
export const plusTerm = (left: MathNode, k: number, v: MathNode): MathNode =>
  k < 0 ? sub(left, term(-k, v)) : add(left, term(k, v));

/** p/q as written (not reduced), the sign on top: 3/2, −1/4 (read back by the parser as such). */
export const over = (p: number, q: number): MathNode => fraction(N(p), N(q));
/** p/q in lowest terms, the sign on top: 3/2, −1/4, 5. */
export const ratio = (p: number, q: number): MathNode => {
  const g = gcdNumber(p, q) * Math.sign(q);
  const [top, bottom] = [p / g || 0, q / g];
  return bottom === 1 ? N(top) : over(top, bottom);
};

/** An answer string as maths: "5", "3/2", "-2, 3". */
const answerTree = (answer: string): MathNode => {
  const parts = answer.split(', ').map((part) => {
    const [top = '', bottom] = part.split('/');
    return bottom === undefined ? N(top) : fraction(N(top), N(bottom));
  });
  return parts.length === 1 ? (parts[0] as MathNode) : list(...parts);
};

/**
 * A sentence shown to people with each minus sign written − (U+2212): "Divide both sides by −9",
 * "log_b(m) − log_b(n)", "Get −x alone"; a hyphen inside a word (two-step) stays one. Generators
 * write hints with the numbers their questions use, whose text keeps "-" for the answer checker.
 */
export const withMinusSigns = (sentence: string): string =>
  sentence.replace(/(^|[\s(=,:;^/×÷+])-(?=[\s\d(a-zA-Z√π.])/g, '$1−');

/** The specs drafts were written from, so that a draft can be written again in another language. */
const specs = new WeakMap<ProblemDraft, ProblemSpec>();

/** The names of a question's values that are the maths `tree`. */
const named = (question: Said | SaidOwn, tree: MathNode): string[] => {
  const maths = JSON.stringify(tree);
  return Object.entries(question.values ?? {}).flatMap(([name, value]) =>
    typeof value === 'object' && JSON.stringify(value.tree) === maths ? [name] : [],
  );
};

/**
 * Where a question's maths stands in its sentence, in a language. A question that is a sentence of
 * the table naming its maths once has the words around it (see `PracticeProblem.questionWords`);
 * one whose maths is a list of values each named once in the sentence ("Given log_2(y) = 3,
 * evaluate log_2(y^2).") has the sentence in pieces, each piece of maths as MathML where it stands
 * (`PracticeProblem.questionPieces`). A question written as an English string has neither, nor
 * has a word problem (its maths is its whole sentence).
 */
const questionWords = (
  spec: ProblemSpec,
  language: PracticeLanguage,
  options: ToMathMLOptions,
): Pick<ProblemDraft, 'questionWords' | 'questionPieces'> => {
  const { question, questionMath } = spec;
  if (typeof question === 'string' || questionMath === undefined) return {};
  const names = named(question, questionMath);
  if (names.length === 1) {
    const around = writeAround(question, names[0] as string, language);
    return around === undefined ? {} : { questionWords: around };
  }
  if (questionMath.type !== 'list') return {};
  const trees = new Map<string, MathNode>();
  for (const item of questionMath.items) {
    const [name, ...more] = named(question, item);
    if (name === undefined || more.length > 0) return {};
    trees.set(name, item);
  }
  const pieces = writeAmong(question, [...trees.keys()], language).map((part) =>
    typeof part === 'string'
      ? part
      : { mathml: toMathML(trees.get(part.value) as MathNode, options) },
  );
  return { questionPieces: pieces };
};

/** A step with its note written in a language, its maths in that language's notation. */
export const writtenStep = (note: Words, statement: MathNode, language: PracticeLanguage): Step => {
  const words = write(note, language);
  if (language === ENGLISH) return step(words, statement);
  const { notation } = language;
  return {
    note: words,
    text: toText(statement, notation),
    mathml: toMathML(statement, { notation }),
  };
};

/** A problem from its spec in a language: the steps' texts and MathML come from the same trees. */
const render = (spec: ProblemSpec, language: PracticeLanguage): ProblemDraft => {
  const { notation } = language;
  const english = language === ENGLISH;
  const explanation = spec.steps.map(([note, statement]) => writtenStep(note, statement, language));
  const hint = withMinusSigns(write(spec.hint, language));
  const options = english ? {} : { notation };
  const question = write(spec.question, language);
  const questionMath = spec.questionMath ?? text(question);
  return {
    question,
    ...questionWords(spec, language, options),
    answer: spec.answer,
    hint,
    steps: explanation.map((s) => s.text),
    questionMathml: toMathML(questionMath, options),
    // A copy: the spec's tree may hold nodes its family shares (x), which a caller may write to.
    questionMath: JSON.parse(JSON.stringify(questionMath)) as MathNode,
    hintMathml: toMathML(text(hint), options),
    answerMathml: toMathML(spec.answerMath ?? answerTree(spec.answer), options),
    explanation,
    ...(spec.nudge === undefined ? {} : { nudge: withMinusSigns(write(spec.nudge, language)) }),
    ...(spec.decimals === undefined ? {} : { decimals: spec.decimals }),
    ...(spec.ordered ? { ordered: true } : {}),
  };
};

/** A problem from its spec, in English; `inLanguage` writes it again in another language. */
export const draft = (spec: ProblemSpec): ProblemDraft => {
  const made = render(spec, ENGLISH);
  specs.set(made, spec);
  return made;
};

/**
 * A drafted problem written in `language`, from the data it was drafted from; a draft made
 * otherwise (a skill defined outside the library) stays as it is.
 */
export const inLanguage = (made: ProblemDraft, language: PracticeLanguage): ProblemDraft => {
  const spec = specs.get(made);
  return spec === undefined || language === ENGLISH ? made : render(spec, language);
};

/** p/q in lowest terms, the sign on top: "3/2", "-1/4", "5". */
export const frac = (p: number, q: number): string => {
  const g = gcdNumber(p, q) * Math.sign(q);
  const [top, bottom] = [p / g || 0, q / g];
  return bottom === 1 ? `${top}` : `${top}/${bottom}`;
};

/** " + 4" / " - 4": a signed term after another one. */
export const signed = (n: number): string => (n < 0 ? ` - ${-n}` : ` + ${n}`);

/** "x", "-x", "3x": a coefficient in front of a variable. */
export const times = (n: number, v: string): string =>
  n === 1 ? v : n === -1 ? `-${v}` : `${n}${v}`;

/** " + 5x" / " - x": a signed variable term after another one. */
export const signedTimes = (n: number, v: string): string =>
  n < 0 ? ` - ${times(-n, v)}` : ` + ${times(n, v)}`;

/** A number as a factor: negatives in brackets, "(-3)". */
export const factor = (n: number): string => (n < 0 ? `(${n})` : `${n}`);

/** A whole number from min to max other than 0. */
export const nonZero = (r: Random, min: number, max: number): number => {
  const n = r.int(min, max - 1);
  return n >= 0 ? n + 1 : n;
};

/** "Add 4 to both sides" / "Subtract 4 from both sides" as data. */
export const undoStep = (b: number): Said =>
  b < 0 ? say('step.add', { a: -b }) : say('step.subtract', { a: b });

/**
 * A number written for a question: 1/8 for 2^-3, 0.001 for 10^-3. A negative power of ten is
 * written digit by digit (10 ** -5 as a double is 0.000009999…), so it is exactly 10^k.
 */
export const power = (b: number, k: number): string =>
  k >= 0 ? `${b ** k}` : b === 10 ? `0.${'0'.repeat(-k - 1)}1` : `1/${b ** -k}`;
