/**
 * A category problem made and checked on this device while offline, in the same round card as
 * online (`components/category-round.tsx`): only where the problem comes from (math-core, from a
 * seed the server handed out while online) and who grades it (math-core's checkAnswer here)
 * differ. The outcome is kept in this browser's queue and sent once online, where the server
 * grades it again and counts it.
 */
import type { PracticeCategory, PracticeDifficulty } from '@mathtools/contracts';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { CategoryRound, type GradedRound } from '../components/category-round';
import * as views from '../components/grading';
import { KeptNote } from './kept-note';
import { checkHere, explainWrong, langOf, makeCategoryProblem } from './make';
import { NoneLeft } from './none-left';
import { takeSeed } from './take-seed';
import { useKeptAttempt } from './use-kept-attempt';
import { type MadeIn, usePracticeLanguage } from './use-practice-language';

type Round = {
  category: PracticeCategory;
  difficulty: PracticeDifficulty;
  onNext: () => void;
  focusAnswer: boolean;
};

/**
 * The next of the category's seeds this device kept, one whose problem is of the level chosen
 * where the batch has one (a seed names its problem and level); none left: the page says so.
 */
export function OfflineCategoryRound(round: Round) {
  const t = useT('practice');
  const { ready, ...madeIn } = usePracticeLanguage();
  const [taken] = useState(() =>
    takeSeed(window.localStorage, 'category', round.category, {
      fits: (seed) => makeCategoryProblem(round.category, seed).difficulty === round.difficulty,
    }),
  );
  if (!taken) return <NoneLeft name={t(`category.${round.category}`)} />;
  // The problem is made once, in the page's language: it waits for that language's words.
  if (!ready) return null;
  return <MadeRound {...round} {...taken} {...madeIn} />;
}

function MadeRound({
  category,
  onNext,
  focusAnswer,
  batch,
  seed,
  practice,
  writing,
}: Round & { batch: string; seed: number } & MadeIn) {
  const [problem] = useState(() => makeCategoryProblem(category, seed, practice));
  const kept = useKeptAttempt((attemptId, answers, shownCorrect) => ({
    id: attemptId,
    kind: 'category',
    category,
    batch,
    seed,
    answers,
    ...langOf(writing),
    shownCorrect,
  }));

  const grade = async (
    answer: string,
    previous: views.RoundResult | null,
  ): Promise<GradedRound> => {
    // On a page in another language the answer is read in its notation (`2,5` is 2.5), and kept
    // as typed, with the language (`langOf`).
    const typed = answer.trim();
    const step = kept.answer(typed, checkHere(typed, problem, writing));
    // A wrong first answer: one more try, with the mistake that explains it when one does (it
    // stays while the second try is open, an unreadable answer to it included).
    if (step.kind === 'retry')
      return { views, result: { ...step, mistake: await explainWrong(typed, problem, writing) } };
    if (step.kind === 'unreadable')
      return { views, result: { ...step, mistake: views.openMistake(previous) } };
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
