import { describe, expect, it } from 'vitest';
import {
  clearRecent,
  MAX_RECENT,
  RECENT_KEY,
  type RecentStore,
  readRecent,
  saveRecent,
  withRecent,
} from './recent';

const memory = (): RecentStore & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

describe('recent problems', () => {
  it('keeps the newest first, without copies, at most ten', () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i++) list = withRecent(list, `x+${i}=0`);
    expect(list).toHaveLength(MAX_RECENT);
    expect(list[0]).toBe('x+11=0');
    expect(withRecent(['2x+3=7', 'x^2=4'], ' x^2 = 4 ')).toEqual(['x^2 = 4', '2x+3=7']);
    expect(withRecent(['a'], '  ')).toEqual(['a']);
  });

  it('saves, reads back and clears', () => {
    const store = memory();
    saveRecent('2x+3=7', store);
    saveRecent('x^2-5x+6<0', store);
    expect(readRecent(store)).toEqual(['x^2-5x+6<0', '2x+3=7']);
    clearRecent(store);
    expect(readRecent(store)).toEqual([]);
  });

  it('ignores what is not a list of problems', () => {
    const store = memory();
    store.data.set(RECENT_KEY, '{not json');
    expect(readRecent(store)).toEqual([]);
    store.data.set(RECENT_KEY, JSON.stringify({ a: 1 }));
    expect(readRecent(store)).toEqual([]);
    store.data.set(RECENT_KEY, JSON.stringify(['x=1', 3, '', null]));
    expect(readRecent(store)).toEqual(['x=1']);
  });

  it('works without storage, or with storage that is full or blocked', () => {
    expect(readRecent(null)).toEqual([]);
    expect(saveRecent('x=1', null)).toEqual(['x=1']);
    expect(() => clearRecent(null)).not.toThrow();
    const full: RecentStore = {
      getItem: () => '["y=2"]',
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(saveRecent('x=1', full)).toEqual(['x=1', 'y=2']);
    expect(() => clearRecent(full)).not.toThrow();
    const blocked: RecentStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readRecent(blocked)).toEqual([]);
  });
});
