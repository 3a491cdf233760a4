/**
 * Arithmetic with the imaginary unit: `i^2` = −1, `sqrt(-4)` = 2i, `(2 + 3i)(1 − i)` = 5 + i. A
 * square root of a negative number is not a real number; in the complex numbers it is i times the
 * root of its size (√(−4) = 2i), as the complex solutions of quadratics are written. Worked out
 * exactly (parts that are sums of surds), then compared with the problem in complex floating
 * point by the checker (`verify`).
 */

import * as C from '../../../algebra/complex';
import { complexValue } from '../../../algebra/complex';
import { contains, evalExact, mapTree, variablesOf } from '../../../algebra/reading';
import { eq } from '../../../math/build';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import { exactSolution, solution, step } from '../../../math/show';
import type { Step } from '../../../math/steps';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import type { Case } from '../../kind';

/** The method of a result worked out over the complex numbers (the checker reads it). */
export const COMPLEX_METHOD = 'complex arithmetic';

/** A square root of a number below 0: √(−4). */
const negativeRoot = (n: MathNode): boolean => {
  if (n.type !== 'root' || n.index || variablesOf(n).length > 0) return false;
  try {
    const value = E.rational(evalExact(n.radicand));
    return value !== undefined && R.sign(value) < 0;
  } catch {
    return false;
  }
};

/**
 * Whether an expression is arithmetic over the complex numbers: no unknown but i, and i or a
 * square root of a negative number in it.
 */
export const isComplexArithmetic = (tree: MathNode): boolean => {
  if (tree.type === 'relation' || tree.type === 'list') return false;
  const names = variablesOf(tree);
  return names.every((n) => n === 'i') && (names.length > 0 || contains(tree, negativeRoot));
};

/** The value of an expression with i in it, exactly, with its steps. */
export const complexArithmetic = (tree: MathNode): Answered => {
  const steps: Step[] = [];
  // Each square root of a negative number as i times a real root: √(−4) = 2i.
  const said = new Set<string>();
  const replaced = mapTree(tree, (n) => {
    if (!negativeRoot(n) || n.type !== 'root') return undefined;
    const size = E.negate(evalExact(n.radicand));
    const value = C.complexNode({ re: [], im: E.radical(E.rational(size) as R.Q, 2) });
    if (!said.has(toText(n))) {
      said.add(toText(n));
      steps.push(
        step(
          `${toText(n)} is not a real number; in the complex numbers ${toText(n)} = √${toText(E.toNode(size))} × √(−1) = ${toText(value)}, with i = √(−1)`,
          eq(n, value),
        ),
      );
    }
    return value;
  });
  const z = complexValue(replaced);
  if (!z)
    throw new SolveStop(
      'unsupported',
      'Complex numbers are worked out with +, −, ×, ÷, whole powers and square roots, such as (2 + 3i)(1 − i) or √(−4)',
    );
  const result = C.complexNode(z);
  if (toText(result) !== toText(replaced))
    steps.push(
      step(
        contains(replaced, (n) => n.type === 'variable' && n.name === 'i') &&
          !contains(replaced, (n) => n.type === 'root')
          ? 'Work it out with i² = −1 (i is the imaginary unit)'
          : 'Work it out',
        eq(replaced, result),
      ),
    );
  if (steps.length === 0) steps.push(step('This is already in its simplest form', tree));
  return {
    kind: 'arithmetic',
    method: COMPLEX_METHOD,
    answer: toText(result),
    solutions: [C.isReal(z) ? solution(result, result) : exactSolution(result, result)],
    steps,
  };
};

/** Arithmetic with the imaginary unit: `i^2`, `(2+3i)(1-i)`, `√(−4)`. */
export const complexArithmeticCase: Case = {
  matches: (tree) => isComplexArithmetic(tree),
  solve: (tree) => complexArithmetic(tree),
};
