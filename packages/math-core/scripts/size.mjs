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

// Budgets, so that growth is a decision; a change that needs more says what it buys.
// - One calculator, `percentOf` (it stands for them all): the number formatting and the tree
//   renderers (text, MathML and the spoken form) that every calculator's steps are written with.
//   6.6 KiB (8.4 until module-level values of the solver's readers and sets were marked pure, which
//   a bundler of the one-file build otherwise kept for every import; 7.8 KiB until the tree and its renderers grew for the answer as data and rule ids;
//   8.2 until every comparison took its tolerance by name from one table; 8.3 until the text and
//   MathML renderers took a language's notation, decimal comma, `;` between items, its function
//   names and its "or", 0.15 KiB, so that the solver writes Spanish, French, German and Portuguese
//   from the same trees; the notations themselves ship only with the language's own entry).
// - A solver of two kinds, `createSolver` with `linearKind` and `quadraticKind`: the engine every
//   solver shares (reading the words and the maths, the check of every answer, the steps' words
//   from the catalogue's common notes, the nearest reading offered for a refusal) and those two
//   kinds with their notes. Its target is 40 KiB; the limit is what it measures now. 47.3 KiB (47.9
//   until a trigonometric equation's solutions in an interval, moved by whole turns, came with the
//   trigonometry kind; 48.0 until the sign chart's table of trigonometric zeros and the derivative
//   check's steps were marked pure too; 49.2 until the module-level values of other kinds' readers,
//   the percentage phrases, the card draws' words, the derivative's request words and a few
//   constants of the sets and sign charts, were marked pure, which a bundler of the one-file build
//   otherwise keeps for every solver; 49.3 until the reasons of equal powers of one base, of a
//   positive base's power and of factors with no real zeros came with the equation methods that say
//   them; 49.5 until the laws of logarithms and the change of base came with the kinds that solve
//   with logarithms; 49.9 until the words of inequalities, of a system with no solution and the
//   Pythagorean identity came with the kinds that write them; 50.1 until the questions in words of
//   gcd-lcm, statistics and points, "gcd of 12 and 18", "mean of 2, 4 and 9", "slope between (1, 2)
//   and (3, 4)", came with those kinds; 49.9 until the renderers took a language's notation and a
//   rule's name and why could be a template of the step's parameters, 0.24 KiB, for the solver's
//   answers in the student's language): 76.5 while the catalogue was one table that every solver
//   carried whole, 57 until the condition an answer holds under (read from the domains of the
//   problem and the answer, with the sign chart and sets) came with the kinds whose answers are the
//   problem in another form, not with every solver, 51.6 until the words of derivatives,
//   statistics, trigonometric identities and playing cards came with the kinds that write them.
//   What is left above the target is the engine every solver shares; of the 143 kB it minifies to,
//   reading the words of a problem (solve/read: the requests, phrases and the words of the kinds
//   that bring none yet) is 27 kB, the common notes and the reasons of shared rules 17 kB, the
//   parser 12 kB, factoring 8 kB and the renderers 10 kB; the two kinds' own notes are 4 kB.
// - The whole library, `*`: every calculator, the solver of every kind, graphs, practice and the
//   tutor. 251.5 KiB (219.1 KiB before the steps' catalogue of words keyed by rule id, the answer
//   as a tree, results typed by kind and the kinds' registry entries; 236 before every note became
//   a template in the catalogue, with a form for each way a sentence varies; 248.5 until each kind
//   brought its own notes: the words are the same, in 46 tables instead of one, each with its name
//   and its rules' keys again, which compresses less well than one table did). 254.5 KiB: 251.5
//   until the solver read Spanish, French, German and Portuguese (their words and notation as four
//   tables and the reading of them, 2.9 KiB, which only an app that imports a language ships).
//   255.3 KiB: 254.5 until the renderers took a language's notation and the words, questions and
//   answer conditions that only some kinds use came with those kinds instead of the common notes
//   and the engine (0.6 KiB: the same words in more, smaller tables compress less well), which
//   made a solver of two kinds 9.7 KiB smaller.
// `solve` and `checkWorking` are reported beside them (the solver of every kind, and the tutor,
// which solves each line of working with it).
const BUDGETS = [
  { name: 'one calculator', entry: '{ percentOf }', limit: 6.6 * 1024 },
  {
    name: 'two kinds',
    entry: '{ createSolver, linearKind, quadraticKind }',
    limit: 47.3 * 1024,
    target: 40 * 1024,
  },
  { name: 'whole library', entry: '*', limit: 255.3 * 1024 },
];

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
const sizes = new Map();
for (const name of names) {
  const { min, gzip } = await measure(`export { ${name} } from './dist/index.js';`);
  sizes.set(`{ ${name} }`, gzip);
  rows.push({ import: `{ ${name} }`, 'min (B)': min, 'min+gzip (B)': gzip });
}
for (const { entry: what } of BUDGETS) {
  if (sizes.has(what)) continue;
  const { min, gzip } = await measure(`export ${what} from './dist/index.js';`);
  sizes.set(what, gzip);
  rows.push({ import: what, 'min (B)': min, 'min+gzip (B)': gzip });
}
console.table(rows);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const what of ['{ solve }', '{ checkWorking }'])
  console.log(`${what.padEnd(44)} ${kib(sizes.get(what))} min+gzip`);
let over = false;
for (const { name, entry: what, limit, target } of BUDGETS) {
  const size = sizes.get(what);
  const aim =
    target === undefined ? '' : `, target ${kib(target)}${size > target ? ' not met' : ' met'}`;
  console.log(`${what.padEnd(44)} ${kib(size)} min+gzip (${name}: limit ${kib(limit)}${aim})`);
  if (size > limit) over = true;
}
if (over) {
  console.error('size budget exceeded');
  process.exit(1);
}
