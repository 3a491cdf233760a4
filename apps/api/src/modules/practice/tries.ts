import { HttpError } from '../../lib/http-error.js';

/**
 * A problem's outcome from the answers given to it, in order, by the rule online grading follows:
 * a correct first answer; else the second, which is the one more try a wrong first answer leaves;
 * a wrong first answer alone is a miss (the problem was left before its second try). A second
 * answer after a correct first one is not a try a page allows, so the attempt is refused (400 on
 * `answers`). `grade` says whether one answer is right; it throws for one it cannot read
 * (400 `unreadable_answer`), which is so refused before anything is recorded.
 */
export function decideTries(
  answers: readonly string[],
  grade: (answer: string) => boolean,
): { correct: boolean; secondTry: boolean } {
  const [first, second] = answers;
  if (grade(first ?? '')) {
    if (second !== undefined)
      throw new HttpError(
        400,
        'validation_error',
        'A second answer only follows a wrong first one',
        'answers',
      );
    return { correct: true, secondTry: false };
  }
  if (second === undefined) return { correct: false, secondTry: false };
  return { correct: grade(second), secondTry: true };
}
