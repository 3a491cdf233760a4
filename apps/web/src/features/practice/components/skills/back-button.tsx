import { Button } from '../../../../components/ui/button';
import * as styles from './skills.css';

/** Leaves skill practice or review for the category's random problems. */
export function BackButton({ onClose }: { onClose: () => void }) {
  return (
    <div className={styles.back}>
      <Button variant="ghost" size="small" onClick={onClose}>
        Back to random problems
      </Button>
    </div>
  );
}
