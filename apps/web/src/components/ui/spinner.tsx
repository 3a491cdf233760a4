import { spinner, wrapper } from './spinner.css';
import { VisuallyHidden } from './visually-hidden';

/** Loading indicator announced politely to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={wrapper} role="status">
      <span className={spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
