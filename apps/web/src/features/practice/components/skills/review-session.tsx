import type { SkillGradeResponse } from '@mathtools/contracts';
import { useEffect, useRef, useState } from 'react';
import { Card, CardDescription, CardTitle } from '../../../../components/ui/card';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { useReviewSession } from '../../api/get-review-session';
import { formatDueDate, levelChange } from '../../round-words';
import * as practice from '../practice.css';
import { BackButton } from './back-button';
import { FailureCard } from './failure-card';
import { loadingLabel } from './loading-label';
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
  const review = useReviewSession(session, attempt);

  if (review.isPending) return <LoadingCard label={loadingLabel.review} />;
  if (review.isError) {
    return (
      <FailureCard
        error={review.error}
        message="Your review could not be loaded. Check your connection and try again."
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
        change: levelChange(graded.previousLevel, graded.progress.level),
      },
    ]);
  return (
    <SkillRound
      key={problem.id}
      problem={problem}
      context={
        <div className={styles.panelBar}>
          <p className={styles.subheading}>
            Review: problem {index + 1} of {problems.length}
          </p>
          <BackButton onClose={onClose} />
          <div className={styles.fullRow}>
            <ProgressBar
              value={(index / problems.length) * 100}
              label="Review session progress"
              valueText={`${index} of ${problems.length} answered`}
            />
          </div>
        </div>
      }
      nextLabel={last ? 'See your review summary' : 'Next review problem'}
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
  return (
    <Card as="section" aria-labelledby="review-empty-title">
      <CardTitle as="h2" id="review-empty-title">
        <span ref={heading} tabIndex={-1}>
          Nothing to review right now
        </span>
      </CardTitle>
      <CardDescription data-testid="review-empty">
        {nextDueAt === null
          ? 'Practise a skill to schedule its reviews: a skill you answer correctly comes back for review a day later, then at growing intervals.'
          : `Your next review is due on ${formatDueDate(nextDueAt)}.`}
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
  return (
    <Card as="section" aria-labelledby="review-summary-title">
      <CardTitle as="h2" id="review-summary-title">
        <span ref={heading} tabIndex={-1}>
          Review complete
        </span>
      </CardTitle>
      <CardDescription data-testid="review-score">
        You answered {correct} of {answered.length} correctly.
      </CardDescription>
      <ol className={styles.summaryList} data-testid="review-summary">
        {answered.map((a, i) => (
          <li key={i}>
            {a.skillName}: {a.correct ? 'correct' : 'missed'}
            {a.change ? ` (${a.change})` : ''}
          </li>
        ))}
      </ol>
      <div className={practice.actions}>
        <BackButton onClose={onClose} />
      </div>
    </Card>
  );
}
