import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { ApiError } from '../../../../lib/api';
import { RetryCard } from './panel-states';

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
  if (!isNotOwned(error))
    return <RetryCard message={message} onRetry={onRetry} onClose={onClose} />;
  return (
    <RetryCard
      message="This skill is locked: it comes with a premium pack you do not own yet."
      onRetry={onRetry}
      onClose={onClose}
      action={
        <Button asChild>
          <Link to="/marketplace">See the packs</Link>
        </Button>
      }
    />
  );
}
