import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { badge, badgeTone } from './badge.css';

type BadgeProps = ComponentPropsWithRef<'span'> & {
  tone?: keyof typeof badgeTone;
};

export function Badge({ tone = 'default', className, ...props }: BadgeProps) {
  return <span className={cx(badge, badgeTone[tone], className)} {...props} />;
}
