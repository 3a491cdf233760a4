// The speed users need, measured on mixed inputs: every calculator call at most 1 ms at the 99th
// percentile, `solve` at most 20 ms at the 99th percentile over its generated corpus, and the
// tutor (checking a whole working, finding a similar problem) at most 50 ms.
//
// Each calculator gets a few thousand argument lists drawn from one seeded random source, mixing
// the shapes people type (whole numbers, decimals, negatives, tiny and huge values), never one
// input shape alone. math-core is bundled from src (what the next build ships). Every list is
// called once to warm up, then each call is timed on its own and the results are read, so no
// call can be optimised away. The figures are printed and written to bench/RESULTS.md with the
// date, the Node version and the machine. Exits 1 when a target is missed.
//
// Run: pnpm --filter @mathtools/math-core bench (or node bench/targets.mjs).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const loadAtStart = loadavg();
const root = resolve(here, '..');
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const CALCULATOR_P99_MS = 1;
const SOLVE_P99_MS = 20;
/** Checking a student's whole working (several lines, each solved) and finding a similar problem. */
const TUTOR_P99_MS = 50;

// Bundled into the package's own cache folder, so the corpus's Algebrite and mathjs resolve.
const outfile = resolve(root, 'node_modules/.cache/bench-targets.mjs');
await build({
  stdin: {
    contents:
      "export * from './src/index.ts'; export { generateCorpus } from './test/solve-corpus.ts'; export { sympyCorpusTexts } from './test/solve-sympy-corpus.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'es2022',
  packages: 'external',
  outfile,
});
const lib = await import(pathToFileURL(outfile).href);

/** A seeded random source, so every run times the same inputs. */
let seed = 17;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};
const int = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
const pick = (list) => list[int(0, list.length - 1)];

/** A number as people type them: mostly whole numbers and decimals, some extremes. */
const mixed = ({ min = 0, max = 1e6, negative = false } = {}) => {
  const k = random();
  let x;
  if (k < 0.4) x = int(Math.ceil(min), Math.floor(Math.min(max, 1e6)));
  else if (k < 0.8) x = Math.round((min + random() * (Math.min(max, 1e4) - min)) * 100) / 100;
  else if (k < 0.9) x = Math.round(random() * 1e6) / 1e9;
  else x = pick([1e-7, 0.1 + 0.2, 1 / 3, 999999.999, 1e12, 1e15, 2 ** 53 - 1, 1e21, 1e300]);
  x = Math.min(Math.max(x, min), max);
  return negative && random() < 0.2 ? -x : x;
};
const positive = (max = 1e6) => {
  const x = mixed({ min: 0, max });
  return x > 0 ? x : 1;
};
const date = () =>
  `${int(1900, 2030)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
const units = Object.fromEntries(
  lib.listCategories().map(({ id }) => [id, lib.listUnits(id).value.map((u) => u.id)]),
);
const skills = lib.listSkills().map((s) => s.id);
const grades = Object.keys(lib.GRADE_POINTS);
const fraction = () =>
  pick([
    `${int(1, 99)}/${int(1, 99)}`,
    `${int(1, 9)} ${int(1, 7)}/8`,
    String(mixed({ max: 1e4, negative: true })),
  ]);

/** Argument lists per calculator. */
const inputs = {
  arithmetic: () => [mixed({ negative: true }), pick(['+', '-', '*', '/']), positive()],
  fractionCalc: () => [fraction(), pick(['+', '-', '*', '/']), fraction()],
  simplifyRadical: () => [int(1, random() < 0.9 ? 10000 : 1e9)],
  age: () => [date(), date()],
  gpa: () => [
    Array.from({ length: int(1, 8) }, () => ({
      credits: pick([1, 2, 3, 4, 4.5]),
      grade: pick(grades),
    })),
  ],
  bmi: () => [
    random() < 0.5
      ? { weight: positive(300), height: positive(250), system: 'metric' }
      : { weight: positive(600), height: positive(100), system: 'imperial' },
  ],
  simplifyLog: () => [
    pick([2, 3, 10, Math.E, 0.5, 1.5, int(2, 40), positive(1000)]),
    random() < 0.2 ? int(2, 12) ** int(1, 8) : positive(),
  ],
  discount: () => [positive(1e5), mixed({ max: 100 })],
  loan: () => [positive(1e6), int(1, 480), mixed({ max: 30 })],
  tip: () => [positive(1e4), mixed({ max: 50 }), int(1, 12)],
  toCents: () => [mixed({ negative: true })],
  gcdLcm: () => [Array.from({ length: int(2, 5) }, () => int(1, random() < 0.9 ? 1e6 : 1e12))],
  primeFactors: () => [int(2, random() < 0.9 ? 1e6 : 1e12)],
  percentageOf: () => [mixed({ negative: true }), positive()],
  percentChange: () => [positive(), mixed({ negative: true })],
  percentOf: () => [mixed({ negative: true }), mixed({ max: 200 })],
  solveQuadratic: () => [
    mixed({ min: 0.01, max: 100, negative: true }),
    mixed({ max: 1000, negative: true }),
    mixed({ max: 1000, negative: true }),
  ],
  statistics: () => [
    Array.from({ length: int(1, 200) }, () => mixed({ max: 1e4, negative: true })),
  ],
  timeCalc: () => [
    { days: int(0, 30), hours: mixed({ max: 48 }), minutes: int(0, 59) },
    pick(['add', 'subtract']),
    { hours: int(0, 100), minutes: mixed({ max: 59 }), seconds: int(0, 59) },
  ],
  convertUnit: () => {
    const category = pick(Object.keys(units));
    const value = mixed({ negative: category !== 'temperature' });
    return [
      category === 'temperature' ? value - 40 : value,
      category,
      pick(units[category]),
      pick(units[category]),
    ];
  },
  formatMoney: () => [int(-1e9, 1e9), pick(['USD', 'EUR', 'JPY', 'GBP'])],
  checkAnswer: () => {
    const answer = fraction();
    return [pick([answer, fraction(), String(mixed())]), answer];
  },
  generateProblem: () => [pick(['algebra', 'logarithms', 'geometry']), int(0, 1e6)],
  generateSkillProblem: () => [
    pick(skills),
    int(0, 1e6),
    { difficulty: pick(['Easy', 'Medium', 'Hard']) },
  ],
  parseMath: () => [
    pick(['2x + 3 = 7', 'log_2(8x) = 3', '√72', '(1/2)x^2 - 3x = 4', `${mixed()}`]),
  ],
};

let sink = 0;
const read = (result) => {
  const text = JSON.stringify(result);
  sink += text.length;
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times `fn` over every argument list after one warm-up pass: the quantiles, in ms, of each
 * list's best of REPEAT calls. The best of a few is the call's own cost; a single timing also
 * holds whatever else the machine did meanwhile (another process scheduled in, a collection).
 */
const time = (fn, argumentLists) => {
  for (const args of argumentLists) read(fn(...args));
  const ms = [];
  for (const args of argumentLists) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < REPEAT; i++) {
      const start = performance.now();
      const result = fn(...args);
      best = Math.min(best, performance.now() - start);
      read(result);
    }
    ms.push(best);
  }
  ms.sort((a, b) => a - b);
  return {
    calls: ms.length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms[ms.length - 1],
  };
};

const rows = [];
for (const [name, make] of Object.entries(inputs)) {
  const lists = Array.from({ length: CALLS }, make);
  rows.push({ name, target: CALCULATOR_P99_MS, ...time(lib[name], lists) });
}
const corpus = lib.generateCorpus().map((problem) => [problem.text]);
rows.push({ name: 'solve (corpus)', target: SOLVE_P99_MS, ...time(lib.solve, corpus) });
// The SymPy corpus (test/solve-sympy-corpus.ts): every kind on its own row, then all of it.
const sympyCorpus = lib.sympyCorpusTexts();
for (const kind of new Set(sympyCorpus.map((p) => p.kind))) {
  const texts = sympyCorpus.filter((p) => p.kind === kind).map((p) => [p.text]);
  rows.push({ name: `solve: ${kind}`, target: SOLVE_P99_MS, ...time(lib.solve, texts) });
}
rows.push({
  name: 'solve (SymPy corpus)',
  target: SOLVE_P99_MS,
  ...time(
    lib.solve,
    sympyCorpus.map((p) => [p.text]),
  ),
});
// The tutor. checkWorking: for corpus problems, the solver's own working written back as a
// student's lines (its steps' statements), and the same with one number of one line changed, so
// half the workings hold a wrong line to explain. similarProblem: a corpus problem and a seed.
const workings = [];
for (const [text] of corpus.slice(0, 400)) {
  const solved = lib.solve(text);
  if (!solved.ok) continue;
  const lines = solved.value.steps.map((s) => s.text).filter((t) => t.length <= 120);
  if (lines.length === 0) continue;
  workings.push([text, lines]);
  const k = int(0, lines.length - 1);
  workings.push([
    text,
    lines.map((line, i) => (i === k ? line.replace(/\d+/, (d) => String(Number(d) + 1)) : line)),
  ]);
}
rows.push({ name: 'checkWorking', target: TUTOR_P99_MS, ...time(lib.checkWorking, workings) });
rows.push({
  name: 'similarProblem',
  target: TUTOR_P99_MS,
  ...time(
    lib.similarProblem,
    corpus.slice(0, 300).map(([text]) => [text, int(0, 1000)]),
  ),
});
if (!(sink > 0)) throw new Error('the results were not read');

const figure = (ms) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`);
/** A Markdown table with its columns padded, as the formatter writes it; `right` columns align right. */
const table = (header, right, body) => {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (right[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...body.map(line)];
};
const lines = table(
  ['function', 'calls', 'p50', 'p99', 'max', 'p99 target', ''],
  [false, true, true, true, true, true, false],
  rows.map((r) => [
    r.name,
    String(r.calls),
    figure(r.p50),
    figure(r.p99),
    figure(r.max),
    `≤ ${r.target} ms`,
    r.p99 <= r.target ? 'met' : 'MISSED',
  ]),
);
const missed = rows.filter((r) => r.p99 > r.target);
const cpu = cpus();
const when = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const machine = `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${loadAtStart
  .map((l) => l.toFixed(1))
  .join(' ')} at the start`;
const report = [
  '# math-core speed',
  '',
  `Written by \`pnpm bench\` (bench/targets.mjs) on ${when}: ${machine}.`,
  '',
  'Each call timed on its own over mixed inputs (whole numbers, decimals, negatives, tiny and huge',
  `values; ${CALLS} argument lists per calculator from one seeded random source), after a warm-up`,
  `pass, each list's best of ${REPEAT} calls; \`solve\` over its generated corpus (test/solve-corpus.ts)`,
  'and over the SymPy corpus (test/solve-sympy-corpus.ts), by kind and in all; `checkWorking` over',
  "the solver's own working for corpus problems written back as a student's lines, half with one",
  'number changed; `similarProblem` over corpus problems with seeds.',
  '',
  ...lines,
  '',
  missed.length === 0
    ? 'Every target met.'
    : `${missed.length} target(s) missed: ${missed.map((r) => r.name).join(', ')}.`,
  '',
].join('\n');
console.log(report);
writeFileSync(resolve(here, 'RESULTS.md'), report);
process.exitCode = missed.length === 0 ? 0 : 1;
