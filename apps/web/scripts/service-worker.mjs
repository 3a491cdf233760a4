/**
 * The service workers (called by prerender.mjs once every page is written), one per language:
 * dist/sw.js for the English pages (scope /) and dist/<code>/sw.js for each other language's
 * (scope /<code>/). The page registers its own language's worker, so a visitor precaches the shell
 * (every script and style that is not words) with their language's pages, words and maths, and
 * not the four other languages': the site keeps each language's words (and math-core's) in
 * chunks of their own. Workbox's generateSW writes each worker with its runtime inlined.
 *
 * - Pages are listed under the URL the server gives them (`/tools/age-calculator`, not
 *   `…/index.html`) and match whatever their query string is: the tools keep their inputs there.
 * - Hashed files under assets/ need no revision; pages are revised by content hash, so a new
 *   build changes sw.js and browsers pick up the new version (the page then offers a refresh).
 * - Every URL is absolute: a worker under /es/ would resolve `assets/…` to `/es/assets/…`.
 * - Runtime caching, for what a visitor reads in another language than the one they installed:
 *   that language's word chunks, fetched when the language is chosen (the menu switches in the
 *   page), are kept (cache first: their names change with their content), and the English
 *   worker keeps another language's pages once visited (network first). Opening a page of that
 *   language registers its own worker, which then precaches the language.
 * - Nothing else at runtime: /api answers always come from the network, and the pages that need
 *   them say so when offline. 404.html is not precached (unknown URLs offline get the browser's
 *   page).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

/**
 * A page's URL: '/' for index.html, '/es/' for es/index.html (a language's home), and
 * '/tools/age-calculator' for tools/age-calculator/index.html.
 */
const pageUrl = (file) =>
  `/${file.replace(/^(?:([a-z]{2}\/))?index\.html$/, '$1').replace(/\/index\.html$/, '')}`;

/** The codes of the languages built besides English: dist/<code>/index.html is one's home page. */
const languageDirs = (dist) =>
  readdirSync(dist).filter(
    (name) => /^[a-z]{2}$/.test(name) && existsSync(path.join(dist, name, 'index.html')),
  );

/** A language's own chunks: the bundler names each after its module (`es.json`, `es.ts`). */
const wordChunks = (code) => `assets/${code}-????????.js`;
/**
 * A language's tool pages: each page is a chunk per language, its worked examples written in that
 * language when it is built (`slope-page-es-[hash].js`, vite.config.ts).
 */
const pageChunks = (code) => `assets/*-page-${code}-????????.js`;

/** One language's worker: `code` null for English (dist/sw.js, every page outside /<code>/). */
async function writeOne(dist, code, codes) {
  const all = ['en', ...codes];
  const own = code ?? 'en';
  const others = all.filter((c) => c !== own);
  const pages = code ? [`${code}/**/index.html`] : ['**/index.html'];
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: [
      ...pages,
      'assets/**/*.{js,css,svg,png,webp,woff2}',
      'icons/*.png',
      'manifest.webmanifest',
    ],
    globIgnores: [
      ...(code ? [] : codes.map((c) => `${c}/**`)),
      ...others.map(wordChunks),
      ...others.map(pageChunks),
    ],
    runtimeCaching: [
      {
        urlPattern: new RegExp(`/assets/(?:[\\w-]+-page-)?(?:${others.join('|')})-[\\w-]{8}\\.js$`),
        handler: 'CacheFirst',
        options: { cacheName: 'words-in-other-languages', expiration: { maxEntries: 200 } },
      },
      ...(code
        ? []
        : [
            {
              // A page in another language, whatever its query (the tools keep their inputs there).
              urlPattern: new RegExp(
                `^https?://[^/]+/(?:${codes.join('|')})(?:/[^.?#]*)?(?:[?#].*)?$`,
              ),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'pages-in-other-languages',
                matchOptions: { ignoreSearch: true },
                expiration: { maxEntries: 100 },
              },
            },
          ]),
    ],
    swDest: path.join(dist, code ?? '', 'sw.js'),
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((e) => ({
          ...e,
          url: e.url.endsWith('index.html') ? pageUrl(e.url) : `/${e.url}`,
        })),
        warnings: [],
      }),
    ],
    dontCacheBustURLsMatching: /^assets\//,
    ignoreURLParametersMatching: [/./],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
  });
  if (warnings.length > 0) throw new Error(`generateSW (${own}): ${warnings.join('\n')}`);
  return { language: own, count, size };
}

/** Writes every language's worker; returns what each precaches, English first. */
export async function writeServiceWorker(dist) {
  const codes = languageDirs(dist);
  const workers = [];
  for (const code of [null, ...codes]) workers.push(await writeOne(dist, code, codes));
  // Every other language has as many chunks of its own (a namespace each, and math-core's words;
  // English has the same namespaces, its maths words being math-core's own): a chunk named
  // otherwise would be precached for everyone, one missing not at all.
  const counts = codes.map((c) => countChunks(dist, c));
  if (new Set(counts).size > 1) {
    throw new Error(`Languages with different numbers of word chunks: ${codes} ${counts}`);
  }
  return workers;
}

const countChunks = (dist, code) =>
  readdirSync(path.join(dist, 'assets')).filter((f) =>
    new RegExp(`^${code}-[\\w-]{8}\\.js$`).test(f),
  ).length;
