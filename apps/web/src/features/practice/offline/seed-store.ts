/**
 * The seeds this browser may make offline problems from: the batches the server hands out while
 * the browser is online (one per free skill and per practice category, signed for this visitor),
 * kept in localStorage under SEEDS_KEY. An answer given offline counts only for a seed of such a
 * batch, once, so each problem made offline takes a seed off its batch (`takeSeed`); when a
 * subject has none left, the page says so until the browser is online again (`take-seed.ts`,
 * with the offline rounds). The practice page's first load reads this module (to fetch new
 * batches while online), so it carries no zod: the stored value is checked by hand, and anything
 * unreadable counts as no seeds.
 */
import type { OfflineSeedBatch, OfflineSeeds } from '@mathtools/contracts';
import { OFFLINE_BATCH_SIZE } from '@mathtools/contracts/paths';

export const SEEDS_KEY = 'mt-offline-seeds';

/** New batches are fetched this long before the kept ones stop counting. */
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/** The part of `Storage` the store uses (tests pass a map). */
export type SeedStore = Pick<Storage, 'getItem' | 'setItem'>;

const isBatch = (value: unknown): value is OfflineSeedBatch => {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, subject, batch, seeds } = value as Record<string, unknown>;
  return (
    (kind === 'skill' || kind === 'category') &&
    typeof subject === 'string' &&
    typeof batch === 'string' &&
    Array.isArray(seeds) &&
    seeds.every((seed) => Number.isSafeInteger(seed))
  );
};

/** The batches kept, or null when there are none (or they cannot be read). */
export function readSeeds(store: SeedStore): OfflineSeeds | null {
  try {
    const value = JSON.parse(store.getItem(SEEDS_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { issuedAt, expiresAt, batches } = value as Record<string, unknown>;
    if (typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return null;
    if (!Array.isArray(batches) || !batches.every(isBatch)) return null;
    return { issuedAt, expiresAt, batches };
  } catch {
    return null;
  }
}

/** Keeps new batches in place of the old ones; false when storage refused them. */
export function keepSeeds(store: SeedStore, seeds: OfflineSeeds): boolean {
  try {
    store.setItem(SEEDS_KEY, JSON.stringify(seeds));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the browser should ask for new batches while online: none kept, or they stop counting
 * within a week, or some subject has used more than half of its seeds.
 */
export function needsSeeds(store: SeedStore, now = Date.now()): boolean {
  const kept = readSeeds(store);
  return (
    !kept ||
    kept.expiresAt - now < RENEW_BEFORE_MS ||
    kept.batches.some((b) => b.seeds.length < OFFLINE_BATCH_SIZE / 2)
  );
}
