import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { messagesPlugin } from './messages-plugin.ts';
import { reactRouterPureCalls } from './react-router-pure.ts';
import type { examplesInEveryLanguage } from './src/features/tools/lib/worked-examples';
import type { Language } from './src/i18n/languages';

const mathCore = fileURLToPath(new URL('../../packages/math-core/src/index.ts', import.meta.url));
/** math-core's language entries (`@mathtools/math-core/locales/es` …), from their modules too. */
const mathCoreLocales = fileURLToPath(
  new URL('../../packages/math-core/src/solve/write', import.meta.url),
);
const web = fileURLToPath(new URL('.', import.meta.url));
/**
 * math-core is bundled from its TypeScript modules, not its one-file dist: Rollup can then give
 * each route only the functions it uses. From the dist file, every route that used one calculator
 * loaded the union of all the functions the app uses (the solver included).
 */
const mathCoreFromSource = [
  {
    find: /^@mathtools\/math-core\/locales\/(es|fr|de|pt)$/,
    replacement: `${mathCoreLocales}/$1.ts`,
  },
  { find: '@mathtools/math-core', replacement: mathCore },
];

/**
 * A value written as a JavaScript literal; anything that is not plain data is refused (the
 * examples reach it as data: lib/worked-examples.ts reads math-core's unit conversion, whose texts
 * are made on first read, as what its `toJSON` gives).
 */
function literal(value: unknown, at: string): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => literal(v, `${at}[${i}]`)).join(',')}]`;
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(
      ([k, v]) => `${JSON.stringify(k)}:${literal(v, `${at}.${k}`)}`,
    );
    return `{${entries.join(',')}}`;
  }
  throw new Error(`${at} is not plain data (${typeof value})`);
}

/**
 * A tool page's modules in one language: `features/tools/pages-in.ts?language=es` (the pages'
 * loaders), `features/tools/<id>/page.tsx?language=es`, its head and its examples.
 */
const inLanguage = /[\\/]features[\\/]tools[\\/]([\w-]+[\\/])?[\w.-]+\?language=(en|es|fr|de|pt)$/;
/** What a module in a language imports in the same language: a page, its head, its examples. */
const sameLanguage = /^\.\/([\w-]+\/)?(page\.tsx|page\.meta(\.ts)?|examples)$/;
const workedExamples = fileURLToPath(
  new URL('./src/features/tools/lib/worked-examples.ts', import.meta.url),
);

/**
 * The tool pages' examples (`features/tools/<id>/examples.ts`), in each page's language. The tool
 * registry loads a page in its language (`page.tsx?language=es`); its imports of `./examples` and
 * `./page.meta` are that language's too (`examples.ts?language=es`), and that examples module is
 * the exports of `examples.ts` as data, worked out by math-core here, when the page is built, and
 * written in the language's words and notation (features/tools/lib/worked-examples.ts). Each
 * statement of the page is parsed and checked true, so a false example fails the build (this
 * run, for the client and for the SSR prerender, which renders the same data, so the page
 * hydrates without a mismatch) and the unit tests (which import the module). A page thus ships
 * neither math-core's parser, checker and typesetter (~7 KB gzip) nor its words for the language
 * (~55 KB gzip), and none of the other languages' examples. An export that is not data (a helper
 * function) is left out, so importing one from a page fails the build.
 */
function prebuiltExamples(): Plugin {
  /**
   * A Vite server of its own in which the examples are run, with math-core from its modules: one
   * for the build (each examples module and each language's words are then loaded once), closed
   * when the build ends.
   */
  let runner: Promise<ViteDevServer> | undefined;
  /** Each examples module in every language, worked out once per build (and again on a change). */
  const worked = new Map<string, ReturnType<typeof examplesInEveryLanguage>>();
  const examplesOf = (file: string) => {
    runner ??= createServer({
      configFile: false,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      resolve: { alias: mathCoreFromSource },
      // It only runs modules in Node: no browser dependencies to find and pre-bundle (the scan
      // would read the site's index.html and fail on the messages module only the site's own
      // config provides).
      optimizeDeps: { noDiscovery: true },
    });
    let all = worked.get(file);
    if (!all) {
      all = runner
        .then((server) => server.ssrLoadModule(workedExamples))
        .then((module) =>
          (
            module as { examplesInEveryLanguage: typeof examplesInEveryLanguage }
          ).examplesInEveryLanguage(file),
        );
      worked.set(file, all);
    }
    return all;
  };
  return {
    name: 'mathtools:prebuilt-examples',
    // Before Vite's resolver, which would resolve `./examples` to the file itself.
    enforce: 'pre',
    async resolveId(source, importer) {
      const language = importer?.match(inLanguage)?.[2];
      if (!importer || !language || !sameLanguage.test(source)) return null;
      const file = importer.slice(0, importer.indexOf('?'));
      const resolved = await this.resolve(source, file, { skipSelf: true });
      return resolved && `${resolved.id}?language=${language}`;
    },
    async load(id) {
      const language = id.match(inLanguage)?.[2] as Language | undefined;
      if (!language || !/[\\/]examples\.ts\?/.test(id)) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const { examples, unworded } = (await examplesOf(file))[language];
      // math-core has no words in this language for these steps' notes: they stay English.
      for (const step of unworded) this.warn(`${file} in ${language}: no words for ${step}`);
      return Object.entries(examples)
        .filter(([, value]) => typeof value !== 'function')
        .map(([name, value]) => `export const ${name} = ${literal(value, name)};`)
        .join('\n');
    },
    watchChange() {
      worked.clear();
      runner?.then((server) => server.moduleGraph.invalidateAll());
    },
    async closeBundle() {
      const server = runner;
      runner = undefined;
      worked.clear();
      await (await server)?.close();
    },
  };
}

/**
 * Modules that load together, in one chunk each. Left to itself the bundler cuts a chunk for every
 * distinct set of importers, so a tool page loaded ~30 chunks of 0.1–4 KB: each one compressed
 * alone (gzip learns nothing across files) and wrapped in its own imports and exports. A group
 * holds only modules that every page loading one of them loads anyway (no page pays for code it
 * does not run), and their own dependencies stay where they are (`includeDependenciesRecursively`
 * off), so React and the shell never move into a group.
 */
const chunkGroups = [
  // The practice page's skill list and the mastery words it shares with a skill's round: the
  // round opens only from that list (Practise, Review), so whoever loads the round has it already.
  // Not the list's entry (`components/skills/index.ts`), which also brings the round's panel:
  // with it in the group, rolldown 1.2 wrote that chunk an export of a name it never declared
  // (`skills_exports`), so the chunk failed to load; the e2e practice specs catch it.
  {
    name: 'skills',
    test: /src[\\/]features[\\/]practice[\\/](mastery\.ts|components[\\/]skills[\\/]skills-overview\.tsx)$/,
  },
  // math-core's expression trees, their text and MathML renderers: every calculator's steps use
  // them.
  {
    name: 'math',
    test: /math-core[\\/]src[\\/]math[\\/](tree|build|steps|toText|toMathML)/,
  },
  // TanStack Query: every page with API data creates the client and its caches and runs queries
  // (the hooks a page does not call are about 1 KB). Cut along its own imports it was five chunks
  // on /practice, each compressed alone.
  // The provider and client that every such page renders them under go with them, and so does
  // the provider's offline notice with the online state it reads (which only the practice page,
  // itself a data page, also reads).
  // Except `useMutation` and its observer (0.4 KB gzip): no first view of /pricing, /practice,
  // /marketplace or /checkout calls it (their mutations come in chunks fetched on a press), so it
  // is a chunk of its own, loaded by the modules that call it (the contact form, the dialogs).
  {
    name: 'query',
    test: (id: string) =>
      /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]app[\\/](query-(provider|client)\.tsx?|pwa[\\/](offline-notice(\.css)?|use-online)\.tsx?)$/.test(
        id,
      ) && !/[\\/](useMutation|mutationObserver)\.js$/.test(id),
  },
  // What every tool page has around its own content: the page frame, its links to other tools,
  // its head (FAQ and how-to structured data).
  {
    name: 'tool-page',
    test: /src[\\/]features[\\/]tools[\\/](page-links\.ts|components[\\/]tool-page(\.css\.ts|\.tsx)|lib[\\/]page-meta\.ts|[\w-]+[\\/]links\.ts)$/,
  },
  // The form every calculator (on /tools and on the tool pages) is made of: the form and its
  // fields, their styles, the state it keeps in the URL, and how it reads and writes numbers.
  {
    name: 'tool-form',
    test: /src[\\/](features[\\/]tools[\\/](components[\\/](tool-form\.tsx|tool\.css\.ts)|lib[\\/](url-state|local-numbers|parse)\.ts)|lib[\\/]group-digits\.ts)$/,
  },
  // An FAQ: the accordion (native details/summary, its markup and styles) and the FAQPage
  // structured data beside it (home, support, pricing and every tool page).
  {
    name: 'faq',
    test: /src[\\/](components[\\/](content[\\/]faq\.tsx|ui[\\/]accordion(\.css\.ts|\.tsx))|lib[\\/]faq-json-ld\.ts)$/,
  },
  // A tool page's component, its head and its worked examples, in one language: its route fetches
  // the first two side by side (the tool registry's `pageContent`), and only they read the
  // examples. One chunk per tool page and language (`slope-page-es`), each compressed alone: a
  // page in one language fetches none of the others' examples.
  {
    debugName: 'tool page',
    name: (id: string) => {
      const page = id.match(
        /src[\\/]features[\\/]tools[\\/]([\w-]+)[\\/](?:page\.tsx|page\.meta\.ts|examples\.ts)\?language=(\w+)$/,
      );
      return page ? `${page[1]}-page-${page[2]}` : null;
    },
  },
  // React, its DOM renderer and scheduler, and Vite's helper around each dynamic import: every
  // page loads all four first. Left to itself the bundler put React and the helper in two chunks
  // of their own beside the entry (3.2 and 0.9 KB gzip), each compressed alone; together they
  // save about 0.3 KB gzip on every page.
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/]preload-helper/,
  },
  // What every Radix widget here (tabs, dialog, toast) is built on.
  {
    name: 'radix',
    test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|slot|context|presence|compose-refs|id|use-controllable-state|use-callback-ref|use-layout-effect|use-effect-event))[\\/]/,
  },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

/**
 * A tool folder's modules are `widget.tsx`, `work.tsx`, `page.tsx` in `features/tools/<id>/`:
 * their chunks are named after the folder (`quadratic-work-[hash].js`), not all `work-[hash].js`.
 */
function toolChunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const tool = chunk.facadeModuleId?.match(/[\\/]features[\\/]tools[\\/]([^\\/]+)[\\/](\w+)\.tsx$/);
  return tool ? `assets/${tool[1]}-${tool[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * React Router's production build, for the browser bundle. Its package exports name only its
 * development build (remix-run/react-router#12532, #14102), which is the same code with its
 * warnings for developers switched on: path checks and "No routes matched" messages in every
 * page's first load (0.6 KB gzip). Its production build, beside it in the package, has them off.
 * react-router-dom re-exports `react-router` and `react-router/dom`; both are pointed there, so
 * the bundle holds one copy of the router. The dev server keeps the warnings.
 */
const reactRouterProduction = (() => {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const dist = path.join(path.dirname(fromRouterDom.resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'production/dom-export.mjs') },
  ];
})();

/**
 * Canonical links, Open Graph URLs and the sitemap use PUBLIC_ORIGIN, read once at build time
 * and baked into both the client and the SSR bundle so prerendered HTML and client-side head
 * updates agree.
 */
const publicOrigin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    prebuiltExamples(),
    messagesPlugin(web),
    reactRouterPureCalls(),
  ],
  resolve: {
    alias: [
      ...mathCoreFromSource,
      ...(command === 'build' ? reactRouterProduction : []),
      // The message catalogues reach the browser already parsed (messages-plugin.ts), so
      // intl-messageformat gets the parser's type guards without the parser itself (about 9 KB
      // gzip), as FormatJS documents for precompiled messages.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
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
    // No modulepreload links, neither in the HTML nor added by script before a lazy chunk: the
    // browser fetches a chunk's imports when it reads the chunk. In the HTML, preloading ~100 KB of
    // JS competed with the HTML and CSS under Lighthouse's mobile simulation (perf 93 → 98 on `/`
    // without it). Before a lazy chunk, Vite's helper inserted one link per dependency (17–20 on
    // the pages with the most code) inside the task that evaluates the entry, which was then the
    // page's longest; without them, five alternating Lighthouse runs on a slow 2-core host put the
    // median total blocking time of /practice at 318 ms instead of 434, /marketplace 243 instead
    // of 530, /tools 250 instead of 300 (apps/web/README.md, "Lighthouse bench"). The price is a
    // round trip or two before hydration (the page is already there as HTML) and before a first
    // client-side visit to another page whose chunks are not cached yet; the service worker
    // precaches every chunk but the other languages' words once the first page is idle.
    modulePreload: false,
    rolldownOptions: {
      // Radix's modules are built with names kept: after each function and class comes a call
      // `__name(fn, 'name')` (Object.defineProperty of its `name`). The bundler took those calls
      // for side effects, so they kept every function they named, used or not: all of
      // react-collection's ordered dictionary (2.2 KB gzip) on the pages with tabs, never called.
      // Declared pure, a call goes with what it names, and is dropped where its function stays
      // (only `fn.name` differs, which the minifier renames anyway and Radix never reads).
      treeshake: { manualPureFunctions: ['__name'] },
      output: { codeSplitting: { groups: chunkGroups }, chunkFileNames: toolChunkName },
    },
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
}));
