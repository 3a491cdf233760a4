/**
 * A promise that carries React's `status`, `value` and `reason` fields, kept up to date as it
 * settles: once it has settled, `use()` reads it synchronously instead of suspending (a prerender
 * hydrating, a page or catalogue already loaded).
 */
export type Tracked<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * `promise`, tracked. With `now`, its value is already known (what it waits for is there), so it
 * is fulfilled from the start and a render that reads it at once does not suspend for a tick.
 */
export function tracked<T>(promise: Promise<T>, now?: { value: T }): Tracked<T> {
  const p = promise as Tracked<T>;
  p.status = now ? 'fulfilled' : 'pending';
  if (now) p.value = now.value;
  p.then(
    (value) => {
      p.status = 'fulfilled';
      p.value = value;
    },
    (reason: unknown) => {
      p.status = 'rejected';
      p.reason = reason;
    },
  );
  return p;
}
