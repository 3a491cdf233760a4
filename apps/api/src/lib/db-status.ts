import type { UnavailableReason } from './db-errors.js';

/** Reasons the health check's own probe may miss: the write failed for lack of room or rights. */
const held: ReadonlySet<UnavailableReason> = new Set([
  'the disk is full',
  'the database is read-only',
  'the database had an I/O error',
]);

/**
 * What the server last learned about the database's ability to take writes. A request whose
 * write failed because the disk is full, the database read-only or its file unwritable records
 * it; the health check answers 503 with that reason for `holdMs` after the failure, then believes
 * its own write probe again. The hold keeps the check from flapping: a one-row probe can still fit
 * in a file that has no room for the next real write. A lost connection or a timeout is not held:
 * the probe sees those itself, and the check turns 200 as soon as the database answers again.
 */
export class DbStatus {
  #failure: { at: number; reason: UnavailableReason } | undefined;

  constructor(readonly holdMs: number) {}

  noteFailure(reason: UnavailableReason, now = Date.now()): void {
    if (held.has(reason)) this.#failure = { at: now, reason };
  }

  /** The reason of a failure within the hold, if any. */
  recentFailure(now = Date.now()): UnavailableReason | undefined {
    const failure = this.#failure;
    if (!failure) return undefined;
    if (now - failure.at < this.holdMs) return failure.reason;
    this.#failure = undefined;
    return undefined;
  }
}
