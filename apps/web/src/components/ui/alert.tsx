import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './alert.css';

type AlertProps = Omit<ComponentPropsWithRef<'div'>, 'title'> & {
  tone?: keyof typeof styles.tone;
  title?: ReactNode;
};

/** A static notice. Pass role="status" or role="alert" when it appears in response to input. */
export function Alert({ tone = 'info', title, children, className, ...props }: AlertProps) {
  return (
    <div className={cx(styles.alert, styles.tone[tone], className)} {...props}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </div>
  );
}
