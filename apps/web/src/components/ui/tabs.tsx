import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './tabs.css';

/** Radix Tabs (roving focus, arrow keys, aria-selected) with our styles. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export function TabsTrigger({
  className,
  ...props
}: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

export function TabsContent({
  className,
  ...props
}: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}
