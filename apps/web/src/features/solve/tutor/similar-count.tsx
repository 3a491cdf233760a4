/**
 * Under a similar problem's verdict: how its count in the Practice Center stands. A polite status
 * region (present from the start, so its changes are read out): "Counting it in your practice…",
 * then the category's progress after it, or why it was not counted, with a button that sends the
 * same answers again when another try may get through.
 */

import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { practiceHref } from '../../../lib/practice-categories';
import { COUNTING, type CountView } from './count-similar';
import * as styles from './tutor.css';

export const TRY_AGAIN = 'Try again';

export function SimilarCount({ view, onRetry }: { view: CountView; onRetry: () => void }) {
  return (
    <div className={styles.count}>
      <p role="status" className={styles.countLine} data-testid="similar-count">
        {view.kind === 'sending' ? (
          <span className={styles.hint}>{COUNTING}</span>
        ) : view.kind === 'counted' ? (
          <>
            {view.recorded ? 'Counted in your ' : 'Counted before in your '}
            <Link to={practiceHref(view.category)}>{view.label} practice</Link>: {view.progress}.
          </>
        ) : view.kind === 'failed' ? (
          view.message
        ) : null}
      </p>
      {view.kind === 'failed' && view.retry ? (
        <div>
          <Button variant="outline" size="small" onClick={onRetry}>
            {TRY_AGAIN}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
