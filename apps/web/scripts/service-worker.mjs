/**
 * The service workers (called by prerender.mjs once every page is written), one per language:
 * dist/sw.js for the English pages (scope /) and dist/<code>/sw.js for each other language's
 * (scope /<code>/). The page registers its own language's worker, so a visitor precaches the shell
 * (every script and style that is not words) with their language's pages, words and maths, and
 * not the four other languages': the site keeps each language's words (and math-core's) in
 * chunks of their own.
 *
 * One script serves every language (src/app/pwa/sw.ts, which says what a worker caches and keeps):
 * it is bundled once, with Workbox's modules, and each language's copy gets its own precache list
 * from Workbox's getManifest in place of `self.__WB_MANIFEST`. (Workbox's generateSW bundled the
 * same runtime again for each language: 12 s of CPU for the five, against 0.7 s now.)
 *
 * - Pages are listed under the URL the server gives them (`/tools/age-calculator`, not
 *   `…/index.html`).
 * - Hashed files under assets/ need no revision; pages are revised by content hash, so a new
 *   build changes sw.js and browsers pick up the new version (the page then offers a refresh).
 * - Every URL is absolute: a worker under /es/ would resolve `assets/…` to `/es/assets/…`.
 * - 404.html is not precached (unknown URLs offline get the browser's page).
 */
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { getManifest } from 'workbox-build';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** The worker's script, minified, with `self.__WB_MANIFEST` where each copy's list goes. */
async function bundle(languages) {
  // A library build with one format gives one output, as an array.
  const [{ output }] = await build({
    root: web,
    configFile: false,
    logLevel: 'warn',
    // Workbox's modules log and assert only outside production.
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __LANGUAGES__: JSON.stringify(languages),
    },
    build: {
      write: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: path.join(web, 'src/app/pwa/sw.ts'), formats: ['iife'], name: 'sw' },
    },
  });
  const code = output[0].code;
  if (code.split('self.__WB_MANIFEST').length !== 2) {
    throw new Error('The bundled service worker must name self.__WB_MANIFEST exactly once');
  }
  return code;
}

/** One language's precache list: `code` null for English (every page outside /<code>/). */
async function manifest(dist, code, codes) {
  const others = ['en', ...codes].filter((c) => c !== (code ?? 'en'));
  const { manifestEntries, count, size, warnings } = await getManifest({
    globDirectory: dist,
    globPatterns: [
      code ? `${code}/**/index.html` : '**/index.html',
      'assets/**/*.{js,css,svg,png,webp,woff2}',
      'icons/*.png',
      'manifest.webmanifest',
    ],
    globIgnores: [
      ...(code ? [] : codes.map((c) => `${c}/**`)),
      ...others.map(wordChunks),
      ...others.map(pageChunks),
    ],
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
  });
  if (warnings.length > 0) throw new Error(`getManifest (${code ?? 'en'}): ${warnings.join('\n')}`);
  return { entries: manifestEntries, count, size };
}

/** Writes every language's worker; returns what each precaches, English first. */
export async function writeServiceWorker(dist) {
  const codes = languageDirs(dist);
  // Every other language has as many chunks of its own (a namespace each, and math-core's words;
  // English has the same namespaces, its maths words being math-core's own): a chunk named
  // otherwise would be precached for everyone, one missing not at all.
  const counts = codes.map((c) => countChunks(dist, c));
  if (new Set(counts).size > 1) {
    throw new Error(`Languages with different numbers of word chunks: ${codes} ${counts}`);
  }
  const script = await bundle(['en', ...codes]);
  return Promise.all(
    [null, ...codes].map(async (code) => {
      const { entries, count, size } = await manifest(dist, code, codes);
      await writeFile(
        path.join(dist, code ?? '', 'sw.js'),
        script.replace('self.__WB_MANIFEST', () => JSON.stringify(entries)),
      );
      return { language: code ?? 'en', count, size };
    }),
  );
}

const countChunks = (dist, code) =>
  readdirSync(path.join(dist, 'assets')).filter((f) =>
    new RegExp(`^${code}-[\\w-]{8}\\.js$`).test(f),
  ).length;
