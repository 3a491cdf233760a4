/**
 * Pieces several groups of schemas are built from (the practice schemas in `./index` and the class
 * schemas in `./classes`): in a module of their own so that neither imports the other.
 */
import * as z from 'zod/mini';
import { GRADE_ANSWER_MAX } from './paths.js';

/** A MathML `<math>` element as math-core writes it (its texts escaped), for the browser to typeset. */
export const MathML = z.string().check(z.regex(/^<math[\s>]/, 'Expected a MathML <math> element'));

/**
 * A question's words around its maths, as math-core wrote them from the question's sentence
 * ("Solve for x:" before the equation, "Give the answer as a fraction." after it), in the
 * question's language: the page writes these as text and the maths once, typeset from
 * `questionMathml`. With `inline`, the maths sits inside the sentence ("Convert " and " radians to
 * degrees.", spaces kept): the page writes the words and the maths inline, as one sentence.
 * Absent for a question whose sentence holds several pieces of maths (see `QuestionPieces`), or
 * for a word problem (whose MathML is its sentence).
 */
export const QuestionWords = z.object({
  before: z.string(),
  after: z.string(),
  inline: z.optional(z.literal(true)),
});
export type QuestionWords = z.infer<typeof QuestionWords>;

/**
 * A question whose sentence holds several pieces of maths ("Given log_2(y) = 3, evaluate
 * log_2(y^2)."), as math-core wrote it in the question's language, in the order it reads: its
 * words as strings, spaces kept, and each piece of maths as MathML, which the page typesets where
 * it stands, as one sentence.
 */
export const QuestionPieces = z.array(z.union([z.string(), z.object({ mathml: MathML })]));
export type QuestionPieces = z.infer<typeof QuestionPieces>;

/** One line of worked solution: a note in words, the statement as text, and as MathML. */
export const MathStep = z.object({ note: z.string(), text: z.string(), mathml: MathML });
export type MathStep = z.infer<typeof MathStep>;

/** Text as typed in a form: trimmed, then not empty (`empty` says so) and at most `max` long. */
export const typedText = (empty: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

/** An answer as typed: trimmed, not empty, at most GRADE_ANSWER_MAX characters. */
export const answerText = () =>
  typedText(
    'Please enter an answer',
    GRADE_ANSWER_MAX,
    `Answer must be at most ${GRADE_ANSWER_MAX} characters`,
  );
