import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './tabs.css';

/**
 * Controlled tabs: Radix's, which carry the WAI-ARIA tabs pattern with automatic activation (one
 * tab stop, arrow keys move to the next or previous tab and select it, looping; Home and End go
 * to the first and last) and keep it right across browsers and assistive technology in one
 * maintained place, instead of our own copy of it.
 */
export function Tabs({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange}>
      {children}
    </RadixTabs.Root>
  );
}

export function TabsList({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

export function TabsTrigger({
  className,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'value'> & { value: string }) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

/**
 * A tab's panel. Only the selected panel is rendered, unless `forceMount`: then every panel stays
 * in the DOM (and in the prerendered HTML) with `data-state="inactive"` for the caller to hide.
 */
export function TabsContent({
  className,
  forceMount,
  ...props
}: Omit<ComponentPropsWithRef<'div'>, 'value'> & { value: string; forceMount?: boolean }) {
  return (
    <RadixTabs.Content
      className={cx(styles.content, className)}
      {...(forceMount ? { forceMount: true } : {})}
      {...props}
    />
  );
}
