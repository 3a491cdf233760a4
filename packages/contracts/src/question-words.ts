import type { QuestionWords } from './index.js';

/** A word problem's MathML (and a hint's): its sentence as one `<mtext>`, no maths of its own. */
const SENTENCE_ONLY = /^<math[^>]*>\s*<mtext>[^<]*<\/mtext>\s*<\/math>$/;
/** Words before the maths, the maths, and the sentences after it. */
const SHAPE = /^(.*?(?:Solve for x:|[Ee]valuate))\s+(.+?)(?:\.(?:\s+(.*))?)?$/;
/** A word of three letters or more that is not a function name: the maths sits in a sentence. */
const WORD = /[a-z]{3}/i;
const FUNCTIONS = /log|ln|sin|cos|tan|sqrt/g;

/**
 * (Here, beside the QuestionWords schema, because the server sends them and the page makes them
 * itself for the problems it makes offline: one reading for both.)
 *
 * The words around a question's maths, when they can be told apart: "Solve for x:" before
 * `2x + 3 = 7`; "Evaluate" before `log_2(8)` and "Give the answer as a fraction." after it;
 * "Given log_3(y) = 8, evaluate" before `log_3(y^5)`. The page then writes only the words as
 * text and the maths once, typeset. Undefined for a word problem (no maths line) and when the
 * maths sits inside a sentence ("Evaluate the limit of … as x approaches 5"), shown whole.
 */
export function questionWords(question: string, questionMathml: string): QuestionWords | undefined {
  if (SENTENCE_ONLY.test(questionMathml)) return undefined;
  const parts = SHAPE.exec(question);
  if (!parts || WORD.test((parts[2] ?? '').replace(FUNCTIONS, ''))) return undefined;
  return { before: parts[1] ?? '', after: parts[3] ?? '' };
}
