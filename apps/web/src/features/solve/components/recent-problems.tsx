import { useId } from 'react';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { solveHref } from '../../../lib/solve-entry';
import * as styles from './solve.css';

type RecentProblemsProps = {
  problems: readonly string[];
  onClear: () => void;
};

/** The problems solved lately in this browser, as links that solve them again. Hidden when empty. */
export function RecentProblems({ problems, onClear }: RecentProblemsProps) {
  const id = useId();
  const t = useWords('solve');
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-recent`} className={styles.examples}>
      <div className={styles.recentHeader}>
        <h2 id={`${id}-recent`} className={styles.subheading}>
          {t('recent.title')}
        </h2>
        <Button variant="ghost" size="small" onClick={onClear} aria-describedby={`${id}-where`}>
          {t('recent.clear')}
        </Button>
      </div>
      <p id={`${id}-where`} className={styles.hint}>
        {t('recent.where')}
      </p>
      <ul className={styles.recentList}>
        {problems.map((problem) => (
          <li key={problem}>
            <Link to={solveHref(problem)} className={styles.recentLink}>
              {problem}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
