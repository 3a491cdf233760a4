import { defineConfig } from 'tsup';

export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/skill-kit.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // One copy of the code both entry points use (in CJS too), so a skill made with the kit builds
  // its problems with the same functions the library's own skills use.
  splitting: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  // No source maps in the package: with their sources inlined they were three quarters of the
  // tarball (5.6 of 7.5 MB), and without the sources their mappings still weigh more than the code
  // they map while pointing at files the package does not ship. The code is not minified either,
  // so a stack trace or a debugger in a user's app shows the library's own names on readable
  // lines, and a bundler tree-shakes it as written. `pnpm dev` (tsup --watch) keeps maps, with
  // their sources, for debugging the TypeScript here.
  sourcemap: Boolean(options.watch),
}));
