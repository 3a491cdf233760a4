// Slowest call of every export over the adversarial corpus (test/adversarial.ts), against the
// built library: the figure behind "any argument, in bounded time". Prints one row per export.
// Each call is timed three times and the best kept; formatMoney's first call for a new locale and
// currency also builds (and caches) an Intl formatter, which the repeats do not see.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'dist/index.js');
if (!existsSync(entry)) execSync('pnpm run build', { cwd: root, stdio: 'inherit' });

const bundled = await build({
  entryPoints: [resolve(root, 'test/adversarial.ts')],
  bundle: true,
  format: 'esm',
  write: false,
});
const corpus = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].contents).toString('base64')}`
);
const library = await import(pathToFileURL(entry).href);

const argumentLists = corpus.ADVERSARIAL_ARGUMENTS;

const rows = [];
for (const [name, fn] of Object.entries(library)) {
  if (typeof fn !== 'function') continue;
  for (const args of argumentLists) fn(...args); // warm up
  let worst = { ms: 0, args: [] };
  for (const args of argumentLists) {
    // Best of three, so a garbage-collection pause is not charged to the call.
    let ms = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      fn(...args);
      ms = Math.min(ms, performance.now() - start);
    }
    if (ms > worst.ms) worst = { ms, args };
  }
  const shown = JSON.stringify(worst.args, (_, v) =>
    Array.isArray(v) && v.length > 3 ? `[${v.length} rows]` : v,
  );
  rows.push({
    export: name,
    calls: argumentLists.length,
    'slowest (ms)': Number(worst.ms.toFixed(3)),
    'slowest call': shown.slice(0, 60),
  });
}
console.table(rows);
const slowest = Math.max(...rows.map((row) => row['slowest (ms)']));
console.log(`slowest call of any export: ${slowest} ms (budget: well under 10 ms)`);
