/**
 * Arithmetic with the imaginary unit: `i^2` = −1, `sqrt(-4)` = 2i, `(2 + 3i)(1 − i)` = 5 + i. A
 * square root of a negative number is not a real number; in the complex numbers it is i times the
 * root of its size (√(−4) = 2i), as the complex solutions of quadratics are written. Worked out
 * exactly (parts that are sums of surds), then compared with the problem in complex floating
 * point by the checker (`verify`).
 */

import { approximate } from '../../../algebra/approximate';
import type { Complex } from '../../../algebra/complex';
import * as C from '../../../algebra/complex';
import { complexValue } from '../../../algebra/complex';
import { contains, evalExact, mapTree, variablesOf } from '../../../algebra/reading';
import { exactTrigValue } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import {
  add,
  approx,
  chain,
  degrees,
  eq,
  fn,
  mul,
  neg,
  n as numberNode,
  point,
  pow,
  sqrt,
  times,
  variable,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { exactSolution, piTimes, solution, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { COMPLEX_METHOD } from '../../check';
import type { Answered } from '../../equation';
import { type Case, kind } from '../../kind';
import { ARITHMETIC_REFUSALS } from './refusals';

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
  const steps: WorkedStep[] = [];
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
          {
            rule: 'imaginary',
            params: {
              root: n,
              work: chain(n, '=', mul(sqrt(E.toNode(size)), sqrt(neg(numberNode(1)))), '=', value),
            },
          },
          eq(n, value),
        ),
      );
    }
    return value;
  });
  const z = complexValue(replaced);
  if (!z) throw refuse('unsupported', ARITHMETIC_REFUSALS, 'complexOperations');
  const result = C.complexNode(z);
  if (toText(result) !== toText(replaced))
    steps.push(
      step(
        {
          rule: 'iSquared',
          form:
            contains(replaced, (n) => n.type === 'variable' && n.name === 'i') &&
            !contains(replaced, (n) => n.type === 'root')
              ? 'unitSquared'
              : 'complexWorkOut',
        },
        eq(replaced, result),
      ),
    );
  if (steps.length === 0) steps.push(step({ rule: 'simplest', form: 'alreadySimplest' }, tree));
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

/** What is asked of one complex number by name, and how it is said. */
/** The method of each question asked of a complex number. */
const COMPLEX_METHODS = {
  abs: 'complexModulus',
  arg: 'complexArgument',
  polar: 'complexPolar',
  conj: 'complexConjugate',
} as const;

const ASKED = {
  abs: 'modulus',
  arg: 'argument',
  polar: 'polar form',
  conj: 'conjugate',
} as const;
type Asked = keyof typeof ASKED;

const askedOf = (tree: MathNode): { asked: Asked; z: Complex } | undefined => {
  if (tree.type !== 'function' || !Object.hasOwn(ASKED, tree.name) || tree.args.length !== 1)
    return undefined;
  const [typed] = tree.args as [MathNode];
  if (!isComplexArithmetic(typed) && !(tree.name !== 'abs' && variablesOf(typed).length === 0))
    return undefined;
  const z = complexValue(typed);
  return z ? { asked: tree.name as Asked, z } : undefined;
};

/**
 * The argument of a + bi, exactly as a multiple of π/12 where it is one (the angle's exact cosine
 * and sine in the ratio of a to b, on the same side), else undefined.
 */
const exactArgument = (z: Complex, turn: number): MathNode | undefined => {
  const k = Math.round(turn / (Math.PI / 12));
  const [cos, sin] = ['cos', 'sin'].map((name) =>
    exactTrigValue({ type: 'function', name, args: [degrees(numberNode(15 * k))] }),
  );
  if (!cos || !sin) return undefined;
  const [c, s] = [evalExact(cos), evalExact(sin)];
  // (a, b) is a positive multiple of (cos θ, sin θ): a·sin θ − b·cos θ = 0, and the same signs.
  if (E.sub(E.mul(z.re, s), E.mul(z.im, c)).length !== 0) return undefined;
  if (Math.sign(E.toNumber(z.re)) !== Math.sign(E.toNumber(c))) return undefined;
  if (Math.sign(E.toNumber(z.im)) !== Math.sign(E.toNumber(s))) return undefined;
  return piTimes(R.rat(BigInt(k), 12n));
};

/**
 * The modulus |a + bi| = √(a² + b²), the argument (the angle from the positive real axis, in
 * (−π, π], exact at multiples of π/12), the polar form r(cos θ + i sin θ) and the conjugate
 * a − bi, with their steps; checked in floating point against the number's parts.
 */
export const complexAsked = (tree: MathNode): Answered | undefined => {
  const read = askedOf(tree);
  if (!read) return undefined;
  const { asked, z } = read;
  const [a, b] = [E.toNumber(z.re), E.toNumber(z.im)];
  const zNode = C.complexNode(z);
  const squares = E.add(E.mul(z.re, z.re), E.mul(z.im, z.im));
  const r = E.root(squares, R.int(2));
  const modulusStep = step(
    { rule: 'modulus', form: 'distance' },
    chain(
      fn('abs', zNode),
      '=',
      sqrt(add(pow(E.toNode(z.re), numberNode(2)), pow(E.toNode(z.im), numberNode(2)))),
      '=',
      sqrt(E.toNode(squares)),
      ...(toText(sqrt(E.toNode(squares))) === toText(E.toNode(r))
        ? []
        : ['=' as const, E.toNode(r)]),
    ),
  );
  const turn = Math.atan2(b, a);
  const theta = exactArgument(z, turn);
  const thetaNode = theta ?? numberNode(approximate(turn));
  const argumentStep = step(
    { rule: 'argument', params: { point: point(E.toNode(z.re), E.toNode(z.im)) } },
    theta ? eq(fn('arg', zNode), theta) : approx(fn('arg', zNode), thetaNode),
  );
  if (C.isZero(z) && asked !== 'abs' && asked !== 'conj')
    throw refuse('unsupported', ARITHMETIC_REFUSALS, 'complexZeroArgument');
  // Exact values to the check tolerance; an angle given to six significant digits, to those.
  const check = (value: number, want: number, exact = true) => {
    if (!approxEqual(value, want, exact ? TOLERANCE.check : TOLERANCE.sixDigits)) throw unchecked();
  };
  let steps: WorkedStep[];
  let answer: MathNode;
  if (asked === 'abs') {
    check(E.toNumber(r), Math.hypot(a, b));
    steps = [modulusStep];
    answer = E.toNode(r);
  } else if (asked === 'arg') {
    check(evaluateMath(thetaNode), turn, theta !== undefined);
    steps = [argumentStep];
    answer = thetaNode;
  } else if (asked === 'polar') {
    check(E.toNumber(r), Math.hypot(a, b));
    check(evaluateMath(thetaNode), turn, theta !== undefined);
    const i = variable('i');
    answer = times(E.toNode(r), add(fn('cos', thetaNode), times(i, fn('sin', thetaNode))));
    steps = [
      modulusStep,
      argumentStep,
      step({ rule: 'polar', form: 'polarForm' }, theta ? eq(zNode, answer) : approx(zNode, answer)),
    ];
  } else {
    const conjugate = { re: z.re, im: E.negate(z.im) };
    answer = C.complexNode(conjugate);
    steps = [step({ rule: 'conjugate', form: 'signChanges' }, eq(fn('conj', zNode), answer))];
  }
  return {
    kind: 'complex-number',
    method: COMPLEX_METHODS[asked],
    answer:
      theta === undefined && asked !== 'abs' && asked !== 'conj'
        ? `≈ ${toText(answer)}`
        : toText(answer),
    solutions: [exactSolution(answer, answer)],
    steps,
  };
};

export const complexNumberKind = /* @__PURE__ */ kind({
  methods: {
    complexModulus: 'complex modulus',
    complexArgument: 'complex argument',
    complexPolar: 'complex polar form',
    complexConjugate: 'complex conjugate',
  },
  id: 'complex-number',
  title: 'Complex number',
  practice: null,
  check: 'own',
  example: 'modulus of 3+4i',
  drawn: 'never',
});

/** The modulus, argument, polar form or conjugate of a complex number. */
export const complexAskedCase: Case = {
  matches: (tree) => askedOf(tree) !== undefined,
  solve: (tree) => complexAsked(tree),
};
