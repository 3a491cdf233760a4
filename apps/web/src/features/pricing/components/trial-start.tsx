import type { PlanId } from '@mathtools/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { ApiError, userMessage } from '../../../lib/api';
import { useStartTrial } from '../../purchases/api/purchases';
import { PackSelect, useRequiredPack } from '../../purchases/components/pack-select';
import { TRIAL_FAILED, TRIAL_USED } from '../../purchases/messages';
import { planLabel } from '../../purchases/owned-summary';
import * as styles from './pricing.css';

/** Why a trial could not start: 409 trial_used has its own words. */
function trialError(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return TRIAL_USED;
  return userMessage(error, TRIAL_FAILED);
}

/**
 * Start free trial: Master starts at once; Pro first asks which pack it should include
 * (a small form in the card, the select focused).
 */
export function TrialStart({ plan, planName }: { plan: PlanId; planName: string }) {
  const trial = useStartTrial();
  const [asking, setAsking] = useState(false);
  const pack = useRequiredPack('', 'Please choose a pack for your trial.');
  const needsPack = plan === 'pro';
  const startButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  // Cancel puts focus back on the button that opened the pack question.
  useEffect(() => {
    if (refocus && !asking) {
      startButton.current?.focus();
      setRefocus(false);
    }
  }, [refocus, asking]);

  const start = (body: { plan: PlanId; packId?: string }) =>
    trial.mutate(body, {
      onSuccess: (purchases) => {
        setAsking(false);
        toast({
          title: 'Your free trial has started',
          description: purchases.plan
            ? `You have the ${planLabel(purchases.plan)}. No card needed.`
            : `${planName} is yours for 7 days. No card needed.`,
        });
      },
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (trial.isPending) return;
    if (pack.check()) start({ plan, packId: pack.value });
  };

  const error = trial.isError ? (
    <Alert tone="destructive" role="alert" data-testid="trial-error">
      <p>{trialError(trial.error)}</p>
    </Alert>
  ) : null;

  if (needsPack && asking) {
    return (
      <form className={styles.trialForm} onSubmit={onSubmit} noValidate>
        <PackSelect
          label="Which pack should your Pro trial include?"
          hint="You can practise its premium skills for the 7 days of the trial."
          {...pack.field}
          disabled={trial.isPending}
          autoFocus
        />
        {error}
        <div className={styles.trialActions}>
          <Button type="submit" disabled={trial.isPending}>
            {trial.isPending ? 'Starting…' : 'Start my free trial'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setAsking(false);
              setRefocus(true);
              trial.reset();
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.trialForm}>
      <Button
        ref={startButton}
        variant="secondary"
        fullWidth
        disabled={trial.isPending}
        onClick={() => (needsPack ? setAsking(true) : start({ plan }))}
      >
        {trial.isPending ? 'Starting…' : 'Start free trial'}
        <VisuallyHidden> of {planName}</VisuallyHidden>
      </Button>
      {error}
    </div>
  );
}
