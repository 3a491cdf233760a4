import type { MathNode } from '../tree';
import { compileFloat } from './compile';

export { compileMath } from './compile';

/**
 * The value of an expression tree as a floating-point number, with `scope` giving each
 * variable's value: for checking answers and steps numerically, not for display. A relation is
 * 1 when every link holds within the check tolerance (≈ within the rounded one) and 0
 * otherwise; a list, text or an unknown variable gives NaN.
 *
 * @example
 * evaluateMath({ type: 'power', base: { type: 'variable', name: 'x' }, exponent: { type: 'number', value: '2' } }, { x: 3 }); // 9
 */
export function evaluateMath(node: MathNode, scope: Readonly<Record<string, number>> = {}): number {
  return compileFloat(node)(scope);
}
