import { Alert } from '../../../components/ui/alert';
import * as styles from '../components/practice.css';

/** Under a decided problem's verdict: whether its outcome is kept to count once online. */
export function KeptNote({ saved }: { saved: boolean | null }) {
  if (saved === null) return null;
  return saved ? (
    <p className={styles.answerLine} data-testid="offline-saved">
      Saved on this device: it counts toward your progress when you are back online.
    </p>
  ) : (
    <Alert tone="warning">
      This answer could not be saved on this device (its storage is full or blocked), so it will not
      count toward your progress.
    </Alert>
  );
}
