import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { sidebarLayout } from './sidebar-layout.css';

/** Main column and a narrower side column on wide screens; stacked on phones. */
export function SidebarLayout({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(sidebarLayout, className)} {...props} />;
}
