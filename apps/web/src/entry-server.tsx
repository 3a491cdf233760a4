import './styles/global.css';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadPage } from './app/load-page';
import { findPage, pages } from './app/pages';
import { AppRoutes } from './app/routes';
import { splitLanguage } from './i18n/languages';
import { headTags, renderHeadTags } from './lib/seo';

export type RenderResult = {
  /** Markup for inside <div id="root">. */
  html: string;
  /** Serialised <title>, meta, canonical, Open Graph/Twitter and JSON-LD for <head>. */
  head: string;
};

/** Paths the prerender writes to dist/<path>/index.html. */
export const prerenderPaths: string[] = pages.map((p) => p.path);

/** The paths sitemap.xml lists: every prerendered page but those kept out of search. */
export const sitemapPaths: string[] = pages.filter((p) => !p.unlisted).map((p) => p.path);

/** The 404 page is rendered from a path no route matches, to dist/404.html. */
export const notFoundPath = '/404';

/**
 * Renders one URL at build time (scripts/prerender.mjs). The page module is loaded first so the
 * render is synchronous and complete: no Suspense fallback ends up in the HTML.
 */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://prerender.local');
  const { meta } = await loadPage(findPage(pathname), splitLanguage(pathname).language);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return {
    html,
    head: renderHeadTags(headTags(meta)),
  };
}
