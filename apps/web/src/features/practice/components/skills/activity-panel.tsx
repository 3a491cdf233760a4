import { useT } from '../../../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../../../lib/lazy-module';
import { LoadingCard, RetryCard } from './panel-states';

/** What takes the problem's place: practising one skill, or a review session. */
export type Activity =
  | { kind: 'skill'; id: string; name: string; session: number; sample: boolean }
  | { kind: 'review'; session: number };

const activityCode = lazyModule(() => import('./activity'));

/**
 * The activity in the problem's place. Its code is a chunk of its own, fetched on the first
 * Practise or Review, so a visitor who only answers the random problems never downloads it.
 * Meanwhile the loading card the activity shows while it fetches its problem; when the code
 * cannot be fetched (offline before the site was cached), Try again and Back to random problems.
 */
export function ActivityPanel({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { module: code, failed, retry } = useLazyModule(activityCode, true);
  const t = useT('skills');

  if (code) {
    return activity.kind === 'skill' ? (
      <code.SkillPractice
        key={activity.session}
        session={activity.session}
        skillId={activity.id}
        skillName={activity.name}
        sample={activity.sample}
        onClose={onClose}
      />
    ) : (
      <code.ReviewSession key={activity.session} session={activity.session} onClose={onClose} />
    );
  }
  if (failed) {
    return <RetryCard message={t('activity.failed')} onRetry={retry} onClose={onClose} />;
  }
  return (
    <LoadingCard
      label={
        activity.kind === 'skill'
          ? t('loading.skill', { skill: activity.name })
          : t('loading.review')
      }
    />
  );
}
