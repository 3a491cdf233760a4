import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useT } from '../../../../i18n/use-t';
import { isNotOwned } from './failure';
import { RetryCard } from './panel-states';

/**
 * Why a problem or a session could not be fetched: a locked skill points to the marketplace (a
 * free sample whose allowance ran out to the plans too), anything else (the network, the server)
 * offers Try again.
 */
export function FailureCard({
  error,
  message,
  sample = false,
  onRetry,
  onClose,
}: {
  error: unknown;
  message: string;
  /** The skill was opened as a free sample of a premium pack. */
  sample?: boolean;
  onRetry: () => void;
  onClose: () => void;
}) {
  const t = useT('skills');
  if (!isNotOwned(error))
    return <RetryCard message={message} onRetry={onRetry} onClose={onClose} />;
  if (sample) {
    return (
      <RetryCard
        message={t('failure.samplesUsed')}
        onRetry={onRetry}
        onClose={onClose}
        action={
          <>
            <Button asChild>
              <Link to="/pricing">{t('failure.plans')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/marketplace">{t('failure.packs')}</Link>
            </Button>
          </>
        }
      />
    );
  }
  return (
    <RetryCard
      message={t('failure.locked')}
      onRetry={onRetry}
      onClose={onClose}
      action={
        <Button asChild>
          <Link to="/marketplace">{t('failure.packs')}</Link>
        </Button>
      }
    />
  );
}
