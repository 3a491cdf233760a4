// Prints the solver's corpus figures: every generated problem solved and checked against
// Algebrite (and a numeric scan with mathjs for exponential and logarithmic equations). Exits 1
// on any wrong answer, missed or extraneous root, or false step.
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Bundled into the package's own cache folder, so Algebrite and mathjs resolve from node_modules.
const outfile = resolve(root, 'node_modules/.cache/solve-corpus.mjs');
await build({
  entryPoints: [resolve(root, 'test/solve-corpus.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile,
});
const corpus = await import(pathToFileURL(outfile).href);
const start = performance.now();
const verdicts = corpus.generateCorpus().map(corpus.check);
const rows = corpus.figures(verdicts);
console.table(rows);
const bad = verdicts.filter(
  (v) => v.error || v.wrong.length + v.missed.length + v.extraneous.length + v.steps.length > 0,
);
for (const v of bad)
  console.log(
    JSON.stringify(v.problem.text),
    v.error ?? '',
    v.wrong,
    v.missed,
    v.extraneous,
    v.steps,
  );
const total = rows.at(-1);
console.log(
  `${total.problems} problems, ${total.solved} solved: ${total.wrong} wrong, ${total.missed} missed, ${total.extraneous} extraneous, ${total.falseSteps} false steps of ${total.steps}; ${total.rejected} extraneous roots rejected in a step (${((performance.now() - start) / 1000).toFixed(1)} s)`,
);
if (bad.length > 0 || total.problems < 500) process.exit(1);
