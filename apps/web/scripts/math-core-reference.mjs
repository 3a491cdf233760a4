/**
 * The API reference of @mathtools/math-core, served by the site under /developers/math-core:
 * TypeDoc's HTML (`pnpm --filter @mathtools/math-core run docs` writes it to
 * packages/math-core/build/reference) copied into the web build as it is, by prerender.mjs once
 * the site's own pages are written.
 *
 * The server answers a folder's index without its trailing slash (/developers/math-core), where
 * the reference's front page, written to be read from inside its folder, would resolve its
 * relative links from /developers/: a <base> on that page puts them back under the reference.
 * The reference's pages are not in the service worker's precache: they are for reading online.
 */

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REFERENCE_PATH = '/developers/math-core';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.resolve(web, '../../packages/math-core/build/reference');

/**
 * Copies the reference into `<dist>/developers/math-core` and returns the number of pages and
 * the bodies of their inline scripts (TypeDoc's theme switch, the same on every page), which the
 * server's Content-Security-Policy must allow by hash like the site's own.
 */
export async function copyMathCoreReference(dist) {
  // turbo builds it before this app; a web build run on its own builds it when it is missing.
  if (!existsSync(path.join(built, 'index.html'))) {
    execFileSync('pnpm', ['--filter', '@mathtools/math-core', 'run', 'docs'], { stdio: 'inherit' });
  }
  const out = path.join(dist, REFERENCE_PATH.slice(1));
  await cp(built, out, { recursive: true });

  const front = path.join(out, 'index.html');
  const html = await readFile(front, 'utf8');
  if (!html.includes('<head>')) throw new Error(`${front} has no <head>`);
  await writeFile(front, html.replace('<head>', `<head><base href="${REFERENCE_PATH}/">`));

  let pages = 0;
  const inlineScripts = new Set();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    pages++;
    const page = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    for (const [, attrs, body] of page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!/\ssrc=/.test(attrs)) inlineScripts.add(body);
    }
  }
  return { pages, inlineScripts };
}
