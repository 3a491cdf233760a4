/**
 * schema.org JSON-LD builders for the pages' `meta.jsonLd`, kept out of `lib/seo.ts` (part of
 * every page's first load) so that only the pages that describe themselves this way carry them:
 * HowTo, WebApplication and ItemList here, the site's own (Organization, WebSite, MathSolver) in
 * `site-json-ld.ts` (Home, /solve), FAQPage in `faq-json-ld.ts` (the pages with the FAQ accordion).
 */
import { absoluteUrl } from './seo';

export type JsonLd = Record<string, unknown>;

export type HowToStep = { name: string; text: string };

export const howToJsonLd = (
  name: string,
  description: string,
  steps: readonly HowToStep[],
): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'HowTo',
  name,
  description,
  step: steps.map((s, i) => ({
    '@type': 'HowToStep',
    position: i + 1,
    name: s.name,
    text: s.text,
  })),
});

/** For tool pages: `SoftwareApplication`-style description of a free web calculator. */
export const webApplicationJsonLd = (name: string, description: string, path: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name,
  description,
  url: absoluteUrl(path),
  applicationCategory: 'EducationalApplication',
  operatingSystem: 'Any',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
});

export type ListedPage = { name: string; path: string };

/** A list of pages in order (/tools: every tool), each a `ListItem` with its absolute URL. */
export const itemListJsonLd = (name: string, items: readonly ListedPage[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  name,
  numberOfItems: items.length,
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.name,
    url: absoluteUrl(item.path),
  })),
});
