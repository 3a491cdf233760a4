import type { PlanId } from '@mathtools/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLanguage, useT } from '../../../i18n/use-t';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { planLabel } from '../../../lib/purchases/owned-summary';
import { trialError } from '../../../lib/purchases/trial-error';
import { dayLocale } from '../../../lib/purchases/trial-label';
import * as styles from './pricing.css';

/** Starting a trial: fetched when one is started, not with the page. */
const startCode = lazyModule(() => import('../../../lib/purchases/api/start-trial'));
/** Pro's pack question: fetched when Start free trial of Pro is pressed. */
const packFormCode = lazyModule(() => import('./trial-pack-form'));

/**
 * Start free trial: Master starts at once; Pro first asks which pack it should include
 * (a small form in the card, the select focused). The code that starts it and the pack question
 * are fetched on that press, so the page's first load carries neither (nor TanStack Query's
 * mutations).
 */
export function TrialStart({ plan, planName }: { plan: PlanId; planName: string }) {
  const t = useT('pricing');
  const words = useT('purchases');
  const language = useLanguage();
  const locale = dayLocale(language);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const needsPack = plan === 'pro';
  const packForm = useLazyModule(packFormCode, needsPack && asking);
  const startButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  // Cancel puts focus back on the button that opened the pack question.
  useEffect(() => {
    if (refocus && !asking) {
      startButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, asking]);

  const start = (body: { plan: PlanId; packId?: string }) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    // The server starts a trial only for a browser that sends its visitor cookie back: without
    // one it answers 400 `cookie_required` with the cookie, and the API client asks once more.
    startCode
      .load()
      .then((code) => code.startTrialAndStore(queryClient, body))
      .then(
        (purchases) => {
          setPending(false);
          setAsking(false);
          toast({
            title: t('trial.started'),
            description: purchases.plan
              ? t('trial.youHave', { plan: planLabel(purchases.plan, words, locale) })
              : t('trial.yoursFor', { name: planName }),
          });
        },
        (error: unknown) => {
          setPending(false);
          setFailure({ error });
        },
      );
  };

  const cancel = () => {
    setAsking(false);
    setRefocus(true);
    setFailure(null);
  };

  const error = failure ? (
    <Alert tone="destructive" role="alert" data-testid="trial-error">
      <p>{trialError(failure.error, words, language)}</p>
    </Alert>
  ) : null;

  if (needsPack && asking) {
    if (packForm.module) {
      return (
        <packForm.module.TrialPackForm
          pending={pending}
          error={error}
          onStart={(packId) => start({ plan, packId })}
          onCancel={cancel}
        />
      );
    }
    return (
      <div className={styles.trialForm}>
        {packForm.failed ? (
          <>
            <Alert tone="warning" role="alert">
              <p>{t('trial.packsUnavailable')}</p>
            </Alert>
            <div className={styles.trialActions}>
              <Button onClick={packForm.retry}>{words('tryAgain')}</Button>
              <Button variant="ghost" onClick={cancel}>
                {words('cancel')}
              </Button>
            </div>
          </>
        ) : (
          <Spinner label={t('trial.loadingPacks')} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.trialForm}>
      <Button
        ref={startButton}
        variant="secondary"
        fullWidth
        disabled={pending}
        onClick={() => (needsPack ? setAsking(true) : start({ plan }))}
      >
        {pending ? t('trial.starting') : t('trial.start')}
        <VisuallyHidden>{t('trial.of', { name: planName })}</VisuallyHidden>
      </Button>
      {error}
    </div>
  );
}
