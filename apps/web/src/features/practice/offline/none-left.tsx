import { Alert } from '../../../components/ui/alert';
import { useT } from '../../../i18n/use-t';

/** In a problem's place when this device has no seed left for it (see `seed-store.ts`). */
export function NoneLeft({ name }: { name: string }) {
  const t = useT('skills');
  return (
    <Alert tone="info" title={t('offline.noneLeftTitle', { name })} data-testid="offline-none-left">
      <p>{t('offline.noneLeft', { name })}</p>
    </Alert>
  );
}
