/**
 * "Read as": a word the solver corrected ("slove" read as "solve") is said under the answer, in
 * math-core's words, with one tap to solve the problem again reading every word as typed.
 */
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import * as styles from './solve.css';

export function ReadAs({
  readAs,
  onReadAsTyped,
}: {
  /** The corrections math-core made (the solved outcome's `readAs`). */
  readAs?: readonly string[];
  /** Solves the problem again with corrections off. */
  onReadAsTyped: () => void;
}) {
  const t = useWords('solve');
  if (!readAs || readAs.length === 0) return null;
  return (
    <p className={styles.readAs} data-testid="solve-read-as">
      <span>
        <span className={styles.label}>{t('readAs.label')} </span>
        {readAs.join(', ')}
      </span>
      <Button variant="outline" size="small" onClick={onReadAsTyped}>
        {t('readAs.typed')}
      </Button>
    </p>
  );
}
