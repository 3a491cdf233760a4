import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, findPage, loadPage } from './app/routes';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Load the current page's module before hydrating, so the first client render is the tree the
  // prerender produced: no mismatch, no fallback flash.
  await loadPage(findPage(window.location.pathname)).catch(() => undefined);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  // Prerendered pages hydrate; the dev server's empty shell renders from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
