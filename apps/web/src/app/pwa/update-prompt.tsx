import { Button } from '../../components/ui/button';
import * as styles from './update-prompt.css';
import { applyUpdate, useUpdateAvailable } from './update-store';

/** Offers the new version once it has downloaded; stays until the visitor refreshes. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  if (!available) return null;
  return (
    <div role="status" className={styles.prompt}>
      <p className={styles.text}>A new version of MathTools is available.</p>
      <Button size="small" onClick={applyUpdate}>
        Refresh
      </Button>
    </div>
  );
}
