import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { badge } from './badge.css';

type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: 'default' | 'neutral' | 'success' | 'warning' | 'danger';
};

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...props} />;
}
