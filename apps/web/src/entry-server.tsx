import './styles/global.css';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadPage } from './app/load-page';
import { pageMetaIn } from './app/page-meta';
import { findPage, pages } from './app/pages';
import { AppRoutes } from './app/routes';
import { type Language, languages, localizedPath, splitLanguage } from './i18n/languages';
import { alternates, headTags, renderHeadTags } from './lib/seo';

export type RenderResult = {
  /** Markup for inside <div id="root">. */
  html: string;
  /** Serialised <title>, meta, canonical, alternates, Open Graph/Twitter and JSON-LD for <head>. */
  head: string;
  /** The page's language, for `<html lang>`. */
  language: Language;
};

/**
 * Paths the prerender writes to dist/<path>/index.html: every page in every language (`/solve`,
 * `/es/solve`, …; `/es/` is the Spanish home page, dist/es/index.html).
 */
export const prerenderPaths: string[] = languages.flatMap((language) =>
  pages.map((p) => localizedPath(p.path, language)),
);

/**
 * What sitemap.xml lists: every prerendered page but those kept out of search, in every language,
 * each with its alternates in the other languages.
 */
export const sitemapEntries: { path: string; alternates: { hreflang: string; href: string }[] }[] =
  pages
    .filter((p) => !p.unlisted)
    .flatMap((p) =>
      languages.map((language) => ({
        path: localizedPath(p.path, language),
        alternates: alternates(p.path),
      })),
    );

/**
 * The 404 page of each language, rendered from a path no route matches: dist/404.html in English,
 * dist/<code>/404.html in the others (the server sends the one of the address's language).
 */
export const notFoundPages: { url: string; file: string }[] = languages.map((language) => ({
  url: localizedPath('/404', language),
  file: language === 'en' ? '404.html' : `${language}/404.html`,
}));

/**
 * Renders one URL at build time (scripts/prerender.mjs). The page module is loaded first so the
 * render is synchronous and complete: no Suspense fallback ends up in the HTML.
 */
export async function render(url: string): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://prerender.local');
  const page = findPage(pathname);
  const { language } = splitLanguage(pathname);
  const [meta] = await Promise.all([page.meta(language), loadPage(page, language)]);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return {
    html,
    head: renderHeadTags(headTags(await pageMetaIn(meta, page.id, language), language)),
    language,
  };
}
