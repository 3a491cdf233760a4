import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement within a group of controls (the WAI-ARIA accordion and tabs patterns):
 * `previous` / `next` move one control back or on (looping), Home and End go to the first and
 * last. Focuses the control the key leads to and returns true, or returns false for other keys.
 */
export function moveFocusWithin(
  event: KeyboardEvent,
  controls: readonly HTMLElement[],
  keys: { previous: string; next: string },
): boolean {
  const at = controls.indexOf(event.target as HTMLElement);
  if (at < 0) return false;
  const last = controls.length - 1;
  const to: Record<string, number> = {
    [keys.previous]: at === 0 ? last : at - 1,
    [keys.next]: at === last ? 0 : at + 1,
    Home: 0,
    End: last,
  };
  const index = to[event.key];
  if (index === undefined) return false;
  event.preventDefault();
  controls[index]?.focus();
  return true;
}
