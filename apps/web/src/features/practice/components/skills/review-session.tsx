import type { SkillGradeResponse } from '@mathtools/contracts';
import { useEffect, useRef, useState } from 'react';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { useLanguage, useT } from '../../../../i18n/use-t';
import { useReviewSession } from '../../api/get-review-session';
import { dayLocale, formatDueDate, levelChange } from '../../round-words';
import * as practice from '../practice.css';
import { BackButton } from './back-button';
import { FailureCard } from './failure-card';
import { LoadingCard } from './panel-states';
import { SkillRound } from './skill-round';
import * as styles from './skills.css';

type Answered = { skillName: string; correct: boolean; change: string | null };

/**
 * A review session: the problems of the skills due, interleaved by the server, one at a time
 * with the same answer, hints and feedback as practice, and a summary at the end. The session is
 * fetched once (each fetch replaces the previous session's problems on the server); `session` is
 * new each time Review is pressed, and Try again after a failure fetches anew.
 */
export function ReviewSession({ session, onClose }: { session: number; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<Answered[]>([]);
  const review = useReviewSession(session, attempt, useLanguage());
  const t = useT('skills');

  if (review.isPending) return <LoadingCard label={t('loading.review')} />;
  if (review.isError) {
    return (
      <FailureCard
        error={review.error}
        message={t('review.failed')}
        onRetry={() => setAttempt((a) => a + 1)}
        onClose={onClose}
      />
    );
  }

  const { problems, nextDueAt } = review.data;
  if (problems.length === 0) return <NothingDue nextDueAt={nextDueAt} onClose={onClose} />;
  if (index >= problems.length) return <Summary answered={answered} onClose={onClose} />;

  const problem = problems[index] as (typeof problems)[number];
  const last = index === problems.length - 1;
  const record = (graded: SkillGradeResponse) =>
    setAnswered((previous) => [
      ...previous,
      {
        skillName: problem.skillName,
        correct: graded.correct,
        change: levelChange(t, graded.previousLevel, graded.progress.level),
      },
    ]);
  return (
    <SkillRound
      key={problem.id}
      problem={problem}
      context={
        <div className={styles.panelBar}>
          <p className={styles.subheading}>
            {t('review.position', { index: index + 1, total: problems.length })}
          </p>
          <BackButton onClose={onClose} />
          <div className={styles.fullRow}>
            <ProgressBar
              value={(index / problems.length) * 100}
              label={t('review.progress')}
              valueText={t('review.answered', { index, total: problems.length })}
            />
          </div>
        </div>
      }
      nextLabel={last ? t('review.toSummary') : t('review.next')}
      onNext={() => setIndex((i) => i + 1)}
      focusAnswer
      onGraded={record}
    />
  );
}

/** Focus goes to a panel's heading when it replaces the one the student was working in. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function NothingDue({ nextDueAt, onClose }: { nextDueAt: number | null; onClose: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const t = useT('skills');
  const language = useLanguage();
  return (
    <Card as="section" aria-labelledby="review-empty-title">
      <CardTitle as="h2" id="review-empty-title">
        <span ref={heading} tabIndex={-1}>
          {t('review.emptyTitle')}
        </span>
      </CardTitle>
      <CardDescription data-testid="review-empty">
        {nextDueAt === null
          ? t('review.emptyNone')
          : t('review.emptyNext', { date: formatDueDate(nextDueAt, dayLocale(language)) })}
      </CardDescription>
      <div className={practice.actions}>
        <BackButton onClose={onClose} />
      </div>
    </Card>
  );
}

function Summary({ answered, onClose }: { answered: Answered[]; onClose: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const correct = answered.filter((a) => a.correct).length;
  const t = useT('skills');
  return (
    <Card as="section" aria-labelledby="review-summary-title">
      <CardTitle as="h2" id="review-summary-title">
        <span ref={heading} tabIndex={-1}>
          {t('review.doneTitle')}
        </span>
      </CardTitle>
      <CardDescription data-testid="review-score">
        {t('review.score', { correct, total: answered.length })}
      </CardDescription>
      <ol className={styles.summaryList} data-testid="review-summary">
        {answered.map((a, i) => (
          <li key={i}>
            {t(a.correct ? 'review.correct' : 'review.missed', { skill: a.skillName })}
            {a.change ? t('review.change', { change: a.change }) : ''}
          </li>
        ))}
      </ol>
      <div className={practice.actions}>
        <BackButton onClose={onClose} />
      </div>
    </Card>
  );
}
