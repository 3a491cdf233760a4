import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { type ButtonVariants, button } from './button.css';

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonVariants & {
    /** Render the single child (e.g. a router `<Link>`) with button styles instead of a <button>. */
    asChild?: boolean;
  };

/**
 * The one button. Links that look like buttons use `asChild`:
 * `<Button asChild><Link to="/tools">Try Free Tools</Link></Button>`.
 */
export function Button({
  asChild = false,
  variant,
  size,
  fullWidth,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
