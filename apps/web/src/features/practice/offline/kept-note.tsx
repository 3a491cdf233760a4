import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../i18n/use-t';
import * as styles from '../components/practice.css';

/** Under a decided problem's verdict: whether its outcome is kept to count once online. */
export function KeptNote({ saved }: { saved: boolean | null }) {
  const t = useT('skills');
  if (saved === null) return null;
  return saved ? (
    <p className={styles.answerLine} data-testid="offline-saved">
      {t('offline.saved')}
    </p>
  ) : (
    <Alert tone="warning">{t('offline.notSaved')}</Alert>
  );
}
