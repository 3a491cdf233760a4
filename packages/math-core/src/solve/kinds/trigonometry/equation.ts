/**
 * Equations in one of sin, cos or tan of the unknown: `2sin(x) = 1`, `cos(x) = -1/2`,
 * `tan(x) = 1`, `2sin(x)^2 - sin(x) - 1 = 0`. The trig function is solved for as an unknown of
 * its own (a linear or quadratic equation), then each of its values is turned into angles, in
 * degrees: those in [0°, 360°) from the reference angle and the quadrants where the function has
 * that sign, and every solution by adding whole periods (360°k, or 180°k for tan). A value out of
 * reach (sin(x) = 2) has no solution, said with the reason. Exact angles are checked by putting
 * the function's exact value at each angle back into the equation as typed; other values give
 * angles rounded to four decimals, checked in floating point.
 */

import { APPROXIMATE_DIGITS, approximate } from '../../../algebra/approximate';
import * as P from '../../../algebra/poly';
import { contains, evalExact, hasVariable, toPoly, variablesOf } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { POSITIVE, specialValue } from '../../../algebra/trig-values';
import { add, chain, eq, fn, list, n as numberNode, times, variable } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import type { ExplainedStep } from '../../../math/rules';
import { exactSolution, piTimes, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import type { Answered } from '../../equation';
import { type Case, sides } from '../../kind';
import { solvePolynomial } from '../../methods/polynomial';
import { deg, NAMES, QUADRANTS } from '.';

const ONE_FUNCTION =
  'Trigonometric equations are solved in one of sin, cos or tan of the unknown itself, such as 2sin(x) = 1 or tan(x) = 1';

type Solvable = 'sin' | 'cos' | 'tan';
const SOLVABLE = ['sin', 'cos', 'tan'];
const TRIG = [
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'arcsin',
  'arccos',
  'arctan',
];

/** Whether an equation has a trig function of its unknown in it. */
export const hasTrigOfUnknown = (tree: MathNode): boolean =>
  contains(tree, (n) => n.type === 'function' && TRIG.includes(n.name) && hasVariable(n));

/** Every trig call on the unknown; each must be the same function of the bare unknown. */
const trigCalls = (node: MathNode, out: MathNode[]): void => {
  if (node.type === 'function' && TRIG.includes(node.name) && hasVariable(node)) {
    out.push(node);
    return;
  }
  for (const value of Object.values(node))
    if (Array.isArray(value)) for (const item of value) trigCalls(item as MathNode, out);
    else if (value && typeof value === 'object' && 'type' in value)
      trigCalls(value as MathNode, out);
};

/** The tree with every node equal (as text) to `target` replaced by `by`. */
export const replace = (node: MathNode, target: string, by: MathNode): MathNode => {
  if (toText(node) === target) return by;
  const copy: Record<string, unknown> = { ...node };
  for (const [key, value] of Object.entries(node))
    if (Array.isArray(value))
      copy[key] = value.map((item) =>
        item && typeof item === 'object' ? replace(item as MathNode, target, by) : item,
      );
    else if (value && typeof value === 'object' && 'type' in value)
      copy[key] = replace(value as MathNode, target, by);
  return copy as MathNode;
};

const sameExact = (a: Exact, b: Exact): boolean => E.equal(a, b);

/** Angles in [0°, 360°) where the function has an exact value equal to v, from the 15° grid. */
const exactAngles = (name: Solvable, v: Exact): number[] => {
  const angles: number[] = [];
  for (let d = 0; d < 360; d += 15) {
    const value = specialValue(name, d);
    if (value && sameExact(evalExact(value), v)) angles.push(d);
  }
  return angles;
};

/** How many angles in [0°, 360°) the function takes the value v at. */
const expectedCount = (name: Solvable, v: number): number =>
  name === 'tan' ? 2 : Math.abs(Math.abs(v) - 1) < 1e-12 ? 1 : 2;

const quadrantsWhere = (name: Solvable, positive: boolean): string =>
  [0, 1, 2, 3]
    .filter((q) => POSITIVE[name][q] === positive)
    .map((q) => QUADRANTS[q])
    .join(' and ');

/** Whether a tree is a·u + b with a and b free of u (exact numbers such as √3 allowed). */
const affine = (node: MathNode, u: string): boolean => {
  if (!contains(node, (n) => n.type === 'variable' && n.name === u)) return true;
  switch (node.type) {
    case 'variable':
      return true;
    case 'neg':
      return affine(node.arg, u);
    case 'binary':
      if (node.op === '+' || node.op === '-') return affine(node.left, u) && affine(node.right, u);
      if (node.op === '*')
        return hasVariable(node.left)
          ? !hasVariable(node.right) && affine(node.left, u)
          : affine(node.right, u);
      if (node.op === '/') return !hasVariable(node.right) && affine(node.left, u);
      return false;
    case 'fraction':
      return !hasVariable(node.den) && affine(node.num, u);
    default:
      return false;
  }
};

/**
 * The one root of l = r when both sides are a·u + b with exact numbers that are not all rational
 * (`2cos(x) = √3`), which the polynomial solver leaves alone; undefined otherwise.
 */
const affineRoot = (l: MathNode, r: MathNode, u: string) => {
  if (!affine(l, u) || !affine(r, u)) return undefined;
  const at = (value: number): Exact => {
    const point = numberNode(value);
    return E.sub(evalExact(replace(l, u, point)), evalExact(replace(r, u, point)));
  };
  let g0: Exact;
  let g1: Exact;
  try {
    [g0, g1] = [at(0), at(1)];
  } catch {
    return undefined;
  }
  const slope = E.sub(g1, g0);
  if (slope.length === 0) return undefined;
  const root = E.div(E.negate(g0), slope);
  return {
    status: 'roots' as const,
    roots: [root],
    steps: [step(`Get ${u} alone on one side`, eq(variable(u), E.toNode(root)), 'solveEach')],
  };
};

interface Angle {
  degrees: number;
  exact: boolean;
}

/**
 * The angles solving an equation in one trig function of the unknown, in degrees, with steps.
 * A SolveStop for an equation of another form, or when an answer fails its check.
 */
export const solveTrigEquation = (left: MathNode, right: MathNode, radians = false): Answered => {
  const calls: MathNode[] = [];
  trigCalls(eq(left, right), calls);
  const first = calls[0];
  if (
    first?.type !== 'function' ||
    !SOLVABLE.includes(first.name) ||
    first.args.length !== 1 ||
    calls.some((c) => toText(c) !== toText(first))
  )
    throw new SolveStop('unsupported', ONE_FUNCTION);
  const name = first.name as Solvable;
  const arg = first.args[0] as MathNode;
  const multiple = multipleOf(arg);
  if (!multiple) throw new SolveStop('unsupported', ONE_FUNCTION);
  const { x, k: times_ } = multiple;
  const names = variablesOf(eq(left, right));
  const u = ['t', 'u', 'w', 'z', 's'].find((letter) => !names.includes(letter)) as string;
  const called = toText(first);
  const [l, r] = [replace(left, called, variable(u)), replace(right, called, variable(u))];
  if (variablesOf(eq(l, r)).some((v) => v !== u)) throw new SolveStop('unsupported', ONE_FUNCTION);
  const o = (() => {
    try {
      return solvePolynomial(l, r, u);
    } catch (err) {
      const root = affineRoot(l, r, u);
      if (root) return root;
      throw err;
    }
  })();
  if (o.status === 'all')
    throw new SolveStop('unsupported', 'This equation holds wherever it is defined');
  const call = fn(name, arg);
  const back = (s: ExplainedStep): ExplainedStep => {
    const statement = s.statement;
    if (!statement) throw unchecked();
    return step(
      s.note.replace(new RegExp(`(?<![a-zA-Z])${u}(?![a-zA-Z])`, 'g'), toText(call)),
      replace(statement, u, call),
      s,
    );
  };
  const turn = radians ? '[0, 2π)' : '[0°, 360°)';
  const steps: ExplainedStep[] = [
    step(
      `Angles are in ${radians ? 'radians' : 'degrees'}. Solve for ${toText(call)} first, as one unknown`,
      eq(replace(left, called, call), replace(right, called, call)),
      'newUnknown',
    ),
    ...o.steps.map(back),
  ];
  const angles: Angle[] = [];
  const title = `${NAMES[name][0]?.toUpperCase()}${NAMES[name].slice(1)}`;
  for (const root of o.roots) {
    const v = E.toNumber(root);
    const value = E.toNode(root);
    const statement = eq(call, value);
    if (
      name !== 'tan' &&
      (E.sign(E.sub(root, E.fromQ({ p: 1n, q: 1n }))) > 0 ||
        E.sign(E.add(root, E.fromQ({ p: 1n, q: 1n }))) < 0)
    ) {
      steps.push(
        step(
          `${toText(statement)} has no solution: ${toText(call)} is between −1 and 1 for every ${x}`,
          chain(numberNode(-1), '≤', call, '≤', numberNode(1)),
          'trigRange',
        ),
      );
      continue;
    }
    const exact = exactAngles(name, root);
    if (exact.length > 0) {
      if (exact.length !== expectedCount(name, v)) throw unchecked();
      for (const d of exact) {
        // The check: the exact value at the angle put back into the equation as typed.
        const at = specialValue(name, d) as MathNode;
        try {
          const [a, b] = [
            evalExact(replace(left, called, at)),
            evalExact(replace(right, called, at)),
          ];
          if (!sameExact(a, b)) throw unchecked();
        } catch {
          throw unchecked();
        }
        angles.push({ degrees: d, exact: true });
      }
      const found = list(
        ...exact.map((d) => eq(arg, angleNode({ degrees: d, exact: true }, radians))),
      );
      const reference = exact.map((d) => Math.min(d % 180, 180 - (d % 180))).find(() => true) ?? 0;
      const onAxis = exact.some((d) => d % 90 === 0);
      const referenceAngle = angleNode({ degrees: reference, exact: true }, radians);
      steps.push(
        step(
          onAxis
            ? `On the unit circle, ${toText(statement)} in ${turn} at`
            : `The reference angle is ${toText(referenceAngle)}, since ${toText(eq(fn(name, referenceAngle), E.toNode(E.sign(root) < 0 ? E.negate(root) : root)))}; ${NAMES[name]} is ${v > 0 ? 'positive' : 'negative'} in quadrants ${quadrantsWhere(name, v > 0)}, so in ${turn}`,
          found,
          onAxis ? 'unitCircle' : 'reference',
        ),
      );
      continue;
    }
    // No exact angle: the inverse function, rounded.
    const principal =
      (name === 'sin' ? Math.asin(v) : name === 'cos' ? Math.acos(v) : Math.atan(v)) *
      (180 / Math.PI);
    const pair =
      name === 'sin'
        ? [principal, 180 - principal]
        : name === 'cos'
          ? [principal, 360 - principal]
          : [principal, principal + 180];
    const inRange = [...new Set(pair.map((d) => ((d % 360) + 360) % 360))];
    for (const d of inRange) {
      const f = name === 'sin' ? Math.sin : name === 'cos' ? Math.cos : Math.tan;
      // The check: the angle in the function's value, and in the equation as typed.
      if (!agree(f((d * Math.PI) / 180), v)) throw unchecked();
      angles.push({ degrees: d, exact: false });
    }
    steps.push(
      step(
        `${toText(statement)} has no angle with an exact value: the inverse ${NAMES[name]} gives ${toText(angleNode({ degrees: principal, exact: false }, radians))}, and ${name === 'tan' ? `adding ${periodText(180, radians)}` : name === 'sin' ? `${periodText(180, radians)} minus it` : `${periodText(360, radians)} minus it`} the other angle in ${turn}, to ${APPROXIMATE_DIGITS} significant digits`,
        list(
          ...inRange.map((d) => chain(arg, '≈', angleNode({ degrees: d, exact: false }, radians))),
        ),
        'inverse',
      ),
    );
  }
  angles.sort((a, b) => a.degrees - b.degrees);
  const unique = angles.filter(
    (a, i) => i === 0 || Math.abs(a.degrees - (angles[i - 1] as Angle).degrees) > 1e-9,
  );
  const period = name === 'tan' ? 180 : 360;
  const base = unique.filter((a) => a.degrees < period - 1e-9);
  if (unique.length === 0)
    return {
      kind: 'trigonometry',
      method: `${NAMES[name]} equation`,
      answer: 'No solution',
      solutions: [],
      outcome: 'none',
      steps,
    };
  const sign = (a: Angle) => (a.exact ? '=' : '≈') as '=' | '≈';
  const show = (a: Angle) => angleNode(a, radians);
  const n = variable('k');
  // Every solution of the argument, then of x: θ + P·k for kx = θ is x = θ/k + (P/|k|)·k.
  const k = R.toNumber(times_);
  const step_ = period / Math.abs(k);
  const generalOf = (lhs: MathNode, angle: Angle, every: number) =>
    chain(
      lhs,
      sign(angle),
      add(show(angle), times(angleNode({ degrees: every, exact: true }, radians), n)),
    );
  const xBase = base.map((a) => ({
    degrees: (((a.degrees / k) % step_) + step_) % step_,
    exact: a.exact,
  }));
  if (k !== 1)
    steps.push(
      step(
        `${title} repeats every ${periodText(period, radians)}: every solution for ${toText(arg)}, for any integer k`,
        list(...base.map((a) => generalOf(arg, a, period))),
        'period',
      ),
      step(
        times_.p === 1n
          ? `Multiply by ${times_.q}: every solution for ${x}`
          : `Divide by ${toText(E.toNode(E.fromQ(times_)))}: every solution for ${x}`,
        list(...xBase.map((a) => generalOf(variable(x), a, step_))),
        'scale',
      ),
    );
  const general = xBase.map((a) => generalOf(variable(x), a, step_));
  if (k === 1)
    steps.push(
      step(
        `${title} repeats every ${periodText(period, radians)}: every solution, for any integer k`,
        list(...general),
        'period',
      ),
    );
  // The solutions in one turn, [0°, 360°): each x + j·(P/|k|) below 360°.
  const inTurn: Angle[] = xBase
    .flatMap((a) =>
      Array.from({ length: Math.ceil(360 / step_) }, (_, j) => ({
        degrees: a.degrees + j * step_,
        exact: a.exact,
      })),
    )
    .filter((a) => a.degrees < 360 - 1e-9)
    .sort((a, b) => a.degrees - b.degrees);
  // The check of x itself: each angle put into the equation as typed.
  for (const a of inTurn)
    if (evaluateMath(eq(left, right), { [x]: (a.degrees * Math.PI) / 180 }) !== 1)
      throw unchecked();
  const listed = inTurn.map((a) => `${x} ${sign(a)} ${toText(show(a))}`).join(' or ');
  return {
    kind: 'trigonometry',
    method: unique.every((a) => a.exact) ? 'reference angle' : `inverse ${NAMES[name]} (rounded)`,
    answer: `${listed} in ${turn}; every solution: ${general.map((g) => toText(g)).join(' or ')}, k any integer`,
    solutions: inTurn.map((a) =>
      exactSolution(chain(variable(x), sign(a), show(a)), a.exact ? show(a) : undefined),
    ),
    steps,
    ...(radians ? { radians } : {}),
  };
};

/** "360°" or "2π": a period as the answer writes angles. */
const periodText = (degrees: number, radians: boolean): string =>
  toText(angleNode({ degrees, exact: true }, radians));

/**
 * An angle as the answer writes it: in degrees (135°, ≈ 41.8103°), or in radians as a multiple of
 * π (3π/4) when exact and a decimal (≈ 0.729728) when not.
 */
const angleNode = (a: Angle, radians: boolean): MathNode => {
  if (!radians) return deg(a.exact ? a.degrees : Number(approximate(a.degrees)));
  if (!a.exact) return numberNode(approximate((a.degrees * Math.PI) / 180));
  return piTimes(R.div(R.fractionOf(a.degrees), R.int(180)));
};

/** The argument as k·x for a rational k ≠ 0 (x itself is k = 1), or undefined. */
const multipleOf = (arg: MathNode): { x: string; k: R.Q } | undefined => {
  if (arg.type === 'variable') return { x: arg.name, k: R.ONE };
  const names = variablesOf(arg);
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  try {
    const p = toPoly(arg);
    if (P.degree(p, x) !== 1 || !R.isZero(P.constant(p))) return undefined;
    return { x, k: P.coeff(p, x, 1) };
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** An equation in sin, cos or tan of the unknown. */
export const trigEquationCase: Case = {
  matches: (tree) => tree.type === 'relation' && hasTrigOfUnknown(tree),
  solve: (tree, { radians }) => solveTrigEquation(...sides(tree), radians),
};
