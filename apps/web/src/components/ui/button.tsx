import { Children, type ComponentPropsWithRef, cloneElement, type ReactElement } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './button.css';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: keyof typeof styles.variant;
  size?: keyof typeof styles.size;
  fullWidth?: boolean;
  /** Render the single child (e.g. a router `<Link>`) with button styles instead of a <button>. */
  asChild?: boolean;
};

/**
 * The one button. Links that look like buttons use `asChild`:
 * `<Button asChild><Link to="/tools">Try Free Tools</Link></Button>`.
 *
 * `asChild` only has to hand the button's classes to one child element, so it clones that element
 * instead of using Radix's Slot: the header renders a Button on every page, and Slot (with its ref
 * and handler merging, which no caller here needs) cost 1.5–1.8 KB gzip of every route's first load.
 */
export function Button({
  asChild = false,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cx(
    styles.button,
    styles.variant[variant],
    styles.size[size],
    fullWidth && styles.fullWidth,
    className,
  );
  if (asChild) {
    // Children.only throws unless there is exactly one element.
    const child = Children.only(children) as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, className: cx(classes, child.props.className) });
  }
  return (
    <button type={type ?? 'button'} className={classes} {...props}>
      {children}
    </button>
  );
}
