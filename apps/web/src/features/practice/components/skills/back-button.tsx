import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/use-t';
import * as styles from './skills.css';

/** Leaves skill practice or review for the category's random problems. */
export function BackButton({ onClose }: { onClose: () => void }) {
  const t = useT('skills');
  return (
    <div className={styles.back}>
      <Button variant="ghost" size="small" onClick={onClose}>
        {t('back')}
      </Button>
    </div>
  );
}
