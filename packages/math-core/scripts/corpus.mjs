// Prints the solver's corpus figures and writes them to test/corpus/RESULTS.md:
// 1. the Algebrite corpus (test/solve-corpus.ts): every generated problem checked against
//    Algebrite (and a numeric scan with mathjs for exponential and logarithmic equations);
// 2. the SymPy corpus (test/solve-sympy-corpus.ts): every kind the solver answers, generated and
//    hand-written problems, each answer judged by SymPy in one python3 process, with the refused
//    problems and any wrong answer or false step listed;
// 3. definite integrals (test/solve-sympy-definite.ts), proper and improper, judged by SymPy.
// Exits 1 on any wrong answer, missed or extraneous root, or false step in any of them.
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A test module bundled into the package's own cache folder, so its imports resolve from node_modules. */
const load = async (entry, name) => {
  const outfile = resolve(root, `node_modules/.cache/${name}.mjs`);
  await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
  });
  return import(pathToFileURL(outfile).href);
};

// 1. Algebrite.
const corpus = await load('test/solve-corpus.ts', 'solve-corpus');
let start = performance.now();
const verdicts = corpus.generateCorpus().map(corpus.check);
const rows = corpus.figures(verdicts);
console.log('Algebrite corpus (test/solve-corpus.ts)');
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
const algebriteSeconds = (performance.now() - start) / 1000;
console.log(
  `${total.problems} problems, ${total.solved} solved: ${total.wrong} wrong, ${total.missed} missed, ${total.extraneous} extraneous, ${total.falseSteps} false steps of ${total.steps}; ${total.rejected} extraneous roots rejected in a step (${algebriteSeconds.toFixed(1)} s)`,
);

// 2. SymPy.
const sympy = await load('test/solve-sympy-corpus.ts', 'solve-sympy-corpus');
start = performance.now();
const judged = sympy.runCorpus(sympy.generateSympyCorpus());
const sympySeconds = (performance.now() - start) / 1000;
const sympyRows = sympy.corpusFigures(judged);
console.log('\nSymPy corpus (test/solve-sympy-corpus.ts)');
console.table(sympyRows);
const refused = judged.filter((v) => v.refused !== undefined);
const failing = judged.filter((v) => v.wrong !== undefined || v.falseSteps.length > 0);
const numeric = judged.filter((v) => v.numeric);
for (const v of failing)
  console.log(JSON.stringify(v.problem.text), 'ours:', v.answer, v.wrong ?? '', v.falseSteps);
const sympyTotal = sympyRows.at(-1);
console.log(
  `${sympyTotal.problems} problems (${sympyTotal.handWritten} hand-written), ${sympyTotal.solved} solved: ${sympyTotal.wrong} wrong, ${sympyTotal.refused} refused, ${sympyTotal.falseSteps} false steps of ${sympyTotal.steps} (${sympySeconds.toFixed(1)} s)`,
);

// 3. Definite integrals, proper and improper, judged by SymPy.
const definite = await load('test/solve-sympy-definite.ts', 'solve-sympy-definite');
start = performance.now();
const definiteVerdicts = definite.judgeDefinite(
  definite.definiteProblems(definite.SWEEP.count, definite.SWEEP.seed),
);
const definiteSeconds = (performance.now() - start) / 1000;
const definiteRows = definite.definiteFigures(definiteVerdicts);
console.log('\nDefinite integrals (test/solve-sympy-definite.ts)');
console.table(definiteRows);
const definiteBad = definiteVerdicts.filter((v) => v.verdict === 'wrong');
for (const v of definiteBad)
  console.log(JSON.stringify(v.problem.text), 'ours:', v.ours, 'SymPy:', v.sympy);
const definiteTotal = definiteRows.at(-1);
console.log(
  `${definiteTotal.tried} tried: ${definiteTotal.right} right, ${definiteTotal.wrong} wrong, ${definiteTotal.refused} refused, ${definiteTotal.unjudged} not judged by SymPy (${definiteSeconds.toFixed(1)} s)`,
);

// RESULTS.md: written by this script only.
/** A Markdown table with its columns padded; numbers align right. */
const table = (header, body) => {
  const cells = body.map((row) => row.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const right = header.map((_, i) => cells.every((row) => /^\d+$/.test(row[i])));
  const line = (row) =>
    `| ${row.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...cells.map(line)];
};
const md = (text) => `\`${String(text).replaceAll('\n', '\\n').replaceAll('`', "'")}\``;
const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const report = [
  '# The solver against SymPy and Algebrite',
  '',
  `Written by \`pnpm corpus\` (scripts/corpus.mjs) on ${when}, Node ${process.version}. Do not edit by hand.`,
  '',
  '## SymPy corpus',
  '',
  'Problems of every kind `solve` answers, as students type them: generated from a fixed seed',
  'and written by hand (textbook problems), in test/solve-sympy-corpus.ts. Each answer is judged',
  'by SymPy (solution sets over the reals, with complex roots where they are stated; inequality',
  'sets; equal values; expanded and irreducible factored forms; quotients and remainders;',
  'derivatives by `diff`; antiderivatives by differentiating them), and each step is checked',
  '(test/solve-steps.ts; steps with d/dx or ∫ by SymPy). A refusal is counted as refused, not',
  'wrong. "false steps" counts the false steps, not the problems with one.',
  '',
  ...table(
    ['kind', 'problems', 'hand-written', 'solved', 'wrong', 'refused', 'false steps', 'steps'],
    sympyRows.map((r) => [
      r.kind,
      r.problems,
      r.handWritten,
      r.solved,
      r.wrong,
      r.refused,
      r.falseSteps,
      r.steps,
    ]),
  ),
  '',
  `Solved and judged in ${sympySeconds.toFixed(0)} s.`,
  '',
  '### Refused',
  '',
  ...(refused.length === 0
    ? ['None.']
    : refused.map(
        (v) => `- ${v.problem.kind}: ${md(v.problem.text)}: ${v.refused.split('. ')[0]}`,
      )),
  '',
  '### Wrong answers and false steps',
  '',
  ...(failing.length === 0
    ? ['None.']
    : failing.flatMap((v) => [
        `- ${v.problem.kind}: ${md(v.problem.text)}: ours ${md(v.answer)}${v.wrong ? `; ${md(v.wrong)}` : ''}`,
        ...v.falseSteps.map((s) => `  - false step: ${md(s)}`),
      ])),
  '',
  ...(numeric.length === 0
    ? []
    : [
        '### Checked by substitution only (SymPy gave no finite set)',
        '',
        ...numeric.map((v) => `- ${md(v.problem.text)}: ${md(v.answer)}`),
        '',
      ]),
  '## Definite integrals',
  '',
  'Generated definite integrals (test/solve-sympy-definite.ts) with poles, the edges of logarithms',
  'and roots, and tan and sec² asymptotes planted inside, at and beside the interval; infinite',
  'limits, convergent and divergent; integrands undefined on the interval; π and e as limits; and',
  'the integrand families between random limits. SymPy splits the interval where',
  '`continuous_domain` leaves points out and integrates each part: a value, a divergence, or a',
  'stretch where the integrand is undefined. Right means the same value, "The integral diverges"',
  'or a refusal saying the integrand is not defined, as SymPy finds.',
  '',
  ...table(
    ['family', 'tried', 'right', 'wrong', 'refused', 'not judged'],
    definiteRows.map((r) => [r.family, r.tried, r.right, r.wrong, r.refused, r.unjudged]),
  ),
  '',
  `Solved and judged in ${definiteSeconds.toFixed(0)} s.`,
  '',
  ...definiteVerdicts
    .filter((v) => v.verdict !== 'right')
    .map(
      (v) =>
        `- ${v.verdict}: ${md(v.problem.text)}: ${md(v.ours.split('. Read as')[0])} (SymPy: ${md(v.sympy)})`,
    ),
  '',
  '## Algebrite corpus',
  '',
  'The earlier generated corpus (test/solve-corpus.ts), checked by Algebrite and a numeric scan.',
  '',
  ...table(
    ['kind', 'problems', 'solved', 'wrong', 'missed', 'extraneous', 'false steps', 'steps'],
    rows.map((r) => [
      r.kind,
      r.problems,
      r.solved,
      r.wrong,
      r.missed,
      r.extraneous,
      r.falseSteps,
      r.steps,
    ]),
  ),
  '',
].join('\n');
writeFileSync(resolve(root, 'test/corpus/RESULTS.md'), report);
console.log('\nWritten to test/corpus/RESULTS.md');
if (
  bad.length > 0 ||
  total.problems < 500 ||
  failing.length > 0 ||
  sympyTotal.problems < 1200 ||
  definiteBad.length > 0
)
  process.exit(1);
