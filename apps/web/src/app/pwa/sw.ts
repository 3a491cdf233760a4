/**
 * The offline service worker, one script for every language: bundled once by
 * scripts/service-worker.mjs, which writes it to dist/sw.js for the English pages (scope /) and to
 * dist/<code>/sw.js for each other language's (scope /<code>/), each copy with its own list of files
 * to precache in place of `self.__WB_MANIFEST`. A worker knows its language from where it is
 * served, and so which word chunks are another language's.
 *
 * - Precached: the language's pages (under the URL the server gives them, whatever their query:
 *   the tools keep their inputs there) and the shell (every script and style that is not another
 *   language's words). A new build changes the list, so browsers install the new worker, which
 *   waits until the page asks it to take over (SKIP_WAITING, once the visitor accepts a refresh).
 * - Kept at runtime, for what a visitor reads in another language than the one they installed:
 *   that language's word chunks, fetched when the language is chosen (cache first: their names
 *   change with their content), and, in the English worker, another language's pages once visited
 *   (network first). Opening a page of that language registers its own worker, which then
 *   precaches the language.
 * - Nothing else: /api answers always come from the network, and the pages that need them say so
 *   when offline.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

/** Every language the site is built in, English first (set when the worker is bundled). */
declare const __LANGUAGES__: string[];

/** What this script uses of the service worker's global scope (the DOM's types lack it). */
declare const self: {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** This copy's precache list, written in by the build. */
  readonly __WB_MANIFEST: PrecacheEntry[];
};

const languages = __LANGUAGES__;
const [english, ...codes] = languages;
const own = /^\/([a-z]{2})\/sw\.js$/.exec(self.location.pathname)?.[1] ?? english;
const others = languages.filter((code) => code !== own).join('|');

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./] });
cleanupOutdatedCaches();

// Another language's words and tool pages: `es-<hash>.js`, `slope-page-es-<hash>.js`.
registerRoute(
  new RegExp(`/assets/(?:[\\w-]+-page-)?(?:${others})-[\\w-]{8}\\.js$`),
  new CacheFirst({
    cacheName: 'words-in-other-languages',
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

if (own === english) {
  // A page in another language, whatever its query.
  registerRoute(
    new RegExp(`^https?://[^/]+/(?:${codes.join('|')})(?:/[^.?#]*)?(?:[?#].*)?$`),
    new NetworkFirst({
      cacheName: 'pages-in-other-languages',
      matchOptions: { ignoreSearch: true },
      plugins: [new ExpirationPlugin({ maxEntries: 100 })],
    }),
  );
}
