/**
 * Grading a random problem, and what the card shows then: a chunk of its own, which the problem
 * card fetches with the first character typed (Submit needs an answer), not with the page.
 */
import type { MathStep, PracticeProblem } from '@mathtools/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { loadAnswerReading } from '../../../components/math/load-answer-reading';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { gradeAndRefreshProgress, toastProgressFailed } from '../api/grade-answer';
import * as styles from './practice.css';
import { RevealedAnswer, SolutionSteps } from './result-parts';

export type RoundResult = {
  correct: boolean;
  correctAnswer: string;
  correctAnswerMathml: string;
  explanation: readonly MathStep[];
};

/** The plain rule when even the grader cannot be loaded: equal once spaces and case are ignored. */
const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/**
 * The server grades and records the attempt; if it cannot be reached the answer is still checked
 * here with the same math-core checkAnswer (so 0.5 counts for 1/2 offline too) and a toast says
 * the progress was not saved.
 */
export async function gradeRound(
  queryClient: QueryClient,
  problem: PracticeProblem,
  answer: string,
): Promise<RoundResult> {
  try {
    const graded = await gradeAndRefreshProgress(queryClient, { problemId: problem.id, answer });
    return {
      correct: graded.correct,
      correctAnswer: graded.correctAnswer,
      correctAnswerMathml: graded.correctAnswerMathml,
      explanation: graded.explanation,
    };
  } catch {
    // The chunk is normally loaded already (the preview uses it while the student types).
    const correct = await loadAnswerReading().then(
      ({ gradeOffline }) => gradeOffline(answer, problem.answer),
      () => sameText(answer, problem.answer),
    );
    toastProgressFailed();
    return {
      correct,
      correctAnswer: problem.answer,
      correctAnswerMathml: problem.answerMathml,
      explanation: problem.explanation,
    };
  }
}

/** The verdict, for the card's status region, with the answer typeset. */
export function Verdict({ result }: { result: RoundResult }) {
  return (
    <Alert tone={result.correct ? 'success' : 'destructive'}>
      <p>
        {result.correct
          ? 'Correct! Well done!'
          : `Not quite. The correct answer is: ${result.correctAnswer}`}
      </p>
      <RevealedAnswer mathml={result.correctAnswerMathml} />
    </Alert>
  );
}

/** Under the verdict: the worked solution and Next Problem. */
export function Solution({
  id,
  result,
  onNext,
  nextRef,
}: {
  id: string;
  result: RoundResult;
  onNext: () => void;
  nextRef: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <SolutionSteps id={id} explanation={result.explanation} />
      <div className={styles.actions}>
        <Button ref={nextRef} onClick={onNext}>
          Next Problem
        </Button>
      </div>
    </>
  );
}
