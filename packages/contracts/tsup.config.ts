import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/openapi.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // One copy of the schemas shared by both entry points (in CJS too), so they stay the same objects.
  splitting: true,
  clean: true,
  target: 'es2022',
});
