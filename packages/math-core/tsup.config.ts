import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * The package's entry points, each built to `dist/<name>.*` from its source: the library, its
 * skill kit, and each language the solver writes in (`@mathtools/math-core/locales/es` …: the
 * language's notes and notation, which no other entry carries).
 */
const entries: Record<string, string> = {
  index: 'src/index.ts',
  'skill-kit': 'src/skill-kit.ts',
  'locales/es': 'src/solve/write/es.ts',
  'locales/fr': 'src/solve/write/fr.ts',
  'locales/de': 'src/solve/write/de.ts',
  'locales/pt': 'src/solve/write/pt.ts',
};

// What the tarball holds, once: the ESM build, and the types written for CommonJS (.d.cts). The
// rest are one-line modules that point at those.
export default defineConfig((options): Options[] => {
  const outDir = options.outDir ?? 'dist';
  const watch = Boolean(options.watch);
  // The two builds below run at once, so neither may clean the folder the other writes to: it is
  // emptied here, before both (a type chunk is named by its hash, and an old one left behind would
  // be packed). In watch mode the ESM build cleans what it writes, and the types are rewritten.
  if (!watch) rmSync(outDir, { recursive: true, force: true });
  const common: Options = {
    entry: entries,
    outDir,
    target: 'es2022',
  };
  return [
    {
      ...common,
      format: ['esm'],
      // One copy of the code both entry points use, so a skill made with the kit builds its
      // problems with the same functions the library's own skills use.
      splitting: true,
      treeshake: true,
      // The types come from the other build, at the same time: cleaning leaves them alone.
      clean: watch ? ['!**/*.d.cts'] : false,
      // Terser takes out the whitespace and shortens the names of parameters and local variables
      // (esbuild's whitespace minifier drops the `/* @__PURE__ */` marks a bundler tree-shakes by,
      // and its syntax minifier joins declarations a bundler would otherwise drop one by one).
      // Functions and classes keep their names, so a stack trace or a debugger in a user's app
      // names the library's own functions; the code is a fifth lighter for the whitespace and
      // 0.16 MB lighter again for the local names (0.88 → 0.72 MB). Lines are
      // kept short for an editor that opens the file. No source maps in the package: with their
      // sources inlined they were three quarters of the tarball, and without them their mappings
      // weigh more than the code while pointing at files the package does not ship. `pnpm dev`
      // (tsup --watch) keeps the code as esbuild writes it, with maps and their sources.
      minify: watch ? false : 'terser',
      terserOptions: {
        compress: false,
        mangle: { keep_fnames: true, keep_classnames: true },
        format: { comments: false, preserve_annotations: true, max_line_len: 1000 },
      },
      sourcemap: watch,
      async onSuccess() {
        for (const name of Object.keys(entries)) {
          const file = basename(name);
          // `require` of the package loads the ESM build itself, as Node does from 20.19 (the
          // package's engines) and bundlers do: one copy of the code in the tarball instead of two
          // (a CommonJS bundle is as big as the ESM one), and a program that both imports and
          // requires the library gets the same functions and classes either way.
          await writeFile(
            join(outDir, `${name}.cjs`),
            `'use strict';\nmodule.exports = require('./${file}.js');\n`,
          );
          // The types once: the ESM entry's are those of the CommonJS one, which TypeScript reads
          // from an ES module as named exports.
          await writeFile(join(outDir, `${name}.d.ts`), `export * from './${file}.cjs';\n`);
        }
      },
    },
    {
      ...common,
      format: ['cjs'],
      // Declarations only, written without checking the types: `pnpm typecheck` (tsc -b) checks
      // the same sources under the same settings, and `npm test` and the release run it. Checking
      // them here as well was half of the build's CPU time (about 15 s of 33 s on two cores).
      dts: { only: true, compilerOptions: { noCheck: true } },
    },
  ];
});
