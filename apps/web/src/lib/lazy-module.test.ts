import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('fetches once, and has the module once it has arrived', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const code = lazyModule(importer);
    expect(code.loaded).toBeUndefined();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(code.loaded).toBe(a);
    await code.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next load fetches anew', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const code = lazyModule(importer);
    await expect(code.load()).rejects.toThrow('Failed to fetch');
    expect(code.loaded).toBeUndefined();
    await expect(code.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
