// Min+gzip size of what a bundler ships for one import and for the whole library.
// esbuild bundles dist/index.js (tree-shaken, minified); zlib gzips at level 9.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'dist/index.js');
if (!existsSync(entry)) execSync('pnpm run build', { cwd: root, stdio: 'inherit' });

// Budgets, so that growth is a decision: a change that needs more says what it buys, and one that
// saves lowers the limit to what it measures (the history is in the commit messages).
// - One calculator, `percentOf` (it stands for them all), 6.9 KiB: the number formatting and the
//   tree renderers (text, MathML, the spoken form) every calculator's steps are written with; the
//   spoken form says each phrase through the words of the notation's language where it has them
//   (the languages' words ship with their own entries), made for each call so that no call sees
//   another's language.
// - A solver of two kinds, `createSolver` with `linearKind` and `quadraticKind`, 45.4 KiB, target
//   40: the engine every solver shares (reading the words and the maths, the check of every answer,
//   the catalogue's common notes and its common answers in words, "No solution" and the like, with
//   their renderer; the nearest reading offered for a refusal, and the refusals' sentences as data
//   with the renderer that writes them in a language; headings and methods as words by id) and
//   those two kinds with the notes of the methods they solve with. Words, notes and readers only
//   some kinds use come with those kinds, so they are not in it. Its last 0.45 KiB: the readings of
//   what was typed as data (`readings`, for a page to word in its language), a root's or a
//   logarithm's argument in words read with its power ("the square root of x^2"), a logarithm and a
//   factorial in words, "the roots of" an expression read as where it is 0, "the graph of", and the
//   kind of equation or the fraction named after a request ("solve the quadratic equation").
//   Then 1.7 KiB less: the check by value, and the refusals of higher factoring and of a
//   trigonometric interval, come with their kinds; unused constants are marked pure or written out.
// - The whole library, `*`, 281.0 KiB: every calculator, the solver of every kind, graphs, practice
//   and the tutor, with the English tables of answers in words, of practice problems' sentences
//   (the logarithm problems' and the skills' own families', 1.7 KiB; the geometry problems' and
//   the geometry skills' own families', 1.1 KiB; the free skills' names, descriptions and first
//   hints by id, so that a language writes them, 0.2 KiB),
//   of the tutor's verdicts, of the graph's descriptions, of every refusal and of every kind's
//   headings and methods, and the calculators' notes as data by id with the renderer that words
//   a calculator's step in another language, among them a unit conversion's step and factor,
//   which name the units by id (the other languages' words and notation ship only with their
//   own entries). The last 0.5 KiB: a result's `request`, a skill-kit skill's own words in each
//   language, a question's words around maths inside its sentence, a question's sentence in
//   pieces where its maths stands in several places (0.2 KiB), a large number in a sentence
//   grouped as the language groups it, and an answer grouped the same way read as that number
//   (0.2 KiB); then 0.1 KiB: an answer read by the solver's language where one is given, and a
//   formula sheet's words inside its maths written in the sheet's language; then 3.6 KiB: the
//   words students type in the four languages the solver reads (a definite integral's bounds,
//   infinity, roots, powers, comparisons and operations in words, "find x if", a logarithm, a
//   percentage asked in words, a line through two points, a domain, the roots of, an inverse),
//   and 0.1 KiB: the readings of what was typed as data; then 0.1 KiB: in a language with a
//   decimal comma, bracketed items listed with commas read as English lists them
//   (`[[1,2],[3,4]]`), and a refusal's reading with a comma in brackets as a separator; then
//   0.95 KiB: a derivative at a point ("derivative of x^3 at x = 2", "f'(2) if f(x) = …", in each
//   language's words too), its value worked out exactly, its refusals, and the function with its
//   tangent there for the graph; then 0.1 KiB: the identities trigonometry steps name, built as
//   formulas (trees) rather than English text, so that each language writes its function names.
// `solve` and `checkWorking` are reported beside them (the solver of every kind, and the tutor,
// which solves each line of working with it).
const BUDGETS = [
  { name: 'one calculator', entry: '{ percentOf }', limit: 6.9 * 1024 },
  {
    name: 'two kinds',
    entry: '{ createSolver, linearKind, quadraticKind }',
    limit: 45.4 * 1024,
    target: 40 * 1024,
  },
  { name: 'whole library', entry: '*', limit: 281.0 * 1024 },
];

/**
 * Bundles each of `imports` (`{ percentOf }`, `*`, …) as its own program re-exporting that from
 * dist/index.js, in one esbuild run: the library is read and parsed once for all of them, and
 * each output is tree-shaken for its own entry alone (no code splitting between them).
 */
const measure = async (imports) => {
  const entries = new Map(imports.map((what, i) => [`entry-${i}`, what]));
  const result = await build({
    entryPoints: [...entries.keys()],
    plugins: [
      {
        name: 'size-entries',
        setup(b) {
          b.onResolve({ filter: /^entry-\d+$/ }, ({ path }) => ({ path, namespace: 'size' }));
          b.onLoad({ filter: /.*/, namespace: 'size' }, ({ path }) => ({
            contents: `export ${entries.get(path)} from './dist/index.js';`,
            resolveDir: root,
            loader: 'js',
          }));
        },
      },
    ],
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    target: 'es2022',
    outdir: 'size-out', // names the outputs (entry-0.js …); nothing is written
    write: false,
  });
  const code = new Map(
    result.outputFiles.map((file) => [entries.get(basename(file.path, '.js')), file.contents]),
  );
  // In the order asked, whatever order the bundler wrote them in.
  return new Map(
    imports.map((what) => [
      what,
      { min: code.get(what).length, gzip: gzipSync(code.get(what), { level: 9 }).length },
    ]),
  );
};

const library = await import(entry);
const names = Object.keys(library)
  .filter((name) => typeof library[name] === 'function')
  .sort();
const measured = await measure([
  ...new Set([...names.map((name) => `{ ${name} }`), ...BUDGETS.map(({ entry: what }) => what)]),
]);
console.table(
  [...measured].map(([what, { min, gzip }]) => ({
    import: what,
    'min (B)': min,
    'min+gzip (B)': gzip,
  })),
);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
for (const what of ['{ solve }', '{ checkWorking }'])
  console.log(`${what.padEnd(44)} ${kib(measured.get(what).gzip)} min+gzip`);
let over = false;
for (const { name, entry: what, limit, target } of BUDGETS) {
  const size = measured.get(what).gzip;
  const aim =
    target === undefined ? '' : `, target ${kib(target)}${size > target ? ' not met' : ' met'}`;
  console.log(`${what.padEnd(44)} ${kib(size)} min+gzip (${name}: limit ${kib(limit)}${aim})`);
  if (size > limit) over = true;
}
if (over) {
  console.error('size budget exceeded');
  process.exit(1);
}
