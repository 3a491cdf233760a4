import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/section';
import { useT } from '../../i18n/use-t';
import * as styles from './offline-notice.css';
import { useOnline } from './use-online';

/**
 * Shown on the pages that talk to the server (practice, packs, checkout, contact) while the
 * browser is offline: they cannot load or send anything, unlike the tools, which work offline.
 */
export function OfflineNotice() {
  const online = useOnline();
  const t = useT('common');
  if (online) return null;
  return (
    <Container className={styles.wrapper}>
      <Alert role="status" tone="warning" title={t('offline.title')}>
        {t('offline.text')}
      </Alert>
    </Container>
  );
}
