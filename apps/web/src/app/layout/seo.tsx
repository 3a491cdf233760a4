import { useEffect } from 'react';
import { headTags, type PageMeta, SEO_ATTR } from '../../lib/seo';

/**
 * Keeps <head> in step with the page after client-side navigation. The prerendered HTML already
 * carries the same tags (the prerender uses the same `headTags`), so on first load this only
 * replaces identical elements. Rendered by the route table for each page's `meta`.
 */
export function Seo({ meta }: { meta: PageMeta }) {
  useEffect(() => {
    const head = document.head;
    for (const el of head.querySelectorAll(`[${SEO_ATTR}]`)) el.remove();
    for (const t of headTags(meta)) {
      if (t.tag === 'title') {
        document.title = t.text;
        continue;
      }
      const el = document.createElement(t.tag);
      el.setAttribute(SEO_ATTR, '');
      for (const [name, value] of Object.entries(t.attrs)) el.setAttribute(name, value);
      if (t.tag === 'script') el.textContent = t.text;
      head.append(el);
    }
  }, [meta]);
  return null;
}
