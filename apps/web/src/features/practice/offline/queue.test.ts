import type { OfflineAttempt } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { memoryStorage } from './memory-storage';
import {
  enqueue,
  flushQueue,
  isRefusal,
  QUEUE_MAX,
  type QueueStore,
  readQueue,
  removeFromQueue,
} from './queue';
import { hasQueuedAttempts, QUEUE_KEY } from './queue-key';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const attempt = (n: number): OfflineAttempt => ({
  id: uuid(n),
  kind: 'skill',
  skill: 'one-step-equations',
  difficulty: 'Easy',
  batch: '1765000000000.nonce.mac',
  seed: n,
  hintsUsed: 0,
  answers: ['3'],
  shownCorrect: true,
});
const ids = (store: QueueStore) => readQueue(store).map((a) => a.seed);

describe('the offline queue', () => {
  it('keeps attempts in order, survives a reload (it is only the stored text) and replaces by id', () => {
    const store = memoryStorage();
    expect(enqueue(store, attempt(1))).toBe(true);
    expect(enqueue(store, attempt(2))).toBe(true);
    // What another page (a reload) reads is the same list.
    const reloaded = memoryStorage();
    reloaded.map.set(QUEUE_KEY, store.map.get(QUEUE_KEY) as string);
    expect(ids(reloaded)).toEqual([1, 2]);
    enqueue(store, { ...attempt(1), answers: ['4', '3'] });
    expect(readQueue(store).map((a) => [a.seed, a.answers])).toEqual([
      [2, ['3']],
      [1, ['4', '3']],
    ]);
  });

  it('is bounded: past QUEUE_MAX the oldest go', () => {
    const store = memoryStorage();
    for (let n = 1; n <= QUEUE_MAX + 3; n++) enqueue(store, attempt(n));
    const kept = ids(store);
    expect(kept).toHaveLength(QUEUE_MAX);
    expect(kept[0]).toBe(4);
    expect(kept.at(-1)).toBe(QUEUE_MAX + 3);
  });

  it('drops what is not an attempt, and says when storage refuses a write', () => {
    const store = memoryStorage();
    store.map.set(QUEUE_KEY, 'not json');
    expect(readQueue(store)).toEqual([]);
    store.map.set(QUEUE_KEY, JSON.stringify([attempt(1), { id: 'x' }, 5, attempt(2)]));
    expect(ids(store)).toEqual([1, 2]);
    store.map.set(QUEUE_KEY, JSON.stringify({ not: 'a list' }));
    expect(readQueue(store)).toEqual([]);
    expect(enqueue(memoryStorage(true), attempt(1))).toBe(false);
  });

  it('removes by id, and removes the key once empty', () => {
    const store = memoryStorage();
    enqueue(store, attempt(1));
    enqueue(store, attempt(2));
    removeFromQueue(store, new Set([uuid(1)]));
    expect(ids(store)).toEqual([2]);
    removeFromQueue(store, new Set([uuid(2)]));
    expect(store.map.has(QUEUE_KEY)).toBe(false);
  });

  it('sends oldest first; removes what was counted or refused; keeps the rest after a failure', async () => {
    const store = memoryStorage();
    for (let n = 1; n <= 5; n++) enqueue(store, attempt(n));
    const seen: number[] = [];
    const result = await flushQueue(store, async (a) => {
      seen.push(a.seed);
      if (a.seed === 2) throw new ApiError(403, '403: premium', 'not_owned');
      if (a.seed === 3) throw new ApiError(400, '400: unreadable', 'unreadable_answer');
      if (a.seed === 4) throw new TypeError('Failed to fetch');
      return { recorded: true };
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(result).toEqual({ sent: 1, dropped: 2, left: 2 });
    expect(ids(store)).toEqual([4, 5]);

    // Busy or failing server: kept, and sending stops there.
    for (const error of [
      new ApiError(429, '429', 'rate_limited'),
      new ApiError(503, '503', 'service_unavailable'),
      new ApiError(408, '408'),
    ]) {
      const again = await flushQueue(store, async () => {
        throw error;
      });
      expect(again).toEqual({ sent: 0, dropped: 0, left: 2 });
    }
    // Back: all sent, nothing left, the key gone.
    expect(await flushQueue(store, async () => ({}))).toEqual({ sent: 2, dropped: 0, left: 0 });
    expect(store.map.has(QUEUE_KEY)).toBe(false);
  });

  it('tells refusals from failures', () => {
    expect(isRefusal(new ApiError(400, '400'))).toBe(true);
    expect(isRefusal(new ApiError(404, '404'))).toBe(true);
    expect(isRefusal(new ApiError(429, '429'))).toBe(false);
    expect(isRefusal(new ApiError(500, '500'))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('the first load only asks whether anything waits, and survives storage it cannot read', () => {
    const saved = globalThis.window;
    try {
      const store = memoryStorage();
      Object.assign(globalThis, { window: { localStorage: store } });
      expect(hasQueuedAttempts()).toBe(false);
      enqueue(store, attempt(1));
      expect(hasQueuedAttempts()).toBe(true);
      Object.assign(globalThis, {
        window: {
          get localStorage(): Storage {
            throw new DOMException('blocked', 'SecurityError');
          },
        },
      });
      expect(hasQueuedAttempts()).toBe(false);
    } finally {
      Object.assign(globalThis, { window: saved });
    }
  });
});
