import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Canonical links, Open Graph URLs and the sitemap use PUBLIC_ORIGIN, read once at build time
 * and baked into both the client and the SSR bundle so prerendered HTML and client-side head
 * updates agree.
 */
const publicOrigin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: {
      // math-core is bundled from its TypeScript modules, not its one-file dist: Rollup can then
      // give each route only the functions it uses. From the dist file, every route that used one
      // calculator loaded the union of all the functions the app uses (the solver included).
      '@mathtools/math-core': fileURLToPath(
        new URL('../../packages/math-core/src/index.ts', import.meta.url),
      ),
    },
  },
  define: {
    __PUBLIC_ORIGIN__: JSON.stringify(publicOrigin),
    __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
  },
  build: {
    // One stylesheet linked from every prerendered page: no flash of unstyled content on first
    // paint and none on client-side navigation to a lazily loaded route.
    cssCodeSplit: false,
    target: 'es2022',
  },
  ssr: {
    // Radix and vanilla-extract ship ESM that Node can load, but bundling them keeps the SSR
    // build self-contained for the prerender script.
    noExternal: ['radix-ui', /^@radix-ui\//, /^@vanilla-extract\//],
  },
  server: {
    port: 5173,
    // `pnpm dev` runs the API beside Vite; the app calls it on its own origin, as in production.
    proxy: { '/api': process.env.DEV_API_ORIGIN ?? 'http://127.0.0.1:3000' },
  },
  preview: { port: 4173 },
});
