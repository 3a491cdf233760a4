/**
 * The service worker (called by prerender.mjs once every page is written): Workbox's generateSW
 * writes dist/sw.js with the Workbox runtime inlined and a precache list of every prerendered
 * page and every built asset, so after one visit each calculator, the converter and the other
 * pages load offline.
 *
 * - Pages are listed under the URL the server gives them (`/tools/age-calculator`, not
 *   `…/index.html`) and match whatever their query string is: the tools keep their inputs there.
 * - Hashed files under assets/ need no revision; pages are revised by content hash, so a new
 *   build changes sw.js and browsers pick up the new version (the page then offers a refresh).
 * - The pages in English only: the site is built in five languages, and precaching every page in
 *   each would download five times the HTML at install, for pages in languages most visitors
 *   never read. The scripts (each language's words are small chunks among them) are precached
 *   once for all; a page in another language (`/es/…`) is kept when it is visited, network first,
 *   so the pages a visitor has read in their language open offline too.
 * - No other runtime caching: /api answers always come from the network, and the pages that need
 *   them say so when offline. 404.html is not precached (unknown URLs offline get the browser's
 *   page).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

/** '/' for index.html, '/tools/age-calculator' for tools/age-calculator/index.html. */
const pageUrl = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`);

/** The codes of the languages built besides English: dist/<code>/index.html is one's home page. */
const languageDirs = (dist) =>
  readdirSync(dist).filter(
    (name) => /^[a-z]{2}$/.test(name) && existsSync(path.join(dist, name, 'index.html')),
  );

export async function writeServiceWorker(dist) {
  const codes = languageDirs(dist);
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: [
      '**/index.html',
      'assets/**/*.{js,css,svg,png,webp,woff2}',
      'icons/*.png',
      'manifest.webmanifest',
    ],
    globIgnores: codes.map((code) => `${code}/**`),
    runtimeCaching: codes.length
      ? [
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
        ]
      : [],
    swDest: path.join(dist, 'sw.js'),
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((e) =>
          e.url.endsWith('index.html') ? { ...e, url: pageUrl(e.url) } : e,
        ),
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
  if (warnings.length > 0) throw new Error(`generateSW: ${warnings.join('\n')}`);
  return { count, size };
}
