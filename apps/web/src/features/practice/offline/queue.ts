/**
 * The answers given offline, kept in this browser's localStorage until the server has counted
 * them: a JSON array of attempts (the contract's `OfflineAttempt`), oldest first, that survives a
 * reload. It holds at most QUEUE_MAX; past that the oldest is dropped to keep the newest. Every
 * change reads the stored list again and writes it back at once, so two tabs that add and remove
 * attempts do not undo each other's changes, and an entry that is not a valid attempt (an older
 * page's format, or edited by hand) is dropped when read.
 *
 * Sending (`flushQueue`) goes oldest first, one call per attempt. An attempt the server counted,
 * or had counted before (it is idempotent on the attempt's id), is removed. One it refuses (a 4xx
 * other than 408 and 429: a premium skill, an answer it cannot read, a body it cannot accept) is
 * removed too, since sending it again would be refused again; nothing was recorded for it. A
 * network failure, a 5xx, a 408 or a 429 stops the sending and keeps the rest for later.
 */
import { OfflineAttempt } from '@mathtools/contracts';
import * as z from 'zod/mini';
import { ApiError } from '../../../lib/api';
import { QUEUE_KEY } from './queue-key';

/** Most attempts kept (a few hours of practice); past it the oldest goes. */
export const QUEUE_MAX = 200;

/** The part of `Storage` the queue uses (tests pass a map). */
export type QueueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const Stored = z.array(z.unknown());

/** The attempts waiting, oldest first; anything unreadable counts as none. */
export function readQueue(store: QueueStore): OfflineAttempt[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(QUEUE_KEY) ?? '[]');
  } catch {
    return [];
  }
  const entries = z.safeParse(Stored, parsed);
  if (!entries.success) return [];
  return entries.data.flatMap((entry) => {
    const attempt = z.safeParse(OfflineAttempt, entry);
    return attempt.success ? [attempt.data] : [];
  });
}

/** Writes the list (removing the key when it is empty); false when storage refused it. */
function writeQueue(store: QueueStore, attempts: readonly OfflineAttempt[]): boolean {
  try {
    if (attempts.length === 0) store.removeItem(QUEUE_KEY);
    else store.setItem(QUEUE_KEY, JSON.stringify(attempts));
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds an attempt (replacing one with its id), dropping the oldest past QUEUE_MAX. False when it
 * could not be stored (storage full or blocked): the page then says the answer was not saved.
 */
export function enqueue(store: QueueStore, attempt: OfflineAttempt): boolean {
  const kept = readQueue(store).filter((a) => a.id !== attempt.id);
  kept.push(attempt);
  return writeQueue(store, kept.slice(-QUEUE_MAX));
}

/** Removes the attempts with these ids. */
export function removeFromQueue(store: QueueStore, ids: ReadonlySet<string>): void {
  writeQueue(
    store,
    readQueue(store).filter((a) => !ids.has(a.id)),
  );
}

/** True for an answer that says this attempt will never be accepted as sent. */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export interface FlushResult {
  /** Counted by the server now or before. */
  sent: number;
  /** Refused by the server, and dropped. */
  dropped: number;
  /** Still waiting (the sending stopped at a failure, or they were added meanwhile). */
  left: number;
}

/** Sends the waiting attempts, oldest first, with `send` (one call each); see the module's rules. */
export async function flushQueue(
  store: QueueStore,
  send: (attempt: OfflineAttempt) => Promise<unknown>,
): Promise<FlushResult> {
  let sent = 0;
  let dropped = 0;
  for (const attempt of readQueue(store)) {
    try {
      await send(attempt);
      sent++;
    } catch (error) {
      if (!isRefusal(error)) break;
      dropped++;
    }
    removeFromQueue(store, new Set([attempt.id]));
  }
  return { sent, dropped, left: readQueue(store).length };
}
