import { build } from '/work/wt/i62c/packages/math-core/node_modules/esbuild/lib/main.js';
await build({ entryPoints: ['/work/wt/i62c/packages/math-core/test/solve-sympy-corpus.ts', '/work/wt/i62c/packages/math-core/test/solve-sympy-textbook.ts'], bundle: true, platform: 'node', format: 'esm', outdir: '/tmp/i62c/fam', logLevel: 'error', packages: 'external', absWorkingDir: '/work/wt/i62c/packages/math-core' });
const c = await import('/tmp/i62c/fam/solve-sympy-corpus.js');
const t = await import('/tmp/i62c/fam/solve-sympy-textbook.js');
let problems = t.textbookProblems(20261127);
if (process.argv[2]) problems = problems.filter(p => p.kind.startsWith(process.argv[2]));
const v = c.runCorpus(problems);
console.table(c.corpusFigures(v));
for (const x of v) if (x.refused !== undefined || x.wrong !== undefined || x.falseSteps.length) console.log(JSON.stringify(x.problem.text), '|', x.answer, '|', x.refused ?? '', x.wrong ?? '', x.falseSteps);
