import { useSyncExternalStore } from 'react';

/**
 * The one piece of service-worker state the UI needs: a new version of the site has been
 * downloaded and waits for the visitor's go-ahead. Kept apart from the registration code so the
 * shell carries only this (the registration loads after the page has).
 */
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Called by the registration when a new version is installed and waiting. */
export function offerUpdate(applyUpdate: () => void): void {
  apply = applyUpdate;
  for (const listener of listeners) listener();
}

/** Switches to the new version (the page reloads once it has taken over). */
export function applyUpdate(): void {
  apply?.();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a new version waits. Always false while prerendering. */
export const useUpdateAvailable = () =>
  useSyncExternalStore(
    subscribe,
    () => apply !== null,
    () => false,
  );
