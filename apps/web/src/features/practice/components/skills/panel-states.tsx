import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Link } from '../../../../components/ui/link';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api';
import * as practice from '../practice.css';
import { BackButton } from './back-button';

/** What the loading card says while a skill problem or a review session is on its way. */
export const loadingLabel = {
  skill: (skillName: string) => `Loading a ${skillName} problem…`,
  review: 'Loading your review…',
};

/** The problem card while a skill problem or a review session is on its way. */
export function LoadingCard({ label }: { label: string }) {
  return (
    <Card className={practice.problemCard} aria-busy="true">
      <Spinner label={label} />
    </Card>
  );
}

/** A premium skill asked for without its pack (403 not_owned). */
export const isNotOwned = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'not_owned';

/**
 * Why a problem or a session could not be fetched: a locked skill points to the marketplace,
 * anything else (the network, the server) offers Try again.
 */
export function FailureCard({
  error,
  message,
  onRetry,
  onClose,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
  onClose: () => void;
}) {
  const locked = isNotOwned(error);
  return (
    <Card className={practice.problemCard}>
      <Alert tone="warning" role="alert">
        {locked
          ? 'This skill is locked: it comes with a premium pack you do not own yet.'
          : message}
      </Alert>
      <div className={practice.actions}>
        {locked ? (
          <Button asChild>
            <Link to="/marketplace">See the packs</Link>
          </Button>
        ) : (
          <Button onClick={onRetry}>Try again</Button>
        )}
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
