import { createRandom } from '../../_lib/random';
import { fail } from '../../_lib/result';
import type { Step } from '../../math/steps';
import type { MathNode } from '../../math/tree';
import type { PracticeCategory, Result } from '../../types';
import { type Difficulty, FAMILIES } from '../problems';
import { inLanguage, type QuestionPiece } from '../problems/shared';
import type { PracticeLanguage } from '../words';

export type { PracticeCategory } from '../../types';
export type PracticeDifficulty = Difficulty;

export interface GenerateProblemOptions {
  /** Ask for one difficulty; by default the seed chooses it. */
  difficulty?: PracticeDifficulty;
  /**
   * The language to write the problem in: its words, and its notation for the maths and numbers
   * in them (`spanishPractice` from `@mathtools/math-core/locales/es`, …). English by default. The
   * same seed gives the same problem in every language; `answer` stays in the form `checkAnswer`
   * reads ("2.5", "-2, 3").
   */
  language?: PracticeLanguage;
}

export interface PracticeProblem {
  question: string;
  /** Exact ("5", "3/2", "-2, 3") or rounded as the question says ("28.27"). Grade with `checkAnswer`. */
  answer: string;
  difficulty: PracticeDifficulty;
  hint: string;
  /** The text of each step of `explanation`: "x = 7 − 4". */
  steps: string[];
  /**
   * The maths of the question as a MathML `<math>` element, without its words: the equation of
   * "Solve for x: 2x + 3 = 7", the expression of "Evaluate log_2(8).". A word problem (geometry)
   * has no equation: its sentence is the MathML, as text.
   */
  questionMathml: string;
  /**
   * The same maths as a tree, what `questionMathml` is written from (an equation, an expression;
   * a word problem's sentence as a text node): `explainAnswer` reads a wrong answer against it.
   */
  questionMath: MathNode;
  /**
   * The question's words before and after its maths, written in the problem's language, so that a
   * page can show the words as text and the maths once, typeset from `questionMathml`: "Solve for
   * x:" before 2x + 3 = 7, "Give the answer as a fraction or a whole number." after it (`after` is
   * empty when nothing follows). Where the maths sits inside its sentence, `inline` is true and
   * the words are the sentence's on each side of it, spaces kept ("Convert " and " radians to
   * degrees."), for the maths to be shown inline. Absent for a word problem (its MathML is its
   * sentence) and for a question whose sentence holds several pieces of maths (see
   * `questionPieces`).
   */
  questionWords?: { readonly before: string; readonly after: string; readonly inline?: true };
  /**
   * A question whose sentence holds several pieces of maths ("Given log_2(y) = 3, evaluate
   * log_2(y^2)."), in the order it reads: its words as strings ("Given ", ", evaluate ", "."), spaces
   * kept, and each piece of its maths as MathML (`{ mathml }`), for a page to typeset each where it
   * stands. `questionMathml` is then the list of those pieces. Absent for any other question.
   */
  questionPieces?: QuestionPiece[];
  /** The hint sentence as MathML text. */
  hintMathml: string;
  /** The answer as MathML: 3/2 as a fraction, "-2, 3" as a list. */
  answerMathml: string;
  /** The working: one step per entry of `steps`, with a note in words, its text and its MathML. */
  explanation: Step[];
  /** When the question asks to round: the decimals to pass to `checkAnswer`. */
  decimals?: number;
  /**
   * When the question asks for its values in an order ("smallest first"): pass `ordered: true`
   * to `checkAnswer`, so the reversed order is wrong.
   */
  ordered?: true;
}

const DIFFICULTIES: readonly PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];

/**
 * A practice problem, fully determined by `category`, `seed` (reduced to 32 bits) and
 * `options.difficulty`: the same arguments always give the same problem.
 *
 * Each category and difficulty mixes several families of problems (over a thousand distinct
 * problems each; a problem rarely comes back within ten seeds):
 *
 * - algebra: Easy one-step equations (x + a = c, ax = c, x/a = c, a - x = c); Medium two-step,
 *   fraction answers, the distributive law, variables on both sides, x/a + b = c; Hard quadratics
 *   (monic, with a leading coefficient, with a fraction root; answer "p, q", smallest first),
 *   brackets on both sides and x/a + x/b = c.
 * - logarithms: Easy log_b(b^k), b^x = n, log_b(x) = k, b^(log_b(n)), the power rule; Medium
 *   change of base with fraction answers, product and quotient rules, log and exponential
 *   equations, log_b(xy) and log_b(x/y) from given logs; Hard expanding and condensing,
 *   equations with a common base (4^x = 8^(x - 1)), log_b(x) + log_b(x - a) = k (one root
 *   rejected).
 * - geometry: Easy rectangles, triangles and parallelograms, angle sums, circles with π ≈ 3.14;
 *   Medium hypotenuses, trapezoids, polygon angle sums, boxes, similar triangles; Hard missing
 *   legs, circles and solids rounded to 2 decimals, regular polygons, areas of similar
 *   triangles, the height of a trapezoid.
 *
 * Answers are exact ("5", "3/2", "-2, 3") unless the question asks to round ("28.27"), and
 * `checkAnswer` grades every one of them. Each problem carries its maths as MathML beside the
 * strings (`questionMathml`, `hintMathml`, `answerMathml`) and its working as `explanation`, whose
 * step texts are `steps`.
 *
 * @example
 * generateProblem('algebra', 42, { difficulty: 'Medium' });
 * // { ok: true, value: { question: 'Solve for x: …', answer: '…', difficulty: 'Medium', hint: '…', steps: [ … ],
 * //   questionMathml: '<math …>', hintMathml: '<math …>', answerMathml: '<math …>', explanation: [ … ] } }
 */
export function generateProblem(
  category: PracticeCategory,
  seed: number,
  options?: GenerateProblemOptions,
): Result<PracticeProblem> {
  if (typeof seed !== 'number' || !Number.isFinite(seed))
    return fail('not_a_number', 'seed must be a finite number', 'seed');
  if (typeof category !== 'string' || !Object.hasOwn(FAMILIES, category)) {
    return fail('unknown_category', 'category must be algebra, logarithms or geometry', 'category');
  }
  const opts: unknown = options ?? {};
  if (typeof opts !== 'object' || opts === null)
    return fail('invalid_value', 'options must be an object', 'options');
  const { difficulty, language } = opts as GenerateProblemOptions;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) {
    return fail('invalid_value', 'difficulty must be Easy, Medium or Hard', 'difficulty');
  }
  const random = createRandom(Math.trunc(seed) % 4294967296);
  const chosen = difficulty ?? random.pick(DIFFICULTIES);
  const family = random.pick(FAMILIES[category][chosen]);
  const made = family(random);
  return {
    ok: true,
    value: { ...(language ? inLanguage(made, language) : made), difficulty: chosen },
  };
}
