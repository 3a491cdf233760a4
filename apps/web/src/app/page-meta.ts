import { loadMessages } from '../i18n/catalogue';
import { defaultLanguage, type Language } from '../i18n/languages';
import { translator } from '../i18n/use-t';
import type { PageMeta } from '../lib/seo';

/**
 * A page's head words in a language: English is the page's own `meta` (its module says it), any
 * other language takes the title and description from the `meta` catalogue, keyed by the page's
 * id (`title.solve`, `description.tools-age-calculator`), as many keywords as the English head
 * has, one message each (`keywords.tools.0`: what people search for in that language, not a word
 * for word translation), and the JSON-LD from the page's own
 * `jsonLdIn` if it has one (English's too, from the page's catalogues, loaded with it). The `meta`
 * catalogue is fetched only here, by the prerender and on a navigation to another page, never
 * with a page's first load: the prerendered head already says it.
 */
export async function pageMetaIn(
  meta: PageMeta,
  pageId: string,
  language: Language,
): Promise<PageMeta> {
  if (language === defaultLanguage) {
    return meta.jsonLdIn ? { ...meta, jsonLd: await meta.jsonLdIn(language, meta) } : meta;
  }
  await loadMessages(language, ['meta']);
  const t = translator(language, 'meta');
  const head = { title: t(`title.${pageId}`), description: t(`description.${pageId}`) };
  return {
    ...meta,
    ...head,
    ...(meta.keywords
      ? { keywords: meta.keywords.map((_, i) => t(`keywords.${pageId}.${i}`)) }
      : {}),
    ...(meta.jsonLdIn ? { jsonLd: await meta.jsonLdIn(language, head) } : {}),
  };
}
