import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadPage } from './app/load-page';
import { findPage } from './app/pages';
import { AppRoutes } from './app/routes';
import { prepareFormatters } from './i18n/catalogue';
import { splitLanguage } from './i18n/languages';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Load the current page's module before hydrating, so the first client render is the tree the
  // prerender produced: no mismatch, no fallback flash.
  const { pathname } = window.location;
  const { language } = splitLanguage(pathname);
  const page = loadPage(findPage(pathname), language);
  // Meanwhile the main thread is free: the first number format's cost (the browser loading its
  // number data) is paid now rather than in the middle of hydrating a page that shows a count.
  whenIdle(() => prepareFormatters(language));
  const loaded = await page.then(
    () => true,
    () => false,
  );
  // The page's code could not be fetched (offline before the service worker has the site): the
  // prerendered page stays as it is, readable and with working links, instead of hydrating into
  // the error screen.
  if (!loaded && container.firstElementChild) return;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // Prerendered pages hydrate; the dev server's empty shell renders from scratch. Hydrating in a
  // transition lets React yield to the browser every few milliseconds instead of blocking the main
  // thread for the whole tree (the page is already visible: nothing waits for it).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/** Runs work when the main thread has nothing else to do (within 5 s at the latest). */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}

void start();

// Offline support for the production build only (Vite's dev server has no service worker). The
// registration code loads once the page has loaded and the main thread is idle, so it never
// competes with the page itself.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    void import('./app/pwa/register-service-worker').then((m) => m.registerServiceWorker());
  const afterLoad = () => whenIdle(register);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
