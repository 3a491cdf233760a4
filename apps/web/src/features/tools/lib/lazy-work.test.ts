import { describe, expect, it } from 'vitest';
import { lazyWork } from './url-state';

describe('lazyWork', () => {
  it('loads once, answers later the first time and at once after that', async () => {
    let loads = 0;
    const work = lazyWork(async () => {
      loads++;
      return { solve: (n: number) => 2 * n };
    });
    work.prepare();
    const first = work.solve(2);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(4);
    expect(work.solve(5)).toBe(10);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next use tries again', async () => {
    let attempt = 0;
    const work = lazyWork(async () => {
      attempt++;
      if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { solve: () => 42 };
    });
    // A failed prepare reports nothing: the failure is for `solve` to surface.
    work.prepare();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempt).toBe(1);
    expect(await work.solve(undefined)).toBe(42);
    expect(attempt).toBe(2);
  });

  it('rejects a use while the module cannot be loaded', async () => {
    const work = lazyWork<undefined, number>(() => Promise.reject(new Error('offline')));
    await expect(work.solve(undefined)).rejects.toThrow('offline');
  });
});
