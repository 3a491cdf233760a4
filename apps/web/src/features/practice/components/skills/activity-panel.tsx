import { useEffect, useState } from 'react';
import { FailureCard, LoadingCard, loadingLabel } from './panel-states';

/** What takes the problem's place: practising one skill, or a review session. */
export type Activity =
  | { kind: 'skill'; id: string; name: string; session: number }
  | { kind: 'review'; session: number };

type ActivityCode = typeof import('./activity');

let loaded: ActivityCode | undefined;
let loading: Promise<ActivityCode> | undefined;

/** The activity's code, fetched once; a failed fetch is forgotten, so Try again fetches anew. */
const loadActivityCode = () =>
  (loading ??= import('./activity').then(
    (code) => (loaded = code),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * The activity in the problem's place. Its code is a chunk of its own, fetched on the first
 * Practise or Review, so a visitor who only answers the random problems never downloads it.
 * Meanwhile the loading card the activity shows while it fetches its problem; when the code
 * cannot be fetched (offline before the site was cached), Try again and Back to random problems.
 */
export function ActivityPanel({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const [code, setCode] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (code) return;
    let current = true;
    loadActivityCode().then(
      (next) => current && setCode(next),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [code, attempt]);

  if (code) {
    return activity.kind === 'skill' ? (
      <code.SkillPractice
        key={activity.session}
        session={activity.session}
        skillId={activity.id}
        skillName={activity.name}
        onClose={onClose}
      />
    ) : (
      <code.ReviewSession key={activity.session} session={activity.session} onClose={onClose} />
    );
  }
  if (failure !== null) {
    return (
      <FailureCard
        error={failure}
        message="This practice could not be loaded. Check your connection and try again."
        onRetry={() => {
          setFailure(null);
          setAttempt((a) => a + 1);
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <LoadingCard
      label={activity.kind === 'skill' ? loadingLabel.skill(activity.name) : loadingLabel.review}
    />
  );
}
