/**
 * Page metadata: one definition per route module (its exported `meta`), used both by the prerender
 * (serialised into <head>) and by the client's <Seo> on navigation. Nothing else writes <head>.
 */
import { defaultLanguage, type Language, languages, localizedPath } from '../i18n/languages';
import type { JsonLd } from './json-ld';

export const SITE_NAME = 'MathTools';
export const SITE_ORIGIN = __PUBLIC_ORIGIN__;

export type PageMeta = {
  /** Full <title>; keep it unique per route (the English one: other languages' come from the `meta` catalogue). */
  title: string;
  description: string;
  /**
   * Path of the canonical URL in English, e.g. '/tools' (`/es/tools` in Spanish, see `headTags`).
   * The 404 page has none.
   */
  path: string | null;
  /** Tool pages set keywords. */
  keywords?: readonly string[];
  jsonLd?: readonly JsonLd[];
  /**
   * The JSON-LD in a language, for a page whose structured data holds its words (an FAQ): built
   * from the page's catalogues, which are loaded before its head is written, and from its title
   * and description in that language (English's too: such a page has no `jsonLd`). Without it,
   * every language's head carries `jsonLd` as it is. It may fetch the code that builds it (a tool
   * page's: only the prerender and a navigation write a head).
   */
  jsonLdIn?: (
    language: Language,
    head: { title: string; description: string },
  ) => readonly JsonLd[] | Promise<readonly JsonLd[]>;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
};

export const absoluteUrl = (path: string) => `${SITE_ORIGIN}${path === '/' ? '/' : path}`;

/** The share image's size: the large card of Open Graph and Twitter. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/**
 * Where a page's share image is: `/og/<path with / as ->.png` (`/og/tools-age-calculator.png`,
 * `/og/home.png` for `/`). The build draws one for every image a prerendered page names
 * (scripts/og-images.mjs); the 404 page, which has no path, shows Home's.
 */
export function ogImagePath(path: string | null): string {
  const slug =
    path === null || path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
  return `/og/${slug}.png`;
}

/**
 * What the share image says, and so its alt text: the title without the site's name
 * (`Pricing: Free, Pro and Master Plans`). The image also shows the site's logo and name.
 */
export function ogImageText(title: string): string {
  return title.replace(/\s*\|\s*MathTools$/, '').replace(/^MathTools:\s*/, '');
}

/** Open Graph's locale of each language (Portuguese is written as in Brazil). */
export const ogLocales: Readonly<Record<Language, string>> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR',
};

/**
 * The page at `path` in every language, as `hreflang` alternates: one per language and
 * `x-default`, the English page, for a reader whose language is none of them.
 */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...languages.map((language) => ({
      hreflang: language,
      href: absoluteUrl(localizedPath(path, language)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(localizedPath(path, defaultLanguage)) },
  ];
}

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; text: string };

/** JSON for a <script type="application/ld+json">, safe inside HTML. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * The head of a page in a language: `meta` already in that language (title, description), its
 * canonical URL the page's own address in it, and links to the same page in every language. The
 * 404 page (no path) has neither.
 */
export function headTags(meta: PageMeta, language: Language = defaultLanguage): HeadTag[] {
  const url = meta.path === null ? null : absoluteUrl(localizedPath(meta.path, language));
  const tags: HeadTag[] = [
    { tag: 'title', text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.keywords?.length)
    tags.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  if (meta.path !== null) {
    for (const { hreflang, href } of alternates(meta.path))
      tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang, href } });
  }
  const image = absoluteUrl(ogImagePath(meta.path));
  const imageAlt = ogImageText(meta.title);
  const og: Record<string, string> = {
    'og:type': 'website',
    'og:site_name': SITE_NAME,
    'og:title': meta.title,
    'og:description': meta.description,
    'og:locale': ogLocales[language],
    ...(url ? { 'og:url': url } : {}),
    'og:image': image,
    'og:image:type': 'image/png',
    'og:image:width': String(OG_IMAGE_WIDTH),
    'og:image:height': String(OG_IMAGE_HEIGHT),
    'og:image:alt': imageAlt,
  };
  for (const [property, content] of Object.entries(og))
    tags.push({ tag: 'meta', attrs: { property, content } });
  const twitter = {
    'twitter:card': 'summary_large_image',
    'twitter:title': meta.title,
    'twitter:description': meta.description,
    'twitter:image': image,
    'twitter:image:alt': imageAlt,
  };
  for (const [name, content] of Object.entries(twitter))
    tags.push({ tag: 'meta', attrs: { name, content } });
  for (const data of meta.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(data) });
  }
  return tags;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Marks head elements owned by the SEO layer, so the client can replace them on navigation. */
export const SEO_ATTR = 'data-seo';

/** Serialises head tags for the prerendered HTML. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      if (t.tag === 'title') return `<title>${escapeHtml(t.text)}</title>`;
      const attrs = Object.entries(t.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join('');
      if (t.tag === 'script') return `<script ${SEO_ATTR}${attrs}>${t.text}</script>`;
      return `<${t.tag} ${SEO_ATTR}${attrs}>`;
    })
    .join('\n    ');
}
