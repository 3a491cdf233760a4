import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

for (const c of [
  "export { es } from './src/solve/write/es.ts'",
  "export { spanishNotation } from './src/solve/write/es.ts'",
  "export { es, spanishPractice } from './src/solve/write/es.ts'",
]) {
  const r = await build({
    stdin: { contents: c, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  console.log(
    c,
    r.outputFiles[0].contents.length,
    gzipSync(r.outputFiles[0].contents, { level: 9 }).length,
  );
}
