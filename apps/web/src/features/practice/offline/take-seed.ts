/**
 * Taking a seed off the batches kept (`seed-store.ts`): only an offline round does, so this is in
 * the offline chunk, not in the practice page's first load, which only checks and renews them.
 */
import type { OfflineSeedBatch } from '@mathtools/contracts';
import { keepSeeds, readSeeds, type SeedStore } from './seed-store';

/**
 * The next seed of a subject (a free skill's id, or a category), taken off its batch, with the
 * batch's name the attempt sends back; null when none is left or the batches have expired.
 * `fits` prefers a seed (a category problem of the level the student chose: a seed alone names
 * its problem and level); when none of the batch fits, the next seed is taken all the same, so
 * the student still gets a problem.
 */
export function takeSeed(
  store: SeedStore,
  kind: OfflineSeedBatch['kind'],
  subject: string,
  { now = Date.now(), fits }: { now?: number; fits?: (seed: number) => boolean } = {},
): { batch: string; seed: number } | null {
  const kept = readSeeds(store);
  if (!kept || kept.expiresAt <= now) return null;
  const found = kept.batches.find((b) => b.kind === kind && b.subject === subject);
  if (!found || found.seeds.length === 0) return null;
  const at = Math.max(0, fits ? found.seeds.findIndex(fits) : 0);
  const seed = found.seeds[at] as number;
  found.seeds = found.seeds.filter((_, i) => i !== at);
  if (!keepSeeds(store, kept)) return null;
  return { batch: found.batch, seed };
}
