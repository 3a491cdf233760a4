import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './select.css';

/**
 * A styled native <select>: keyboard, screen-reader and mobile pickers for free, no script cost.
 * Pair it with `Field` for the label.
 */
export function Select({ className, ...props }: ComponentPropsWithRef<'select'>) {
  return <select className={cx(styles.select, className)} {...props} />;
}
