import { headTags, type PageMeta, SEO_ATTR } from '../../lib/seo';

/** Replaces the SEO layer's elements of <head> with those of `meta` (see `seo.tsx`). */
export function writeHead(meta: PageMeta): void {
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
}
