import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/skill-kit.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // One copy of the code both entry points use (in CJS too), so a skill made with the kit builds
  // its problems with the same functions the library's own skills use.
  splitting: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
  // Maps, with their sources inlined, let a stack trace or a debugger in a user's app point at
  // the library's TypeScript.
  sourcemap: true,
});
