import { describe, expect, it } from 'vitest';
import { ttlCache } from '../src/lib/ttl-cache.js';

describe('ttlCache', () => {
  it('loads once per window, shares a pending load and forgets failures', async () => {
    let clock = 0;
    let loads = 0;
    let fail = false;
    const get = ttlCache(
      async () => {
        loads++;
        if (fail) throw new Error('down');
        return loads;
      },
      1000,
      () => clock,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock = 999;
    expect(await get()).toBe(1);
    clock = 1000;
    fail = true;
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe(3);
    expect(loads).toBe(3);
  });
});
