import type { ReactNode } from 'react';
import { PackSelect } from '../../../components/purchases/pack-select';
import { useRequiredPack } from '../../../components/purchases/use-required-pack';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import * as styles from './pricing.css';

/**
 * The question a Pro trial asks first: which pack it includes (the select focused). Its own
 * chunk, with the pack select, fetched when Start free trial of Pro is pressed.
 */
export function TrialPackForm({
  pending,
  error,
  onStart,
  onCancel,
}: {
  pending: boolean;
  /** Why the last start failed, if it did. */
  error: ReactNode;
  onStart: (packId: string) => void;
  onCancel: () => void;
}) {
  const t = useT('pricing');
  const words = useT('purchases');
  const pack = useRequiredPack('', t('trial.packMissing'));
  return (
    <form
      className={styles.trialForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending && pack.check()) onStart(pack.value);
      }}
      noValidate
    >
      <PackSelect
        label={t('trial.packLabel')}
        hint={t('trial.packHint')}
        {...pack.field}
        disabled={pending}
        autoFocus
      />
      {error}
      <div className={styles.trialActions}>
        <Button type="submit" disabled={pending}>
          {pending ? t('trial.starting') : t('trial.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {words('cancel')}
        </Button>
      </div>
    </form>
  );
}
