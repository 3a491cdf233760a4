import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/use-t';
import * as styles from './update-prompt.css';
import { applyUpdate, useUpdateAvailable } from './update-store';

/** Offers the new version once it has downloaded; stays until the visitor refreshes. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const t = useT('common');
  if (!available) return null;
  return (
    <div role="status" className={styles.prompt}>
      <p className={styles.text}>{t('update.text')}</p>
      <Button size="small" onClick={applyUpdate}>
        {t('update.refresh')}
      </Button>
    </div>
  );
}
