import type { PracticeCategory, PracticeDifficulty } from '@mathtools/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLanguage, useT } from '../../../i18n/use-t';
import { useDeferredData } from '../../../lib/deferred-data';
import { lazyModule } from '../../../lib/lazy-module';
import { useRandomProblem } from '../api/get-random-problem';
import { CategoryRound } from './category-round';
import type { RoundResult } from './grading';
import * as styles from './practice.css';

/** Grading and the result's view: fetched with the first character typed, see `grading.tsx`. */
const gradingCode = lazyModule(() => import('./grading'));
/** Fetches the grading code (once); a failed fetch is tried again on Submit. */
const prefetchGrading = () => {
  gradingCode.load().catch(() => undefined);
};

type ProblemPanelProps = {
  category: PracticeCategory;
  /** The level asked for. */
  difficulty: PracticeDifficulty;
  /** Changes on Next Problem and tab change; the parent keys this panel by it (fresh state). */
  round: number;
  onNext: () => void;
  /** Move focus to the answer box once the problem is shown (after Next Problem). */
  focusAnswer: boolean;
  /** false while the page has not yet read which tab its URL asks for: no fetch, still loading. */
  ready: boolean;
};

/**
 * One practice round: loading → problem → submitted: correct, or wrong with one more try and then
 * decided (an answer the server cannot read is refused with its message, and can be fixed). The
 * server grades; if it cannot be reached the answer is still checked here with the same math-core
 * checkAnswer (so 0.5 counts for 1/2 offline too) and a toast says the progress was not saved
 * (`grading.tsx`, fetched once something is typed).
 */
export function ProblemPanel({
  category,
  difficulty,
  round,
  onNext,
  focusAnswer,
  ready,
}: ProblemPanelProps) {
  const problem = useRandomProblem(category, difficulty, round, ready);
  // The problem, typeset, renders as a transition (`useDeferredData`).
  const data = useDeferredData(problem);
  const queryClient = useQueryClient();
  const t = useT('practice');
  const language = useLanguage();

  if (problem.isError) {
    return (
      <Card className={styles.problemCard}>
        <Alert tone="warning" role="alert">
          {t('panel.none')}
        </Alert>
        <div className={styles.actions}>
          <Button variant="outline" onClick={onNext}>
            {t('panel.tryAgain')}
          </Button>
        </div>
      </Card>
    );
  }
  if (data === undefined) {
    return (
      <Card className={styles.problemCard} aria-busy="true">
        <Spinner label={t(`loading.${category}`)} />
      </Card>
    );
  }
  // The server grades, with the grading code (fetched with the first character typed, since
  // Submit needs an answer, so it is there before Submit is pressed).
  const grade = (answer: string, previous: RoundResult | null) =>
    gradingCode.load().then(async (views) => ({
      views,
      result: await views.gradeRound(queryClient, data, answer, previous, language),
    }));
  return (
    <CategoryRound
      problem={data}
      grade={grade}
      onTyped={prefetchGrading}
      onNext={onNext}
      focusAnswer={focusAnswer}
    />
  );
}
