/**
 * One round of a category's problem, online or offline: the question, the answer form with a hint
 * that opens and closes, one more try after a wrong first answer, then the verdict, the answer and
 * the worked solution. The caller says where the problem came from and grades the answer: the
 * server online (`problem-panel.tsx`), math-core on this device offline (`offline/`).
 */
import type { PracticeCategory, QuestionPieces, QuestionWords } from '@mathtools/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import type { difficultyTone } from '../typeset';
import type { RoundResult } from './grading';
import { RoundCard, roundIds } from './round-card';

/**
 * What shows a graded answer: the grading module's views. Online they come with the grading code,
 * fetched once something is typed, so the page's first load does not carry them.
 */
export type RoundViews = Pick<typeof import('./grading'), 'AnswerError' | 'Verdict' | 'Decided'>;
export type GradedRound = { views: RoundViews; result: RoundResult };

export type CategoryProblem = {
  category: PracticeCategory;
  difficulty: keyof typeof difficultyTone;
  question: string;
  questionWords?: QuestionWords | undefined;
  questionPieces?: QuestionPieces | undefined;
  questionMathml: string;
  hint: string;
};

export function CategoryRound({
  problem,
  grade,
  onTyped,
  onNext,
  focusAnswer,
  kept,
  testId,
}: {
  problem: CategoryProblem;
  /**
   * Grades an answer, given the round's last result (a second try follows a `retry`); a rejection
   * means it could not be checked at all, and Submit tries again.
   */
  grade: (answer: string, previous: RoundResult | null) => Promise<GradedRound>;
  onTyped?: () => void;
  onNext: () => void;
  focusAnswer: boolean;
  /** Under the verdict: where the outcome is kept (offline). */
  kept?: ReactNode;
  testId?: string;
}) {
  const ids = roundIds(useId());
  const t = useT('practice');
  const hintId = ids.hint;
  const [showHint, setShowHint] = useState(false);
  // An answer is being checked, or could not be checked at all.
  const [pending, setPending] = useState<'checking' | 'unavailable' | null>(null);
  const [graded, setGraded] = useState<GradedRound | null>(null);
  const result = graded?.result ?? null;
  // The problem's outcome is known: a right answer, or a second wrong one.
  const final = result?.kind === 'final';
  const hintOpen = showHint && !final;

  const submit = (answer: string) => {
    setPending('checking');
    grade(answer, result).then(
      (next) => {
        setGraded(next);
        setPending(null);
      },
      () => setPending('unavailable'),
    );
  };

  return (
    <RoundCard
      ids={ids}
      testId={testId}
      title={t(`roundTitle.${problem.category}`)}
      difficulty={problem.difficulty}
      problem={problem}
      focusAnswer={focusAnswer}
      onSubmit={submit}
      onTyped={onTyped}
      checking={pending === 'checking'}
      graded={graded}
      decided={final}
      invalid={result?.kind === 'unreadable'}
      error={graded ? <graded.views.AnswerError id={ids.error} result={graded.result} /> : null}
      hints={
        hintOpen ? (
          // A category problem's hint is a sentence (its MathML is that sentence as text).
          <Alert id={hintId} tone="info" title={t('hint.title')}>
            <p>{problem.hint}</p>
          </Alert>
        ) : null
      }
      hintId={hintOpen ? hintId : null}
      hintButton={
        <Button
          variant="outline"
          aria-expanded={showHint}
          aria-controls={showHint ? hintId : undefined}
          onClick={() => setShowHint((shown) => !shown)}
        >
          {showHint ? t('hint.hide') : t('hint.show')}
        </Button>
      }
      alert={
        pending === 'unavailable' ? (
          <Alert tone="warning" role="alert">
            {t('round.unavailable')}
          </Alert>
        ) : null
      }
      status={
        graded ? (
          <>
            <graded.views.Verdict result={graded.result} />
            {final ? kept : null}
          </>
        ) : null
      }
      decidedPart={(nextRef) =>
        graded && result?.kind === 'final' ? (
          <graded.views.Decided
            stepsId={ids.steps}
            explanation={result.explanation}
            nextLabel={t('round.next')}
            onNext={onNext}
            nextRef={nextRef}
          />
        ) : null
      }
    />
  );
}
