import { useEffect } from 'react';
import type { PageMeta } from '../../lib/seo';

/**
 * Keeps <head> in step with the page after client-side navigation. The prerendered HTML already
 * carries the first page's tags (the prerender uses the same `headTags`), so nothing is written
 * while the document shows this page's title (titles are unique), and the code that writes the
 * tags (`head.ts`) is fetched with the first navigation to another page, not in every page's
 * first load. Rendered by the route table for each page's `meta`.
 */
export function Seo({ meta }: { meta: PageMeta }) {
  useEffect(() => {
    if (document.title === meta.title) return;
    let current = true;
    import('./head').then(
      ({ writeHead }) => current && writeHead(meta),
      // Offline before the site was cached: the page still shows, under the previous <head>.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [meta]);
  return null;
}
