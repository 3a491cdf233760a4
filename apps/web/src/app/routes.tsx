import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { messagesReady } from '../i18n/catalogue';
import { type Language, splitLanguage } from '../i18n/languages';
import { useT } from '../i18n/use-t';
import { RootLayout } from './layout/root-layout';
import { Seo } from './layout/seo';
import { forgetFailedPages, type LoadedPage, loadPage } from './load-page';
import { findPage, type PageDef } from './pages';

function PageRoute({ page, language }: { page: PageDef; language: Language }) {
  const { Component, Provider } = use(loadPage(page, language) as Promise<LoadedPage>);
  return (
    <>
      <Seo meta={page.meta} pageId={page.id} language={language} />
      {Provider ? (
        <Provider>
          <Component />
        </Provider>
      ) : (
        <Component />
      )}
    </>
  );
}

/**
 * The page of the current address in the shared layout. The route table is flat, with fixed
 * paths, so `findPage` matches it (as `<Routes>` would: whole path, any case) and react-router
 * provides the history and the location. `<Routes>` and `<Route>` elements would only read this
 * same table back out of JSX (about 0.4 KB gzip in every page's first load).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { language } = splitLanguage(pathname);
  // The shell speaks the page's language: on a navigation into another language its words are
  // fetched first, while the page before stays on screen (navigations are transitions).
  use(messagesReady(language, ['common']) as Promise<void>);
  const t = useT('common');
  return (
    <RootLayout
      fallback={<Spinner label={t('loadingPage')} />}
      forgetFailedPages={forgetFailedPages}
    >
      <PageRoute page={findPage(pathname)} language={language} />
    </RootLayout>
  );
}
