import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastState = ToastInput & { id: number; open: boolean };

/** A dismissed toast is removed from state after this delay (it is already hidden). */
export const TOAST_REMOVE_DELAY = 1_000_000;

// One toast at a time: a new toast replaces the current one outright.
let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast, replacing any visible one. Callable outside React (e.g. in a mutation). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { variant: 'default', ...input, id, open: true };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id: number): void {
  if (current?.id !== id || !current.open) return;
  current = { ...current, open: false };
  emit();
  setTimeout(() => {
    if (current?.id === id) {
      current = null;
      emit();
    }
  }, TOAST_REMOVE_DELAY);
}

/** The current toast (for tests and non-React callers). */
export const getToast = (): ToastState | null => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `const { toast } = useToast(); toast({ title: 'Error', description, variant: 'destructive' })` */
export function useToast() {
  const state = useSyncExternalStore(subscribe, getToast, () => null);
  return { toast, dismiss: dismissToast, current: state };
}
