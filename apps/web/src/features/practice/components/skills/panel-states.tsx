import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { useT } from '../../../../i18n/use-t';
import * as practice from '../practice.css';
import { BackButton } from './back-button';

/** The problem card while a skill problem or a review session is on its way. */
export function LoadingCard({ label }: { label: string }) {
  return (
    <Card className={practice.problemCard} aria-busy="true">
      <Spinner label={label} />
    </Card>
  );
}

/**
 * A problem card that says why it has nothing to show, with Try again and Back to random problems
 * (`action` in Try again's place, e.g. a link to the packs).
 */
export function RetryCard({
  message,
  onRetry,
  onClose,
  action,
}: {
  message: string;
  onRetry: () => void;
  onClose: () => void;
  action?: ReactNode;
}) {
  const t = useT('skills');
  return (
    <Card className={practice.problemCard}>
      <Alert tone="warning" role="alert">
        {message}
      </Alert>
      <div className={practice.actions}>
        {action ?? <Button onClick={onRetry}>{t('retry')}</Button>}
        <BackButton onClose={onClose} />
      </div>
    </Card>
  );
}
