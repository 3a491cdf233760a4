/**
 * "Read as": a word the solver corrected ("slove" read as "solve") is said under the answer, in
 * math-core's words, with one tap to solve the problem again reading every word as typed.
 */
import { Button } from '../../../components/ui/button';
import * as styles from './solve.css';

export const READ_AS_TYPED = 'Read it as typed';

export function ReadAs({
  readAs,
  onReadAsTyped,
}: {
  /** The corrections math-core made (the solved outcome's `readAs`). */
  readAs?: readonly string[];
  /** Solves the problem again with corrections off. */
  onReadAsTyped: () => void;
}) {
  if (!readAs || readAs.length === 0) return null;
  return (
    <p className={styles.readAs} data-testid="solve-read-as">
      <span>
        <span className={styles.label}>Read as: </span>
        {readAs.join(', ')}
      </span>
      <Button variant="outline" size="small" onClick={onReadAsTyped}>
        {READ_AS_TYPED}
      </Button>
    </p>
  );
}
