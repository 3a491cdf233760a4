/**
 * Build step 3 of 3 (after the client and SSR builds): renders every route to static HTML.
 *
 * Why Vite SSR + react-dom/server at build time: the app uses react-router in declarative mode
 * (the data router would cost ~17 KB gzip of first-load JS), and this is the well-trodden Vite
 * "SSR / pre-rendering" recipe: the same route table and page modules render on the server and
 * hydrate in the browser.
 *
 * Writes dist/<route>/index.html (dist/index.html for /) in English and dist/<code>/<route>/index.html
 * in every other language (dist/es/index.html is /es/), each with its <html lang>; dist/404.html and
 * dist/<code>/404.html, robots.txt, sitemap.xml (absolute URLs from PUBLIC_ORIGIN, each page in
 * every language with its hreflang alternates; not the unlisted pages, /teach and /join), csp.json (sha256 of every inline script,
 * which the API adds to its Content-Security-Policy), og/<page>.png (the share image each page's
 * <head> names, see og-images.mjs) and sw.js, <code>/sw.js (each language's offline service worker), and copies the
 * math-core API reference to dist/developers/math-core (see math-core-reference.mjs).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { copyMathCoreReference } from './math-core-reference.mjs';
import { writeOgImages } from './og-images.mjs';
import { writeServiceWorker } from './service-worker.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist');
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
const { render, prerenderPaths, sitemapEntries, notFoundPages } = await import(
  pathToFileURL(`${dist}-ssr/entry-server.js`).href
);

if (!template.includes('<html lang="en">')) throw new Error('index.html lost its <html lang="en">');

async function writePage(url, outFile) {
  const { html, head, language } = await render(url);
  const page = template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
  if (page.includes('<!--app-')) throw new Error(`Template placeholder left in ${outFile}`);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, page);
  return page;
}

const pages = [];
for (const url of prerenderPaths) {
  const out =
    url === '/' ? path.join(dist, 'index.html') : path.join(dist, url.slice(1), 'index.html');
  pages.push({ path: url, html: await writePage(url, out) });
}
for (const { url, file } of notFoundPages) {
  pages.push({ path: url, html: await writePage(url, path.join(dist, file)) });
}
const pagesHtml = pages.map((p) => p.html);

// The share images the pages' <head> names (not precached by the service worker: they are for
// the sites a link is shared on). A page names the same image in every language, so the English
// pages list them all.
const og = await writeOgImages({
  web: root,
  dist,
  ssr: `${dist}-ssr`,
  pages: pages.filter((p) => !/^\/[a-z]{2}(\/|$)/.test(p.path)),
});

// Every inline script must be allowed by hash in the API's CSP; JSON-LD is data, not executed.
// (csp.json is written once the math-core reference, which has its own, is in place.)
const scriptHashes = new Set();
const hashScript = (body) =>
  scriptHashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
for (const html of pagesHtml) {
  for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs)) continue;
    hashScript(body);
  }
}

const today = new Date().toISOString().slice(0, 10);
const urls = sitemapEntries
  .map(
    (entry) =>
      `  <url>\n    <loc>${origin}${entry.path}</loc>\n    <lastmod>${today}</lastmod>\n${entry.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>\n`)
        .join('')}  </url>`,
  )
  .join('\n');
await writeFile(
  path.join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
);
await writeFile(
  path.join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
);

// The service workers precache the pages and assets written above (before compression, so their
// lists name only the originals; each sw.js is compressed below like any script).
const sw = await writeServiceWorker(dist);

// The math-core API reference (after the service worker, which leaves it out of its precache).
const reference = await copyMathCoreReference(dist);
reference.inlineScripts.forEach(hashScript);
await writeFile(
  path.join(dist, 'csp.json'),
  `${JSON.stringify({ scriptHashes: [...scriptHashes] }, null, 2)}\n`,
);

// Pre-compressed siblings: the API's static plugin serves .br/.gz when the client accepts them.
// Brotli at its best quality is most of this script's time (about 22 s of CPU for 12 MB): zlib's
// asynchronous calls run on libuv's threads, so every core compresses.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const toCompress = (await readdir(dist, { recursive: true, withFileTypes: true })).filter(
  (entry) => entry.isFile() && /\.(html|js|css|svg|xml|txt|json)$/.test(entry.name),
);
const written = await Promise.all(
  toCompress.map(async (entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    if (body.length < 1024) return false;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    return true;
  }),
);
const compressed = written.filter(Boolean).length;

console.log(
  `prerendered ${prerenderPaths.length} pages (every route in every language) + ${notFoundPages.length} 404 pages for ${origin}; ${scriptHashes.size} inline script hash(es) in csp.json; ${og.count} share images (${og.drawn} drawn, the rest cached) in ${og.ms} ms; each language's service worker precaches ${sw.map((w) => `${w.language} ${w.count} files (${Math.round(w.size / 1024)} KB)`).join(', ')}; the math-core reference's ${reference.pages} pages copied; ${compressed} files pre-compressed`,
);
