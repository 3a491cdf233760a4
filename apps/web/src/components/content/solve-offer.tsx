import { solveHref } from '../../lib/solve-entry';
import { useWords } from '../math/words';
import { Link } from '../ui/link';
import * as styles from './solve-offer.css';

/**
 * Where a search for a maths problem is offered the solver: "Solve “…” step by step" (its words
 * are the tools listing's, the one page that shows it).
 */
export function SolveOffer({ problem }: { problem: string }) {
  const t = useWords('tools');
  return (
    <div className={styles.offer}>
      <span className={styles.glyph} aria-hidden="true">
        =
      </span>
      <div className={styles.text}>
        <Link className={styles.link} to={solveHref(problem)}>
          {t('solveOffer.link', { problem })}
        </Link>
        <p className={styles.note}>{t('solveOffer.note')}</p>
      </div>
    </div>
  );
}
