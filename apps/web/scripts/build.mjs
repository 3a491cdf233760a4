/**
 * `pnpm build`: client build → SSR build → prerender.
 * WEB_DIST_DIR (default dist, relative to apps/web) picks the output folder, so several people
 * sharing one working tree can build and test side by side without overwriting each other's
 * files (`WEB_DIST_DIR=dist-3202 pnpm build`, then `E2E_PORT=3202 WEB_DIST_DIR=dist-3202 pnpm e2e`).
 * The SSR bundle goes to `<dir>-ssr`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(web, process.env.WEB_DIST_DIR ?? 'dist');
process.env.WEB_DIST_DIR = outDir;

await build({ root: web, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  root: web,
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: `${outDir}-ssr`, emptyOutDir: true },
});
await import('./prerender.mjs');
