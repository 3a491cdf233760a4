import { parseMath, type Step, solveQuadratic, toMathML, toText } from '@mathtools/math-core';
import { solved, statement } from '../lib/page-math';

/** The quadratic page's examples, solved by math-core when the page is built (and on hydration). */
const solve = (a: number, b: number, c: number) =>
  solved(`${a}x² + ${b}x + ${c} = 0`, solveQuadratic(a, b, c));

export const worked = {
  factoring: solve(1, -5, 6),
  formula: solve(1, -3, 1),
  squareRoot: solve(2, 0, -8),
  double: solve(1, -6, 9),
  none: solve(1, 1, 1),
};

/** The example every rule below is checked on: x² − 5x + 6 = 0, whose roots are 2 and 3. */
const example = { a: 1, b: -5, c: 6 };

/**
 * The quadratic formula with ±, typeset by math-core. A ± statement is two statements, so each
 * sign is checked on the example first (+ gives the root 3, − the root 2); the page build fails
 * if either is false.
 */
const FORMULA = 'x = (−b ± √(b^2 − 4ac))/(2a)';
statement(FORMULA.replace('±', '+'), { ...example, x: 3 });
statement(FORMULA.replace('±', '−'), { ...example, x: 2 });
const formulaTree = parseMath(FORMULA);
if (!formulaTree.ok) throw new Error(`math-core cannot read ${FORMULA}`);
export const formula: Step = {
  note: '',
  text: toText(formulaTree.value),
  mathml: toMathML(formulaTree.value),
  statement: formulaTree.value,
};

/** The maths the page's sentences state, each parsed, checked true and typeset by math-core. */
export const facts = {
  standardForm: statement('ax^2 + bx + c = 0', { ...example, x: 2 }),
  discriminant: statement('b^2 − 4ac = (−5)^2 − 4 × 1 × 6 = 1', example),
  factored: statement('x^2 − 5x + 6 = (x − 2)(x − 3)', { x: 7 }),
  checkRoot: statement('3^2 − 5 × 3 + 6 = 0'),
  sum: statement('2 + 3 = −b/a', example),
  product: statement('2 × 3 = c/a', example),
};
