import type { ComponentPropsWithRef } from 'react';
import { visuallyHidden } from './visually-hidden.css';

/** Text for screen readers only. */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span className={visuallyHidden} {...props} />;
}
