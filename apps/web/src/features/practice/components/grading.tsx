/**
 * Grading a random problem, and what the card shows then: a chunk of its own, which the problem
 * card fetches with the first character typed (Submit needs an answer), not with the page. So
 * are the verdict, the messages of a second try and of an answer that cannot be read, and the
 * worked solution.
 */
import type { MathStep, PracticeProblem } from '@mathtools/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { loadAnswerReading } from '../../../components/math/load-answer-reading';
import {
  Decided,
  FieldError,
  TryAgain,
  VerdictAlert,
} from '../../../components/practice-answer/answer-parts';
import type { Language } from '../../../i18n/languages';
import { solverLanguage } from '../../../i18n/math-language';
import { translator } from '../../../i18n/use-t';
import { ApiError, userMessage } from '../../../lib/api';
import { gradeAndRefreshProgress, toastProgressFailed } from '../api/grade-answer';

/**
 * What a submission did: the problem's outcome (`final`), one more try left after a wrong first
 * answer (`retry`), or an answer the grader could not read (`unreadable`: nothing recorded, the
 * answer stays for the student to fix). `retried` says a second try is under way. `mistake` is
 * the sentence that says which common mistake explains the wrong first answer, when one does: it
 * stays with the second try (an unreadable one too) and goes once the problem is decided.
 */
export type RoundResult =
  | {
      kind: 'final';
      correct: boolean;
      correctAnswer: string;
      correctAnswerMathml: string;
      explanation: readonly MathStep[];
    }
  | { kind: 'retry'; mistake?: string | undefined }
  | { kind: 'unreadable'; message: string; retried: boolean; mistake?: string | undefined };

/** The explained mistake of the round's wrong first answer, while its second try is open. */
export const openMistake = (previous: RoundResult | null): string | undefined =>
  previous?.kind === 'retry' || previous?.kind === 'unreadable' ? previous.mistake : undefined;

/** The plain rule when even the grader cannot be loaded: equal once spaces and case are ignored. */
const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/**
 * The server grades and records the attempt (a wrong first answer leaves one more try, an answer
 * it cannot read is refused with its message and records nothing); if it cannot be reached the
 * answer is still checked here with the same math-core checkAnswer (so 0.5 counts for 1/2 offline
 * too) and a toast says the progress was not saved. `previous` is the round's last result. The
 * answer is sent as typed, with the page's language: the server reads it in its notation (`2,5`
 * is 2.5 on /es/practice), and the check here reads it with the same reader, math-core's entry for
 * the language, so both give one verdict.
 */
export async function gradeRound(
  queryClient: QueryClient,
  problem: PracticeProblem,
  typed: string,
  previous: RoundResult | null,
  language: Language = 'en',
): Promise<RoundResult> {
  const retried =
    previous?.kind === 'retry' || (previous?.kind === 'unreadable' && previous.retried);
  try {
    const graded = await gradeAndRefreshProgress(
      queryClient,
      { problemId: problem.id, answer: typed },
      language,
    );
    if (graded.retry) return { kind: 'retry', mistake: graded.mistake?.reason };
    return {
      kind: 'final',
      correct: graded.correct,
      correctAnswer: graded.correctAnswer ?? problem.answer,
      correctAnswerMathml: graded.correctAnswerMathml ?? problem.answerMathml,
      explanation: graded.explanation ?? problem.explanation,
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unreadable_answer')
      return {
        kind: 'unreadable',
        message: userMessage(
          error,
          translator(language, 'practice')('grading.unreadable'),
          language,
        ),
        retried,
        mistake: openMistake(previous),
      };
    // Both are normally loaded already (the preview reads with them while the student types).
    const correct = await Promise.all([loadAnswerReading(), solverLanguage(language)]).then(
      ([{ gradeOffline }, writing]) => gradeOffline(typed, problem, writing),
      () => sameText(typed, problem.answer),
    );
    toastProgressFailed(language);
    return {
      kind: 'final',
      correct,
      correctAnswer: problem.answer,
      correctAnswerMathml: problem.answerMathml,
      explanation: problem.explanation,
    };
  }
}

/** Beside the answer box: why the answer could not be read. */
export function AnswerError({ id, result }: { id: string; result: RoundResult }) {
  return result.kind === 'unreadable' ? <FieldError id={id} message={result.message} /> : null;
}

/**
 * The verdict, for the card's status region: the outcome with the answer typeset, or a retry (with
 * the mistake that explains the wrong answer, when one does).
 */
export function Verdict({ result }: { result: RoundResult }) {
  if (result.kind === 'final')
    return (
      <VerdictAlert
        correct={result.correct}
        answer={result.correctAnswer}
        answerMathml={result.correctAnswerMathml}
      />
    );
  return result.kind === 'retry' || result.retried ? <TryAgain mistake={result.mistake} /> : null;
}

export { Decided };
