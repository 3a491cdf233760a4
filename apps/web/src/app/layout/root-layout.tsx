import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Providers } from '../providers';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './root-layout.css';
import { ScrollToTop } from './scroll-to-top';

/** Shared shell for every route: header, main area, footer. */
export function RootLayout({ fallback }: { fallback: ReactNode }) {
  return (
    <Providers>
      <ScrollToTop />
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Suspense fallback={fallback}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </Providers>
  );
}
