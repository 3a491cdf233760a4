import { Alert } from '../../components/ui/alert';
import { Container } from '../../components/ui/section';
import * as styles from './offline-notice.css';
import { useOnline } from './use-online';

/**
 * Shown on the pages that talk to the server (practice, packs, checkout, contact) while the
 * browser is offline: they cannot load or send anything, unlike the tools, which work offline.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Container className={styles.wrapper}>
      <Alert role="status" tone="warning" title="You're offline">
        This page needs an internet connection to load and send its data. The calculators and the
        unit converter keep working offline.
      </Alert>
    </Container>
  );
}
