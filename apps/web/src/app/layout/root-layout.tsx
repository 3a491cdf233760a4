import { type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Providers } from '../providers';
import { Footer } from './footer';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import * as styles from './root-layout.css';
import { ScrollToTop } from './scroll-to-top';

/**
 * Shared shell for every route: header, main area, footer. `forgetFailedPages` runs when a page
 * has failed, so Try again or a later visit to that page fetches its code again.
 */
export function RootLayout({
  fallback,
  forgetFailedPages,
}: {
  fallback: ReactNode;
  forgetFailedPages: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Providers>
      <ScrollToTop />
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname} onError={forgetFailedPages}>
          <Suspense fallback={fallback}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </Providers>
  );
}
