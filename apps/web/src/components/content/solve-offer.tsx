import { solveHref } from '../../lib/solve-entry';
import { Link } from '../ui/link';
import * as styles from './solve-offer.css';

/** Where a search for a maths problem is offered the solver: "Solve “…” step by step". */
export function SolveOffer({ problem }: { problem: string }) {
  return (
    <div className={styles.offer}>
      <span className={styles.glyph} aria-hidden="true">
        =
      </span>
      <div className={styles.text}>
        <Link className={styles.link} to={solveHref(problem)}>
          Solve “{problem}” step by step
        </Link>
        <p className={styles.note}>The solver gives the exact answer and shows every step.</p>
      </div>
    </div>
  );
}
