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
 * - No runtime caching: /api answers always come from the network, and the pages that need them
 *   say so when offline. 404.html is not precached (unknown URLs offline get the browser's page).
 */
import path from 'node:path';
import { generateSW } from 'workbox-build';

/** '/' for index.html, '/tools/age-calculator' for tools/age-calculator/index.html. */
const pageUrl = (file) => (file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`);

export async function writeServiceWorker(dist) {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: [
      '**/index.html',
      'assets/**/*.{js,css,svg,png,webp,woff2}',
      'icons/*.png',
      'manifest.webmanifest',
    ],
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
