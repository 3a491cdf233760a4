/**
 * "Read as": a word the solver corrected ("slove" read as "solve") is said under the answer, in
 * the page's words, with one tap to solve the problem again reading every word as typed.
 */
import type { Reading } from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import { Button } from '../../../components/ui/button';
import * as styles from './solve.css';

export function ReadAs({
  corrected,
  onReadAsTyped,
}: {
  /** The words math-core corrected (the solved outcome's `corrected`). */
  corrected?: readonly Reading[];
  /** Solves the problem again with corrections off. */
  onReadAsTyped: () => void;
}) {
  const t = useWords('solve');
  if (!corrected || corrected.length === 0) return null;
  return (
    <p className={styles.readAs} data-testid="solve-read-as">
      <span>
        <span className={styles.label}>{t('readAs.label')} </span>
        {corrected.map((r) => t('readAs.word', { typed: r.typed, read: r.read })).join(', ')}
      </span>
      <Button variant="outline" size="small" onClick={onReadAsTyped}>
        {t('readAs.typed')}
      </Button>
    </p>
  );
}
