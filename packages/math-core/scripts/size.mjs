// Min+gzip size of what a bundler ships for one import and for the whole library.
// esbuild bundles dist/index.js (tree-shaken, minified); zlib gzips at level 9.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'dist/index.js');
if (!existsSync(entry)) execSync('pnpm run build', { cwd: root, stdio: 'inherit' });

// One calculator carries the text and MathML renderers its steps are written with (about 2.5 KB
// of its 3.5 KB, shared with every other calculator on the page).
// The renderers now escape what a hand-built tree holds (control characters, markup) and the
// one-line text brackets a sign after a sign: 4,236 B, so the limit is 4.25 KiB. Every <math>
// then carried its spoken form (toSpeech, as alttext and aria-label, so screen readers say
// "x squared minus 5 x plus 6" instead of the glyphs): about 1.4 KB more, 3,871 B to 5,334 B
// measured from the sources, so the limit is 5.5 KiB.
const ONE_FUNCTION_LIMIT = 5.5 * 1024;
// The whole library carries the practice generator's problem templates with their steps built
// as trees (about 10.7 KB with the renderers) and the maths parser and renderers (about 8 KB);
// the practice skills add 21.3 KB (37 skills' problem templates, most of it question and hint
// text: generateSkillProblem alone is 30.3 KB with the renderers), solve 13.5 KB (its exact
// numbers, polynomials and the steps of every kind of problem) and the six tools built on it
// (fractionCalc, simplifyRadical, solveQuadratic, statistics, primeFactors, gcdLcm) 3.4 KB
// (measured: 64.3 KB in all, 60.9 KB without the six tools, 47.4 KB without solve either). A
// page ships only what it imports: a calculator still weighs under 4 KB, solve 21.4 KB.
// The fast paths of convertUnit and simplifyLog (exact decimals of a terminating factor on
// integers, the per-base cache of simplifyLog's filled step templates) add 0.7 KB: 67,236 B
// before them, 67,931 B after, 68,302 B with ln(eᵏ) and e^ln(a) in solve. Speed was worth those
// bytes, so the budget moved from 66 to 67 KiB. solve's log_b(cᵘ) = u·log_b(c), which answers
// ln(e^x) = 3 and log_2(4^x) = 6 instead of refusing them, took it to 68,647 B, and log(x²) for
// log(x) + log(x) (not log(xx)) to 68,742 B, so it was 67.25 KiB. convertUnit's reuse of the last
// unit pair (a column converts between the same two units call after call: about 1.15× on
// 5 in → cm and on a column of lengths in pnpm bench) took 68,861 B to 68,897 B, so it is now
// 67.5 KiB; a change that needs more must say what it buys. Decimals written from tables of
// digit groups and step templates stored as narrow strings (about 1.1× on a column of lengths
// and 1.25× on simplifyLog(4, 8)) took 68,963 B to 69,117 B. convertUnit's result as a class
// that spells its formatted text and its step on first read (a column of lengths read for its
// values converts about 4× as fast; `pnpm bench` prints both that and every field read) took it
// to 69,491 B, so the budget is 68 KiB; simplifyLog's answer lines joined onto the problem's
// text (about 1.2× on log₄ 8, 1.1× on other logs) took it to 69,563 B. Step templates whose
// first three parts are also fields (1.05–1.1× on log₄ 8) took 69,548 B to 69,639 B, so the
// budget is 68.25 KiB. The premium skills and the pack catalogue left the library (20 of the 37
// skills: the free ones alone are 15.6 KB with the renderers), which took it to 55,208 B. Never
// showing a wrong answer as right then took it to 59,407 B: solve reads command words and refuses
// unknown ones, states the domains of 0ˣ, 1ˣ and logs, gives every decimal as the nearest double
// of its exact value (BigInt fixed point), checkAnswer compares names, solveQuadratic and
// statistics round exactly, and the renderers escape what they cannot write; the budget is
// 58.5 KiB. One path per function (no whole-number path in simplifyLog, no doubles path, digit
// tables or step templates in convertUnit) took the whole library to 55,152 B and one
// calculator to 3,862 B.
const WHOLE_LIMIT = 58.5 * 1024;

const measure = async (contents) => {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
};

const library = await import(entry);
const names = Object.keys(library)
  .filter((name) => typeof library[name] === 'function')
  .sort();
const rows = [];
for (const name of names) {
  const { min, gzip } = await measure(`export { ${name} } from './dist/index.js';`);
  rows.push({ import: `{ ${name} }`, 'min (B)': min, 'min+gzip (B)': gzip });
}
const whole = await measure(`export * from './dist/index.js';`);
rows.push({ import: '* (whole library)', 'min (B)': whole.min, 'min+gzip (B)': whole.gzip });
console.table(rows);

const one = rows.find((row) => row.import === '{ percentOf }')['min+gzip (B)'];
console.log(
  `one function  import { percentOf }: ${one} B min+gzip (target ≤ ${ONE_FUNCTION_LIMIT} B)`,
);
console.log(
  `whole library import *            : ${whole.gzip} B min+gzip (target ≤ ${WHOLE_LIMIT} B)`,
);
if (one > ONE_FUNCTION_LIMIT || whole.gzip > WHOLE_LIMIT) {
  console.error('size budget exceeded');
  process.exit(1);
}
