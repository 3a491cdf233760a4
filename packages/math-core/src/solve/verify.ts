/**
 * The last check before an answer is shown, independent of how it was found: each solution of an
 * equation is put back into the equation as typed (and each pair or triple into every equation
 * of a system), and an expression's answer is compared with the expression as typed at sample
 * points. Both in floating point, from the trees, so no step of the solving is trusted. An answer
 * that fails is refused rather than shown; one that cannot be evaluated (outside every sample's
 * domain) is let through, as it was found by exact means.
 */
import { closeFloat, complexFloat } from '../algebra/complex';
import { evaluateMath } from '../math/evaluateMath';
import { parseMath } from '../math/parseMath';
import { SolveStop } from '../math/rational';
import type { MathNode } from '../math/tree';
import { COMPLEX_METHOD } from './complex-arithmetic';
import type { Answered } from './equation';
import { agreeAtPoints } from './rationalForm';
import { mapTree, variablesOf } from './reading';

const FAILED = 'The solver could not check this answer, so it does not give one';

/** Whether two values agree to about eight significant digits. */
const agree = (a: number, b: number, scale: number): boolean =>
  Math.abs(a - b) <= 1e-8 * Math.max(1, Math.abs(a), Math.abs(b), scale);

/** A solution's text (`x = 2`, `y = −1/2`) as the unknown it names. */
const nameOf = (text: string): string | undefined => /^([a-zA-Z])\s*[=≈]/.exec(text)?.[1];

/** Each relation's two sides, for an equation or a system of them. */
const equationsOf = (tree: MathNode): [MathNode, MathNode][] | undefined => {
  const items = tree.type === 'list' ? tree.items : [tree];
  const sides: [MathNode, MathNode][] = [];
  for (const item of items) {
    if (item.type !== 'relation' || item.relations.length !== 1 || item.relations[0] !== '=')
      return undefined;
    sides.push(item.operands as [MathNode, MathNode]);
  }
  return sides;
};

/**
 * The size of the terms a side adds up at a point: the side with every subtraction an addition
 * and every unknown its absolute value. Floating point loses digits relative to this, not to the
 * side's value, when large terms cancel (−2.1x² − 1.9·10¹⁴x at its root).
 */
export const termSize = (side: MathNode, point: Record<string, number>): number => {
  const unsigned = (node: MathNode): MathNode =>
    mapTree(node, (n) =>
      n.type === 'neg'
        ? unsigned(n.arg)
        : n.type === 'binary' && n.op === '-'
          ? { ...n, op: '+', left: unsigned(n.left), right: unsigned(n.right) }
          : undefined,
    );
  const size = evaluateMath(
    unsigned(side),
    Object.fromEntries(Object.entries(point).map(([name, v]) => [name, Math.abs(v)])),
  );
  return Number.isNaN(size) ? 0 : Math.abs(size);
};

/** Every solution put back into every equation: each must hold. */
const solutionsHold = (equations: [MathNode, MathNode][], result: Answered): boolean => {
  const scope: Record<string, number> = {};
  const checks: Record<string, number>[] = [];
  for (const s of result.solutions) {
    const name = nameOf(s.text);
    if (name === undefined || s.value === undefined) return true;
    // A system's solutions form one point; one unknown's are each a point.
    if (result.kind === 'system') scope[name] = s.value;
    else checks.push({ [name]: s.value });
  }
  if (result.kind === 'system' && result.solutions.length > 0) checks.push(scope);
  return checks.every((point) =>
    equations.every(([left, right]) => {
      const l = evaluateMath(left, point);
      const r = evaluateMath(right, point);
      // A side that cannot be evaluated in floating point (a huge power, terms that add up
      // past the largest double) is not judged here.
      const scale = termSize(left, point) + termSize(right, point);
      if (!Number.isFinite(l) || !Number.isFinite(r) || !Number.isFinite(scale)) return true;
      return agree(l, r, scale);
    }),
  );
};

/** The answer as typed maths, when it reads as one expression (not "… cannot be factored"). */
const answerTree = (answer: string): MathNode | undefined => {
  // Words ("cannot be factored") would read as products of letters.
  if (/[a-z]{2,}/i.test(answer.replace(/\b(?:sqrt|cbrt|log|ln|sin|cos|tan|exp|abs)\b/g, '')))
    return undefined;
  const parsed = parseMath(answer);
  return parsed.ok && parsed.value.type !== 'list' && parsed.value.type !== 'relation'
    ? parsed.value
    : undefined;
};

/**
 * Whether an expression's answer equals the expression as typed at every sample point where both
 * are defined (an answer in other unknowns is not judged here).
 */
const sameValues = (typed: MathNode, answer: MathNode): boolean => {
  const names = variablesOf(typed);
  if (variablesOf(answer).some((name) => !names.includes(name))) return true;
  return agreeAtPoints(typed, answer, names, 0);
};

/** Kinds whose answer is the typed expression in another form. */
const SAME_VALUE = new Set([
  'arithmetic',
  'expression',
  'factor',
  'polynomial-division',
  'logarithm',
]);

/**
 * Refuses (a SolveStop) a result whose answer does not check against the problem as typed.
 * Kinds with their own check of a different kind (derivatives against finite differences, trig
 * equations in degrees, inequalities' sets, percentages in words) are left to it.
 */
export const verify = (tree: MathNode, result: Answered): void => {
  const equations = equationsOf(tree);
  if (equations && result.kind !== 'trigonometry') {
    if (!solutionsHold(equations, result)) throw new SolveStop('unsupported', FAILED);
    return;
  }
  if (!SAME_VALUE.has(result.kind)) return;
  if (result.method === COMPLEX_METHOD) {
    // i is the imaginary unit here: the answer and the problem as complex numbers.
    const read = parseMath(result.answer);
    const [typed, answer] = [complexFloat(tree), read.ok ? complexFloat(read.value) : undefined];
    if (!typed || !answer || !closeFloat(typed, answer)) throw new SolveStop('unsupported', FAILED);
    return;
  }
  const answer = answerTree(result.answer.replace(/\s*≈.*$/, ''));
  if (answer && !sameValues(tree, answer)) throw new SolveStop('unsupported', FAILED);
};
