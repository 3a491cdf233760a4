/**
 * Where this browser keeps the answers given offline (see `queue.ts`). The practice page's first
 * load reads only this: whether any wait to be sent, so it fetches the offline chunk to send them.
 */
export const QUEUE_KEY = 'mt-offline-attempts';

/** True when answers given offline wait to be sent; false too when storage cannot be read. */
export function hasQueuedAttempts(): boolean {
  try {
    return window.localStorage.getItem(QUEUE_KEY) !== null;
  } catch {
    return false;
  }
}
