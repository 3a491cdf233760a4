import type { PracticeCategory } from '@mathtools/contracts';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useLanguage, useT } from '../../../i18n/use-t';
import { solvedPercent, streakPercent } from '../../../lib/practice-categories';
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
  const t = useT('practice');
  const language = useLanguage();
  const label = t(`category.${category}`);
  const streak = progress.data?.streak ?? 0;
  const completed = progress.data?.problemsCompleted ?? 0;
  const shown = (value: number) =>
    progress.isSuccess ? new Intl.NumberFormat(language).format(value) : '–';

  return (
    <Card as="section" aria-labelledby="progress-title" aria-busy={progress.isPending}>
      <CardTitle as="h2" id="progress-title">
        {t('progress.title')}
      </CardTitle>
      <CardDescription>
        {progress.isError ? t('progress.failed') : t('progress.saved', { category: label })}
      </CardDescription>
      <dl className={styles.stats} data-testid="progress-stats">
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('progress.streak')}</dt>
          <dd className={styles.statValue} data-testid="streak">
            {shown(streak)}
          </dd>
          <dd className={styles.statBar}>
            <ProgressBar
              value={streakPercent(streak)}
              label={t('progress.streakBar')}
              valueText={t('progress.streakValue', { count: streak % 10 })}
            />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('progress.completed')}</dt>
          <dd className={styles.statValue} data-testid="completed">
            {shown(completed)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('progress.solvedIn', { category: label })}</dt>
          <dd className={styles.statValue}>{shown(completed)}</dd>
          <dd className={styles.statBar}>
            <ProgressBar
              value={solvedPercent(completed)}
              label={t('progress.solvedBar', { category: label })}
              valueText={t('progress.solvedValue', { share: solvedPercent(completed) / 100 })}
            />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('progress.skillsKnown')}</dt>
          <dd className={styles.statValue} data-testid="skills-known">
            {skills.isSuccess ? t('progress.known', { known, total: free.length }) : '–'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
