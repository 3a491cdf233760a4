/**
 * `pnpm build`: client build → SSR build → prerender (which also draws the share images).
 * WEB_DIST_DIR (default dist, relative to apps/web) picks the output folder, so several people
 * sharing one working tree can build and test side by side without overwriting each other's
 * files (`WEB_DIST_DIR=dist-3202 pnpm build`, then `E2E_PORT=3202 WEB_DIST_DIR=dist-3202 pnpm e2e`).
 * The SSR bundle goes to `<dir>-ssr`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { toolExampleEntries } from './og-images.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(web, process.env.WEB_DIST_DIR ?? 'dist');
process.env.WEB_DIST_DIR = outDir;

await build({ root: web, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
await build({
  root: web,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: `${outDir}-ssr`,
    emptyOutDir: true,
    // Besides the renderer, each tool page's examples module as its own entry
    // (`og-examples/<id>.js`): the share images show one of them, worked by math-core here.
    rolldownOptions: {
      input: { 'entry-server': 'src/entry-server.tsx', ...toolExampleEntries(web) },
    },
  },
});
await import('./prerender.mjs');
