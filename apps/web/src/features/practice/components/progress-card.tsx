import type { PracticeCategory } from '@mathtools/contracts';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { categoryLabels, solvedPercent, streakPercent } from '../../../lib/practice-categories';
import { useProgress } from '../api/get-progress';
import { useSkills } from '../api/get-skills';
import * as styles from './practice.css';

/** Levels that count as knowing a skill on the progress card. */
const strong = new Set(['proficient', 'mastered']);

/**
 * The side card: streak, problems completed and solved, with their bars, and how many of the
 * category's skills are Proficient or Mastered (from the skill list the overview also shows).
 */
export function ProgressCard({ category }: { category: PracticeCategory }) {
  const progress = useProgress(category);
  const skills = useSkills();
  const free = skills.data?.skills.filter((s) => s.category === category && !s.premium) ?? [];
  const known = free.filter((s) => strong.has(s.progress.level)).length;
  const label = categoryLabels[category];
  const streak = progress.data?.streak ?? 0;
  const completed = progress.data?.problemsCompleted ?? 0;
  const shown = (value: number) => (progress.isSuccess ? value : '–');

  return (
    <Card as="section" aria-labelledby="progress-title" aria-busy={progress.isPending}>
      <CardTitle as="h2" id="progress-title">
        Your progress
      </CardTitle>
      <CardDescription>
        {progress.isError
          ? 'Your progress could not be loaded right now.'
          : `${label} · saved for this browser`}
      </CardDescription>
      <dl className={styles.stats} data-testid="progress-stats">
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Current streak</dt>
          <dd className={styles.statValue} data-testid="streak">
            {shown(streak)}
          </dd>
          <dd className={styles.statBar}>
            <ProgressBar
              value={streakPercent(streak)}
              label="Streak toward the next 10 in a row"
              valueText={`${streak % 10} of 10`}
            />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Problems completed</dt>
          <dd className={styles.statValue} data-testid="completed">
            {shown(completed)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Solved in {label}</dt>
          <dd className={styles.statValue}>{shown(completed)}</dd>
          <dd className={styles.statBar}>
            <ProgressBar
              value={solvedPercent(completed)}
              label={`Problems solved in ${label}`}
              valueText={`${solvedPercent(completed)}%`}
            />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>Skills proficient or mastered</dt>
          <dd className={styles.statValue} data-testid="skills-known">
            {skills.isSuccess ? `${known} of ${free.length}` : '–'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
