import type { OfflineSeeds } from '@mathtools/contracts';
import { OFFLINE_BATCH_SIZE } from '@mathtools/contracts/paths';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { keepSeeds, needsSeeds, readSeeds, SEEDS_KEY } from './seed-store';
import { takeSeed } from './take-seed';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 20);

const seeds = (first: number) => Array.from({ length: OFFLINE_BATCH_SIZE }, (_, i) => first + i);
const handedOut: OfflineSeeds = {
  issuedAt: NOW,
  expiresAt: NOW + 30 * DAY,
  batches: [
    { kind: 'skill', subject: 'one-step-equations', batch: 'b-skill', seeds: seeds(100) },
    { kind: 'category', subject: 'algebra', batch: 'b-algebra', seeds: seeds(500) },
  ],
};

describe('the seeds kept for offline practice', () => {
  it('hands out each seed of a subject once, with its batch, then none', () => {
    const store = memoryStorage();
    expect(keepSeeds(store, handedOut)).toBe(true);
    expect(takeSeed(store, 'skill', 'one-step-equations', { now: NOW })).toEqual({
      batch: 'b-skill',
      seed: 100,
    });
    expect(takeSeed(store, 'skill', 'one-step-equations', { now: NOW })?.seed).toBe(101);
    // Another subject, or the same name as another kind, has its own.
    expect(takeSeed(store, 'category', 'algebra', { now: NOW })).toEqual({
      batch: 'b-algebra',
      seed: 500,
    });
    expect(takeSeed(store, 'skill', 'algebra', { now: NOW })).toBeNull();
    for (let i = 2; i < OFFLINE_BATCH_SIZE; i++)
      expect(takeSeed(store, 'skill', 'one-step-equations', { now: NOW })?.seed).toBe(100 + i);
    expect(takeSeed(store, 'skill', 'one-step-equations', { now: NOW })).toBeNull();
  });

  it('prefers a seed that fits (a level), else takes the next one all the same', () => {
    const store = memoryStorage();
    keepSeeds(store, handedOut);
    const even = (seed: number) => seed % 2 === 0;
    expect(
      takeSeed(store, 'skill', 'one-step-equations', { now: NOW, fits: (s) => s === 103 })?.seed,
    ).toBe(103);
    expect(takeSeed(store, 'skill', 'one-step-equations', { now: NOW })?.seed).toBe(100);
    expect(takeSeed(store, 'skill', 'one-step-equations', { now: NOW, fits: even })?.seed).toBe(
      102,
    );
    expect(
      takeSeed(store, 'skill', 'one-step-equations', { now: NOW, fits: () => false })?.seed,
    ).toBe(101);
  });

  it('hands out nothing once the batches expired, or when storage is unreadable or full', () => {
    const store = memoryStorage();
    keepSeeds(store, handedOut);
    expect(takeSeed(store, 'category', 'algebra', { now: NOW + 30 * DAY })).toBeNull();
    store.map.set(SEEDS_KEY, '{"issuedAt":1,"expiresAt":"never","batches":[]}');
    expect(readSeeds(store)).toBeNull();
    store.map.set(SEEDS_KEY, 'not json');
    expect(takeSeed(store, 'category', 'algebra', { now: NOW })).toBeNull();
    const full = memoryStorage(true);
    expect(keepSeeds(full, handedOut)).toBe(false);
    full.map.set(SEEDS_KEY, JSON.stringify(handedOut));
    // A seed that could not be taken off the list is not handed out (it would be handed out twice).
    expect(takeSeed(full, 'category', 'algebra', { now: NOW })).toBeNull();
  });

  it('asks for new batches when there are none, they expire within a week, or some run low', () => {
    const store = memoryStorage();
    expect(needsSeeds(store, NOW)).toBe(true);
    keepSeeds(store, handedOut);
    expect(needsSeeds(store, NOW)).toBe(false);
    expect(needsSeeds(store, NOW + 24 * DAY)).toBe(true);
    for (let i = 0; i <= OFFLINE_BATCH_SIZE / 2; i++)
      takeSeed(store, 'category', 'algebra', { now: NOW });
    expect(needsSeeds(store, NOW)).toBe(true);
  });
});
