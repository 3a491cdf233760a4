import { useEffect } from 'react';
import type { Language } from '../../i18n/languages';
import type { PageMeta } from '../../lib/seo';

/** Which page's head the document shows (`<page id>/<language>`); null until the first page. */
let headShown: string | null = null;

/**
 * Keeps <head> in step with the page after client-side navigation. The prerendered HTML already
 * carries the first page's tags (the prerender uses the same `headTags`), so nothing is written
 * for the page the document was loaded with, and the code that writes the tags (`head.ts`, with
 * the head's words in other languages) and the page's head itself (`meta`, its `.meta.ts`
 * module) are fetched with the first navigation to another page, not in every page's first load.
 * Rendered by the route table for each page.
 */
export function Seo({
  meta,
  pageId,
  language,
}: {
  meta: (language: Language) => Promise<PageMeta>;
  pageId: string;
  language: Language;
}) {
  useEffect(() => {
    const key = `${pageId}/${language}`;
    // The document's own head: prerendered for this page (the dev server's has none).
    if (headShown === null && document.head.querySelector('[data-seo]')) headShown = key;
    if (headShown === key) return;
    let current = true;
    Promise.all([import('./head'), meta(language)]).then(
      ([{ writeHead }, pageMeta]) =>
        writeHead(pageMeta, pageId, language, () => current).then((written) => {
          if (written) headShown = key;
        }),
      // Offline before the site was cached: the page still shows, under the previous <head>.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [meta, pageId, language]);
  return null;
}
