import type { Language } from '../../i18n/languages';
import { headTags, type PageMeta, SEO_ATTR } from '../../lib/seo';
import { pageMetaIn } from '../page-meta';

/**
 * Replaces the SEO layer's elements of <head> with those of `meta` in `language` (see `seo.tsx`),
 * unless `stillShown` says the page has gone meanwhile. Resolves whether it wrote them.
 */
export async function writeHead(
  meta: PageMeta,
  pageId: string,
  language: Language,
  stillShown: () => boolean,
): Promise<boolean> {
  const words = await pageMetaIn(meta, pageId, language).catch(() => null);
  if (!words || !stillShown()) return false;
  const head = document.head;
  for (const el of head.querySelectorAll(`[${SEO_ATTR}]`)) el.remove();
  for (const t of headTags(words, language)) {
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
  return true;
}
