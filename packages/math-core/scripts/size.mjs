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

// Budgets, so that growth is a decision. One calculator (percentOf stands for them) carries the
// tree renderers every step is written with, text, MathML and the spoken form each <math> carries
// for screen readers (about 80 % of its 7.0 KB), shared with every other calculator on a page:
// the limit is 7.8 KiB (7.55 KiB until integrals, ∫_0^1 x² dx, came into the tree and its four
// renderers, so a definite integral is typeset with its limits on the sign, 0.2 KB; matrices,
// [[1, 2], [3, 4]], came into the tree and its renderers within
// it, by sharing the operator signs of text and MathML; 7.5 KiB until words and units were set
// apart from numbers, 5 mi, in text and MathML; 7.3 KiB until limits, lim_(x → 0) f, came into
// the tree and its four renderers, 0.2 KB; 7.25 KiB until points, (1, 2), did;
// 7 KiB until absolute values were written with bars in every form). The
// whole library is mostly the solver (about 89 KB: every kind it answers, from arithmetic to
// factoring, inequalities, rational equations, trigonometry, derivatives and integrals, each with
// its steps and its own check of the answer, definite integrals whose convergence is decided from
// the integrand's structure and checked by quadrature, complex roots and arithmetic), its graphs
// (about 9 KB: sampling, true roots, holes and asymptotes, and the words that describe them) and
// the free practice skills' templates (19 KB): the limit is 219.1 KiB (216.8 KiB before
// probabilities of dice and coins in words, counted, by the complement or by C(n, k), 2.3 KB;
// 215.7 KiB before the domain of a function, each root, denominator and logarithm with what it needs, 1.1 KB; 214.6
// KiB before the standard limits, an absolute value one side at a time, ln near 0 and sin or cos oscillating,
// 1.1 KB; 214.2 KiB before a similar
// problem kept the lesson, its answer's shape, a root rejected, fractions reduced, another answer,
// and planted a whole-number answer where changed numbers alone find none, 0.4 KB; 213.2 KiB
// before composite
// functions, f(g(x)) with f and g defined in the same line, 1 KB; 211 KiB before the
// tutor named the rules of differentiation and integration, the common denominator a teacher
// multiplies by, the square root of an inequality and a top divided term by term, and graded
// expressions the solver leaves alone, 2.2 KB; 208.8 KiB before the inverse of a function, by
// swapping x and y and undoing each operation, 2.2 KB; 201.9 KiB before the
// reading layer, src/solve/read/: requests and their synonyms, the unknown asked for, intervals,
// units and places in words, operator words, typos, the solutions in a stated interval and the
// nearest reading that solves for a refusal, 6.8 KB; 199.9 KiB before the
// stationary points of a polynomial and where it increases, by the first derivative test, 2 KB;
// 196.9 KiB before
// trigonometric solutions that are not whole degrees were kept exact, fractions of a degree and
// multiples of π, the graph said where two curves are the same, on a stretch or but for a hole,
// and two functions with absolute values were compared piece by piece, 3.0 KB; 195.5 KiB before
// practice answers were read in every equivalent form, ±, sets, intervals and unions, ordered
// pairs, surds and logarithms, 1.4 KB; 193.8 KiB before the
// tangent and the normal to a curve at a point, 1.7 KB; 191 KiB before the tutor
// read working as students lay it out, labels and references, connecting words, ticks and crosses,
// roots one per line, x ≠ 2, surds and logarithms where a number can be, and named more mistakes at
// the term that is wrong, 2.8 KB; 186 KiB before a quadratic's
// completed square, vertex and axis, and arithmetic and geometric sequences in words (terms, the nth
// term, sums, the sum to infinity), each with its steps and its own check, 4.8 KB; 185.5 KiB before a system of a
// circle and a line was drawn as the curves meeting, the circle whole from its two halves, 0.7 KB;
// 184 KiB before one function
// at two angles, sin(3x) = sin(x), tan(3x) = tan(x), sin(3x) = cos(x), was solved by when its values
// are equal, and the families of a general solution were put together, 1.3 KB; 183.5 KiB until the methods
// several kinds share moved out of the kinds into solve/methods: the same minified bytes, 0.4 KB
// more after gzip from the modules' new order; 176 KiB before matrices:
// determinants, inverses by Gauss–Jordan, transposes, sums, products, powers, ranks and A x = b,
// each with its row operations as steps and its own check, and the matrix node in the tree, the
// parser and the four renderers, 6.7 KB; the library measured 176.5 KiB just before them, 0.5 KB
// over that limit already; 167 KiB before trigonometric
// equations in two functions or reduced by an identity, trig expressions simplified and identities
// proved by the Pythagorean, quotient, reciprocal and double-angle identities with their steps,
// and answers in degrees and radians together, 7.5 KB; the library measured 168.4 KiB just before
// them, 1.4 KB over that limit already; 159 KiB before the tutor:
// checking a student's working line by line with the common mistakes named, a similar problem
// to try and the mistake behind a practice answer, 8.3 KB; 156 KiB before the area, perimeter,
// volume and surface area of the common shapes in words, each formula with why it holds, and one
// registry for questions in words, 3.1 KB; 153.5 KiB before problems
// that can be solved more than one way offered every way, a quadratic by completing the square
// too, two linear equations by substitution, a linear inequality with x on either side, an
// integral by substitution or by parts, 2.5 KB; 147 KiB before every
// step of the solver named the rule it applies and why that rule holds, a catalogue of about 165
// rules in a student's words that only the solver imports, 6.8 KB; 146 KiB before circles and
// ellipses by completing the squares, 1.1 KB; 145 KiB before unit
// conversions in words, 0.8 KB; 144 KiB before a complex
// number's modulus, argument, polar form and conjugate, 1 KB; 143 KiB before formulas were
// rearranged for a letter, 1.2 KB; 142.5 KiB before trigonometric
// equations of a multiple of the angle and answers in radians, 0.6 KB; 141.5 KiB before the solver
// solved systems that are not linear, by substitution or by eliminating squares, 1.1 KB; 138 KiB
// before the solver
// found limits by substitution, cancelling, L'Hôpital's rule, degrees at ±∞ and the form 1^∞, with
// the notation read and written, 3.4 KB; 137 KiB before the solver
// answered the slope, distance and midpoint of two points and the line through them, 1.2 KB;
// 132.5 KiB before the solver
// answered a graph asked for, y = 2x + 3 or graph x^2 - 4, with every feature worked out as steps
// and checked on the curve, 4.4 KB; 132 KiB before rational
// inequalities by a sign chart, 0.4 KB; 131.5 KiB before an absolute
// value on each side of an equation, 0.4 KB; 130 KiB before the solver
// gave a list's mean, median, mode, range, standard deviation and variance, 1.2 KB; 129 KiB before
// factorials and binomial coefficients came into the tree, the parser, the four renderers, exact
// evaluation and the words "n choose k", "gcd of …", "log base b of …", 1.1 KB; 128 KiB before the solver
// answered gcd and lcm, 1.4 KB with the prime factorisations; 120 KiB before integrals
// decided convergence and graphs found their features exactly; 88 KiB before integrals, rational
// expressions, the last check of every answer and graphs came in). A page ships only what it
// imports (/solve loads the solver when it is first used, the graph beside it). A change that
// needs more says what it buys.
const ONE_FUNCTION_LIMIT = 7.8 * 1024;
const WHOLE_LIMIT = 219.1 * 1024;

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
