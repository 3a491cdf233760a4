import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
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
  return (
    <Card className={practice.problemCard}>
      <Alert tone="warning" role="alert">
        {message}
      </Alert>
      <div className={practice.actions}>
        {action ?? <Button onClick={onRetry}>Try again</Button>}
        <BackButton onClose={onClose} />
      </div>
    </Card>
  );
}

/** The skills list when it (or its code) could not be loaded: say so, and Try again. */
export function SkillsFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <Alert tone="warning" role="alert">
        Your skills could not be loaded. Check your connection and try again.
      </Alert>
      <div>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </>
  );
}
