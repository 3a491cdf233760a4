import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLanguage } from '../../i18n/languages';
import { Providers } from '../providers';
import { Footer } from './footer';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import * as styles from './root-layout.css';
import { ScrollToTop } from './scroll-to-top';

/**
 * Shared shell for every route: header, main area (the page, `children`), footer.
 * `forgetFailedPages` runs when a page has failed, so Try again or a later visit to that page
 * fetches its code again.
 */
export function RootLayout({
  fallback,
  forgetFailedPages,
  children,
}: {
  fallback: ReactNode;
  forgetFailedPages: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const { language } = splitLanguage(pathname);
  // The prerendered page says its language in <html lang>; a navigation to another language's
  // page says it again, for screen readers' voices, hyphenation and translation offers.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <Providers>
      <ScrollToTop />
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname} onError={forgetFailedPages}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </Providers>
  );
}
