/**
 * One equation in one of sin, cos or tan of the unknown: the function solved for as an unknown of
 * its own, then each of its values turned into angles from the reference angle and the quadrants
 * where the function has that sign, each checked in the equation as typed.
 */

import { APPROXIMATE_DIGITS } from '../../../algebra/approximate';
import * as P from '../../../algebra/poly';
import {
  contains,
  evalExact,
  hasVariable,
  termsOf,
  toPoly,
  variablesOf,
} from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import { angleOf, specialValue } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { add, chain, eq, fn, list, n as numberNode, variable } from '../../../math/build';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { solvePolynomial } from '../../methods/polynomial';
import { restated } from '../../methods/restated';
import {
  type Angle,
  angleNode,
  exactly,
  type Family,
  familyNode,
  modulo,
  plus,
  sizeOf,
  type Units,
} from './angles';
import { TRIGONOMETRY_REFUSALS } from './refusals';

const notSolvable = (): SolveStop => refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigSolvable');

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
  name === 'tan' ? 2 : approxEqual(Math.abs(v), 1, TOLERANCE.same) ? 1 : 2;

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
    steps: [
      step(
        { rule: 'solveFor', params: { unknown: u }, form: 'trigAlone' },
        eq(variable(u), E.toNode(root)),
      ),
    ],
  };
};

/** The working of one equation in one function, and the families of its solutions for x. */
export interface Piece {
  steps: WorkedStep[];
  families: Family[];
  name: Solvable;
  x: string;
}

/** The one function of the unknown an equation is in, its argument and the text of the call. */
const oneFunction = (left: MathNode, right: MathNode) => {
  const calls: MathNode[] = [];
  trigCalls(eq(left, right), calls);
  const first = calls[0];
  if (
    first?.type !== 'function' ||
    !SOLVABLE.includes(first.name) ||
    first.args.length !== 1 ||
    calls.some((c) => toText(c) !== toText(first))
  )
    return undefined;
  const arg = first.args[0] as MathNode;
  const affine = affineOf(arg);
  return affine && { name: first.name as Solvable, arg, called: toText(first), ...affine };
};

/** Whether an equation is in one of sin, cos or tan of k·x + b. */
export const inOneFunction = (left: MathNode, right: MathNode): boolean =>
  oneFunction(left, right) !== undefined;

/**
 * An equation in one trig function of the unknown solved for that function, then for the angle:
 * its working and every solution for x, in degrees (the steps in radians when only those are
 * asked for). `intro` says the units and the unknown the working takes first. A SolveStop for an
 * equation of another form, or when an answer fails its check.
 */
export const solvePiece = (left: MathNode, right: MathNode, units: Units, intro = true): Piece => {
  const one = oneFunction(left, right);
  if (!one) throw notSolvable();
  const { name, arg, called, x, k: times_, shift } = one;
  const radians = units === 'radians';
  const names = variablesOf(eq(left, right));
  const u = ['t', 'u', 'w', 'z', 's'].find((letter) => !names.includes(letter)) as string;
  const [l, r] = [replace(left, called, variable(u)), replace(right, called, variable(u))];
  if (variablesOf(eq(l, r)).some((v) => v !== u)) throw notSolvable();
  const o = (() => {
    try {
      return solvePolynomial(l, r, u);
    } catch (err) {
      const root = affineRoot(l, r, u);
      if (root) return root;
      throw err;
    }
  })();
  if (o.status === 'all') throw refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigEverywhere');
  const call = fn(name, arg);
  const turn = radians ? '[0, 2π)' : '[0°, 360°)';
  const steps: WorkedStep[] = [];
  if (intro || o.steps.length > 0)
    steps.push(
      step(
        {
          rule: 'newUnknown',
          params: { call },
          form: intro ? `${units}SolveFirst` : 'solveFirst',
        },
        eq(replace(left, called, call), replace(right, called, call)),
      ),
    );
  steps.push(...o.steps.map((s) => restated(s, u, call)));
  const angles: Angle[] = [];
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
          { rule: 'trigRange', params: { equation: statement, call, unknown: x }, form: 'between' },
          chain(numberNode(-1), '≤', call, '≤', numberNode(1)),
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
        angles.push(exactly(d));
      }
      const found = list(...exact.map((d) => eq(arg, angleNode(exactly(d), radians))));
      const reference = exact.map((d) => Math.min(d % 180, 180 - (d % 180))).find(() => true) ?? 0;
      const onAxis = exact.some((d) => d % 90 === 0);
      const referenceAngle = angleNode(exactly(reference), radians);
      steps.push(
        step(
          onAxis
            ? { rule: 'unitCircle', params: { equation: statement, turn }, form: 'at' }
            : {
                rule: 'reference',
                params: {
                  reference: referenceAngle,
                  value: eq(
                    fn(name, referenceAngle),
                    E.toNode(E.sign(root) < 0 ? E.negate(root) : root),
                  ),
                  turn,
                },
                form: `${name}${v > 0 ? 'Positive' : 'Negative'}`,
              },
          found,
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
        {
          rule: 'inverse',
          params: {
            equation: statement,
            angle: angleNode({ degrees: principal, exact: false }, radians),
            ...(name === 'cos'
              ? { full: angleNode(exactly(360), radians) }
              : { half: angleNode(exactly(180), radians) }),
            turn,
            digits: APPROXIMATE_DIGITS,
          },
          form: name,
        },
        list(
          ...inRange.map((d) => chain(arg, '≈', angleNode({ degrees: d, exact: false }, radians))),
        ),
      ),
    );
  }
  angles.sort((a, b) => sizeOf(a) - sizeOf(b));
  const unique = angles.filter(
    (a, i) => i === 0 || !approxEqual(sizeOf(a), sizeOf(angles[i - 1] as Angle), TOLERANCE.check),
  );
  const period = name === 'tan' ? 180 : 360;
  const base = unique.filter(
    (a) => sizeOf(a) < period && !approxEqual(sizeOf(a), period, TOLERANCE.check),
  );
  if (unique.length === 0) return { steps, families: [], name, x };
  // Every solution of the argument, then of x: kx + b = θ + P·n is x = (θ − b)/k + (P/|k|)·n,
  // in exact fractions of a degree (180°/7) wherever θ is exact.
  const every = R.div(R.int(period), R.abs(times_));
  const families = base.map((a) => {
    const moved = plus(a, R.neg(shift));
    const scaled: Angle = moved.exact
      ? exactly(R.div(moved.degrees, times_))
      : { exact: false, degrees: moved.degrees / R.toNumber(times_) };
    return { angle: modulo(scaled, every), every };
  });
  const forX = families.map((f) => familyNode(variable(x), f, radians));
  const [k, b] = [R.toNumber(times_), R.sign(shift)];
  const every_ = angleNode(exactly(period), radians);
  if (k !== 1 || b !== 0) {
    // Take the shift from both sides (add it when it is taken away), then multiply or divide.
    const shifted = b === 0 ? '' : b > 0 ? 'Take' : 'Add';
    const scaled = k === 1 ? '' : times_.p === 1n ? 'Multiply' : 'Divide';
    steps.push(
      step(
        { rule: 'period', params: { period: every_, angle: arg }, form: `${name}For` },
        list(...base.map((a) => familyNode(arg, { angle: a, every: R.int(period) }, radians))),
      ),
      step(
        {
          rule: k === 1 ? 'sides' : 'scale',
          params: {
            unknown: x,
            ...(b === 0 ? {} : { shift: angleNode(exactly(R.abs(shift)), radians) }),
            ...(k === 1
              ? {}
              : times_.p === 1n
                ? { multiply: times_.q }
                : { divide: E.toNode(E.fromQ(times_)) }),
          },
          form: `trig${shifted}${scaled}`,
        },
        list(...forX),
      ),
    );
  } else
    steps.push(step({ rule: 'period', params: { period: every_ }, form: name }, list(...forX)));
  return { steps, families, name, x };
};

/**
 * The argument as k·x + b for a rational k ≠ 0 and an angle b (in degrees, typed with ° or as a
 * multiple of π), or undefined.
 */
export const affineOf = (arg: MathNode): { x: string; k: R.Q; shift: R.Q } | undefined => {
  const names = variablesOf(arg);
  if (names.length !== 1) return undefined;
  const x = names[0] as string;
  let shift = R.ZERO;
  let linear: MathNode | undefined;
  for (const { node, sign } of termsOf(arg)) {
    if (hasVariable(node)) {
      const signed = sign < 0 ? ({ type: 'neg', arg: node } as MathNode) : node;
      linear = linear ? add(linear, signed) : signed;
      continue;
    }
    const angle = angleOf(node);
    if (!angle) return undefined;
    shift = sign < 0 ? R.sub(shift, angle.degrees) : R.add(shift, angle.degrees);
  }
  if (!linear) return undefined;
  try {
    const p = toPoly(linear);
    if (P.degree(p, x) !== 1 || !R.isZero(P.constant(p))) return undefined;
    return { x, k: P.coeff(p, x, 1), shift };
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};
