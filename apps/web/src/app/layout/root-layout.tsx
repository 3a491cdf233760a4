import { type ReactNode, Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Providers } from '../providers';
import { Footer } from './footer';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import * as styles from './root-layout.css';
import { ScrollToTop } from './scroll-to-top';

/**
 * Shared shell for every route: header, main area, footer. `forgetFailedPages` lets a page whose
 * code could not be fetched be fetched again, on Try again or when the visitor goes to a page.
 */
export function RootLayout({
  fallback,
  forgetFailedPages,
}: {
  fallback: ReactNode;
  forgetFailedPages: () => void;
}) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  if (shown.current !== pathname) {
    shown.current = pathname;
    forgetFailedPages();
  }
  return (
    <Providers>
      <ScrollToTop />
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname} onRetry={forgetFailedPages}>
          <Suspense fallback={fallback}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </Providers>
  );
}
