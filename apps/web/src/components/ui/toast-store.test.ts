import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the store is module state.
async function freshStore() {
  vi.resetModules();
  return import('./toast-store');
}

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps one toast at a time: a new toast replaces the current one', async () => {
    const store = await freshStore();
    store.toast({ title: 'Error', description: 'first', variant: 'destructive' });
    const second = store.toast({ title: 'Success!', description: 'second' });
    expect(store.getToast()).toMatchObject({
      id: second.id,
      title: 'Success!',
      variant: 'default',
      open: true,
    });
  });

  it('hides a dismissed toast at once and removes it after 1,000,000 ms', async () => {
    const store = await freshStore();
    const { dismiss, id } = store.toast({ title: 'Hi' });
    dismiss();
    expect(store.getToast()).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY - 1);
    expect(store.getToast()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getToast()).toBeNull();
    expect(store.TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('does not let an old dismissal remove a newer toast', async () => {
    const store = await freshStore();
    const first = store.toast({ title: 'one' });
    first.dismiss();
    const second = store.toast({ title: 'two' });
    vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY);
    expect(store.getToast()).toMatchObject({ id: second.id, open: true });
  });
});
