/**
 * A category problem made and checked on this device while offline, in the same round card as
 * online (`components/category-round.tsx`): only where the problem comes from (math-core, from a
 * seed) and who grades it (math-core's checkAnswer here) differ. The outcome is kept in this
 * browser's queue and sent once online, where the server grades it again and counts it.
 */
import type { PracticeCategory, PracticeDifficulty } from '@mathtools/contracts';
import { useState } from 'react';
import { CategoryRound, type GradedRound } from '../components/category-round';
import * as views from '../components/grading';
import { KeptNote } from './kept-note';
import { checkHere, decimalsOf, levelSeed, makeCategoryProblem } from './make';
import { useKeptAttempt } from './use-kept-attempt';

export function OfflineCategoryRound({
  category,
  difficulty,
  onNext,
  focusAnswer,
}: {
  category: PracticeCategory;
  difficulty: PracticeDifficulty;
  onNext: () => void;
  focusAnswer: boolean;
}) {
  const [made] = useState(() => {
    const seed = levelSeed(category, difficulty);
    return { seed, problem: makeCategoryProblem(category, seed) };
  });
  const { problem } = made;
  const kept = useKeptAttempt((attemptId, answers, shownCorrect) => ({
    id: attemptId,
    kind: 'category',
    category,
    seed: made.seed,
    answers,
    shownCorrect,
  }));

  const grade = async (answer: string): Promise<GradedRound> => {
    const typed = answer.trim();
    const step = kept.answer(typed, checkHere(typed, problem.answer, decimalsOf(problem)));
    if (step.kind !== 'final') return { views, result: step };
    return {
      views,
      result: {
        kind: 'final',
        correct: step.correct,
        correctAnswer: problem.answer,
        correctAnswerMathml: problem.answerMathml,
        explanation: problem.explanation,
      },
    };
  };

  return (
    <CategoryRound
      problem={{ ...problem, category }}
      grade={grade}
      onNext={onNext}
      focusAnswer={focusAnswer}
      kept={<KeptNote saved={kept.saved} />}
      testId="offline-problem"
    />
  );
}
