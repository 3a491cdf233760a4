import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { useProducts } from '../../lib/products';
import { singlePacks } from '../../lib/purchases/single-packs';
import { Button } from '../ui/button';
import { Label } from '../ui/field';
import { Select } from '../ui/select';
import * as styles from './purchases.css';

type PackSelectProps = {
  label: string;
  hint: string;
  value: string;
  onChange: (packId: string) => void;
  disabled?: boolean;
  /** Shown under the field, e.g. "Please choose a pack." (the field is marked invalid). */
  error?: string | null;
  /** Focus the select when it appears (it was opened by a button the visitor pressed). */
  autoFocus?: boolean;
};

/**
 * The pack a Pro plan includes, picked from the marketplace's single packs (never a bundle; a
 * native select: keyboard, screen readers and phone pickers for free). Required: it starts on
 * "Choose a pack".
 */
export function PackSelect({
  label,
  hint,
  value,
  onChange,
  disabled,
  error,
  autoFocus,
}: PackSelectProps) {
  const products = useProducts();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const t = useT('purchases');

  if (products.isError) {
    return (
      <div className={styles.stack}>
        <p className={styles.muted} role="alert">
          {t('packs.loadFailed')}
        </p>
        <div>
          <Button variant="outline" size="small" onClick={() => void products.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        required
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        data-testid="pack-select"
      >
        <option value="">{products.isPending ? t('packs.loading') : t('packs.choose')}</option>
        {singlePacks(products.data ?? []).map((product) => (
          <option key={product.id} value={product.id}>
            {product.title}
          </option>
        ))}
      </Select>
      <p id={hintId} className={styles.muted}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
