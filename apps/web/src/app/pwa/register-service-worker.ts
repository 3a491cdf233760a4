import { defaultLanguage, splitLanguage } from '../../i18n/languages';
import { offerUpdate } from './update-store';

/**
 * The worker of the page's language: /sw.js for English (scope /), /es/sw.js for Spanish (scope
 * /es/)… Each precaches the site's scripts with that language's pages and words, not the other
 * languages' (scripts/service-worker.mjs).
 */
export function serviceWorkerUrl(pathname: string): string {
  const { language } = splitLanguage(pathname);
  return language === defaultLanguage ? '/sw.js' : `/${language}/sw.js`;
}

/**
 * Registers the service worker of the page's language (written by scripts/service-worker.mjs at
 * build time), which precaches that language's pages and the assets they use, so the tools keep
 * working offline after the first visit.
 *
 * Updates never replace the running code behind the visitor's back: a new service worker
 * installs in the background and then waits; the page offers a refresh, and only when the
 * visitor accepts does the new worker take over (SKIP_WAITING), after which the page reloads
 * once. The very first install takes control at once (clientsClaim), so lazily loaded pages of
 * this first visit are cached and served offline too.
 */
export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  // Without a registration (private mode, workers blocked) there is no offline support and the
  // site works as before. Some blockers resolve with nothing instead of rejecting.
  const registration: ServiceWorkerRegistration | undefined = await serviceWorker
    .register(serviceWorkerUrl(window.location.pathname))
    .catch(() => undefined);
  if (!registration) return;

  let accepted = false;
  const offer = (worker: ServiceWorker) =>
    offerUpdate(() => {
      accepted = true;
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });

  // A new version downloaded during an earlier visit and still waiting.
  if (registration.waiting && serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      // With no controller this is the first install, not an update.
      if (worker.state === 'installed' && serviceWorker.controller) offer(worker);
    });
  });

  // Look for a new version whenever the visitor comes back to the tab.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
