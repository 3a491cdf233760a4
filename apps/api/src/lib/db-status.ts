import type { UnavailableReason } from './db-errors.js';

/**
 * What the server last learned about the database's ability to take writes. A request whose
 * write failed for lack of the database (disk full, read-only, unreachable) records it; the health
 * check answers 503 with that reason for `holdMs` after the failure, then believes its own write
 * probe again. The hold keeps the check from flapping: a one-row probe can still fit in a file
 * that has no room for the next real write.
 */
export class DbStatus {
  #failure: { at: number; reason: UnavailableReason } | undefined;

  constructor(readonly holdMs: number) {}

  noteFailure(reason: UnavailableReason, now = Date.now()): void {
    this.#failure = { at: now, reason };
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
