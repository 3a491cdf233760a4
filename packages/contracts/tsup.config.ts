import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/paths.ts', 'src/operations.ts', 'src/openapi.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // One copy of the schemas shared by both entry points (in CJS too), so they stay the same objects.
  splitting: true,
  clean: true,
  target: 'es2022',
  // The OpenAPI document as a plain JSON file too (`@mathtools/contracts/openapi.json`), so a page
  // can show it without shipping zod and the schemas to the browser. Rewritten on every (watch) build.
  async onSuccess() {
    const built = pathToFileURL(resolve('dist/openapi.js')).href;
    const { buildOpenApiDocument } = await import(`${built}?at=${Date.now()}`);
    await writeFile('dist/openapi.json', `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  },
});
