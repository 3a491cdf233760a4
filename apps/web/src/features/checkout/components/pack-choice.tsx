import type { FormEvent } from 'react';
import { PackSelect } from '../../../components/purchases/pack-select';
import { useRequiredPack } from '../../../components/purchases/use-required-pack';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { useT } from '../../../i18n/use-t';
import * as styles from './checkout.css';

/**
 * Pro includes one pack: the buyer picks it before paying (it is sent as `packId` with the
 * payment). Chosen with a button, not on every change of the select, so moving through the
 * options with the arrow keys does not start a payment per option.
 */
export function PackChoice({
  chosen,
  onChoose,
}: {
  chosen: string;
  onChoose: (packId: string) => void;
}) {
  const t = useT('checkout');
  const pack = useRequiredPack(chosen, t('pack.missing'));
  const draft = pack.value;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pack.check()) onChoose(draft);
  };
  return (
    <Card as="section" aria-labelledby="pack-choice-title" data-testid="pack-choice">
      <CardTitle as="h2" id="pack-choice-title">
        {t('pack.title')}
      </CardTitle>
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        <PackSelect label={t('pack.label')} hint={t('pack.hint')} {...pack.field} />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant={chosen ? 'outline' : 'primary'}
            disabled={draft === chosen && !!chosen}
          >
            {chosen ? t('pack.change') : t('pack.continue')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
