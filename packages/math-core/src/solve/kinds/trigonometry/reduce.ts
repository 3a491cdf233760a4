/**
 * Trigonometric equations in more than one function of the unknown, or in an angle and its
 * double, brought to equations in one function by identities (src/algebra/trig-identities):
 * tan, cot, sec and csc written in sin and cos, sin 2u and cos 2u in sin u and cos u, then
 * everything on one side as a polynomial in sin u and cos u. A common factor sin u or cos u is
 * taken out (sin(2x) = sin(x): sin x(2cos x − 1) = 0) and each factor solved alone: one with cos u
 * only in even powers is put in sin u by cos²u = 1 − sin²u (2cos²x + 3sin x = 3), and the other
 * way round; one whose terms all have the same degree is divided by a power of cos u, after
 * checking that cos u = 0 solves nothing, to give an equation in tan u (sin x = cos x: tan x = 1);
 * k·sin u cos u + m is (k/2)·sin 2u + m; a·sin u + b·cos u + m is R·sin(u + α) + m when α is a
 * multiple of 15°. The solutions are checked in the equation as typed, and a search of one turn
 * for places where the two sides cross makes sure no solution was lost on the way.
 */

import { IDENTITIES, twiceOf } from '../../../algebra/identity-formulas';
import * as P from '../../../algebra/poly';
import { evalExact, variablesOf } from '../../../algebra/reading';
import {
  baseAngle,
  cForm,
  constantOf,
  doubleAngle,
  exponents,
  inSinAndCos,
  leadingCoefficient,
  type Rewrite,
  ratioOf,
  type SC,
  scScale,
  sForm,
  treeOf,
} from '../../../algebra/trig-identities';
import { specialValue } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import {
  add,
  degrees,
  eq,
  fn,
  list,
  neg,
  n as numberNode,
  sub,
  times,
  variable,
} from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { piTimes, qNode, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type Case, sides } from '../../kind';
import {
  type Angle,
  affineOf,
  angleNode,
  exactly,
  type Family,
  familyNode,
  hasTrigOfUnknown,
  inOneFunction,
  modulo,
  plus,
  sizeOf,
  solvePiece,
  trigAnswer,
  type Units,
  unitsOf,
} from './equation';
import { TRIGONOMETRY_REFUSALS } from './refusals';

const refused = (): never => {
  throw refuse('unsupported', TRIGONOMETRY_REFUSALS, 'trigReduce');
};

/** The step of one rewrite by identities. */
export const rewriteStep = (rewrite: Rewrite, u: MathNode, statement: MathNode): WorkedStep =>
  step(
    {
      rule: rewrite.rule,
      params: { identities: list(...rewrite.used.map((said) => said(u))) },
      form: 'trigWrite',
    },
    statement,
  );

const ONE: Exact = /* @__PURE__ */ E.fromQ(R.ONE);

/** The angle α as the answer writes it (α in degrees, a multiple of 15). */
const angleTree = (d: number, units: Units): MathNode =>
  units === 'radians' ? piTimes(R.div(R.int(d), R.int(180))) : degrees(numberNode(d));

/** −p when the first term p is written with is negative (1 − 2cos x for −2cos x + 1), else p. */
const leadPositive = (p: SC): SC =>
  p.size > 0 && E.sign(leadingCoefficient(p)) < 0 ? scScale(p, E.fromQ(R.int(-1))) : p;

/** Solves p(sin u, cos u) = 0, one factor of the equation: its steps and families. */
const solveFactor = (p: SC, u: MathNode, units: Units, steps: WorkedStep[]): Family[] => {
  const zero = numberNode(0);
  const keys = [...p.keys()].map(exponents);
  const piece = (side: MathNode) => {
    const solved = solvePiece(side, zero, units, false);
    steps.push(...solved.steps);
    return solved.families;
  };
  // In sin u alone once cos²u = 1 − sin²u, or in cos u alone once sin²u = 1 − cos²u.
  const ways = [
    { even: 1, form: sForm, used: IDENTITIES.cosSquared, left: 'sin' },
    { even: 0, form: cForm, used: IDENTITIES.sinSquared, left: 'cos' },
  ] as const;
  for (const { even, form, used, left } of ways) {
    // sin u must be left when the cos u are traded away (a constant alone is no equation in it).
    const left_ = even === 0 || keys.some(([i]) => i > 0);
    if (!keys.every((e) => e[even] % 2 === 0) || !left_) continue;
    const alone = leadPositive(form(p));
    if (keys.some((e) => e[even] > 0))
      steps.push(
        step(
          {
            rule: 'pythagorean',
            params: { identity: used(u), call: fn(left, u) },
            form: 'trigLeave',
          },
          eq(treeOf(alone, u), zero),
        ),
      );
    return piece(treeOf(alone, u));
  }
  // Every term of degree d: divide by cosᵈu, where cos u = 0 solves nothing.
  const d = keys[0] ? keys[0][0] + keys[0][1] : 0;
  if (keys.every(([i, j]) => i + j === d)) {
    const lead = p.get(`${d},0`);
    if (!lead) throw unchecked();
    const inTan: SC = new Map([...p].map(([m, c]) => [`${exponents(m)[0]},0`, c]));
    steps.push(
      step(
        {
          rule: 'divideByCos',
          params: {
            angle: u,
            left: E.toNode(E.sign(lead) < 0 && d % 2 === 1 ? E.negate(lead) : lead),
            identity: IDENTITIES.toTan(u),
            ...(d > 2 ? { power: d } : {}),
          },
          form: d === 1 ? 'one' : d === 2 ? 'two' : d % 2 === 0 ? 'even' : 'odd',
        },
        eq(treeOf(inTan, u, 'tan'), zero),
      ),
    );
    return piece(treeOf(inTan, u, 'tan'));
  }
  // k·sin u cos u + m = (k/2)·sin 2u + m.
  const twice = twiceOf(u);
  const m = p.get('0,0') ?? [];
  const k = p.get('1,1');
  if (k && twice && p.size === (m.length > 0 ? 2 : 1)) {
    const side = treeOf(
      new Map([
        ['1,0', E.mul(k, E.fromQ(R.rat(1n, 2n)))],
        ...(m.length > 0 ? [['0,0', m] as [string, Exact]] : []),
      ]),
      twice,
    );
    steps.push(
      step(
        {
          rule: 'doubleAngle',
          params: { identity: IDENTITIES.toSinDouble(u) },
          form: 'trigUse',
        },
        eq(side, zero),
      ),
    );
    return piece(side);
  }
  // a·sin u + b·cos u + m = R·sin(u + α) + m, with cos α = a/R and sin α = b/R.
  const [a, b] = [p.get('1,0'), p.get('0,1')];
  if (a && b && p.size === (m.length > 0 ? 3 : 2)) {
    const size = E.power(E.add(E.mul(a, a), E.mul(b, b)), R.rat(1n, 2n));
    const alpha = Array.from({ length: 24 }, (_, i) => i * 15).find((deg) =>
      [
        ['cos', a],
        ['sin', b],
      ].every(([name, c]) => {
        const value = specialValue(name as 'sin' | 'cos', deg);
        return value !== undefined && E.equal(evalExact(value), E.div(c as Exact, size));
      }),
    );
    if (alpha === undefined) refused();
    const shifted = add(u, angleTree(alpha as number, units));
    const side = treeOf(
      new Map([['1,0', size], ...(m.length > 0 ? [['0,0', m] as [string, Exact]] : [])]),
      shifted,
    );
    steps.push(
      step(
        {
          rule: 'harmonic',
          params: {
            sum: treeOf(
              new Map([
                ['1,0', a],
                ['0,1', b],
              ]),
              u,
            ),
            size: E.toNode(size),
            alpha: angleTree(alpha as number, units),
          },
          form: 'oneSine',
        },
        eq(side, zero),
      ),
    );
    return piece(side);
  }
  return refused();
};

/**
 * A trig equation in sin, cos, tan, sec, csc and cot of one angle and its double, solved through
 * one function at a time; a SolveStop when it does not reduce so.
 */
export const solveReduced = (left: MathNode, right: MathNode, units: Units): Answered => {
  const never = outsideReciprocal(left, right) ?? outsideReciprocal(right, left);
  if (never) return never;
  try {
    return byIdentities(left, right, units);
  } catch (err) {
    // One function at two angles that identities do not bring to one: tan(2x) = tan(x), sin(3x) = sin(x).
    const same = err instanceof SolveStop ? sameFunction(left, right, units) : undefined;
    if (same) return same;
    throw err;
  }
};

/**
 * sec(u) = k or csc(u) = k with −1 < k < 1 (sec(x) = 0): no solution, since sec u = 1/cos u and
 * |cos u| ≤ 1 make |sec u| ≥ 1 wherever it is defined (csc likewise through sin).
 */
const outsideReciprocal = (trig: MathNode, value: MathNode): Answered | undefined => {
  if (
    trig.type !== 'function' ||
    (trig.name !== 'sec' && trig.name !== 'csc') ||
    trig.args.length !== 1 ||
    variablesOf(value).length > 0
  )
    return undefined;
  const k = evaluateMath(value);
  if (!(Math.abs(k) < 1 - TOLERANCE.check)) return undefined;
  const u = trig.args[0] as MathNode;
  return {
    kind: 'trigonometry',
    // The function with its angle, written in the notation it is worded in (cosec(x) in Spanish).
    method: { id: 'boundedByOne', params: { term: trig } },
    ...answerInWords({ id: 'none' }),
    solutions: [],
    outcome: 'none',
    steps: [
      step(
        { rule: 'trigRange', params: { angle: u, equation: eq(trig, value) }, form: trig.name },
        { type: 'relation', operands: [fn('abs', trig), numberNode(1)], relations: ['≥'] },
      ),
    ],
  };
};

const byIdentities = (left: MathNode, right: MathNode, units: Units): Answered => {
  const both = eq(left, right);
  const base = baseAngle(both);
  const names = variablesOf(both);
  if (!base || names.length !== 1) return refused();
  const x = names[0] as string;
  const { u } = base;
  const steps: WorkedStep[] = [];
  let tree = both;
  steps.push(step({ rule: 'newUnknown', params: { angle: u }, form: `${units}SinCos` }, both));
  for (const rewrite of inSinAndCos(tree)) {
    tree = rewrite.tree;
    steps.push(rewriteStep(rewrite, u, tree));
  }
  const doubled = doubleAngle(tree, base);
  if (doubled) {
    tree = doubled.tree;
    steps.push(rewriteStep(doubled, u, tree));
  }
  const [l, r] = sides(tree);
  const ratio = ratioOf(sub(l, r), u);
  if (!ratio || ratio.num.size === 0) return refused();
  const bottom = constantOf(ratio.den);
  const p = leadPositive(bottom ? scScale(ratio.num, E.inverse(bottom)) : ratio.num);
  steps.push(
    bottom
      ? step({ rule: 'moveAll', form: 'trigOneSide' }, eq(treeOf(p, u), numberNode(0)))
      : step(
          {
            rule: 'lcd',
            params: { denominator: treeOf(ratio.den, u) },
            form: 'trigDefined',
          },
          eq(treeOf(p, u), numberNode(0)),
        ),
  );
  // A common factor sinⁱu·cosʲu taken out: each factor is 0 on its own.
  const keys = [...p.keys()].map(exponents);
  const [i, j] = [Math.min(...keys.map((e) => e[0])), Math.min(...keys.map((e) => e[1]))];
  const factors: SC[] = [];
  if (i > 0 || j > 0) {
    const rest = leadPositive(
      new Map([...p].map(([m, c]) => [`${exponents(m)[0] - i},${exponents(m)[1] - j}`, c])),
    );
    const alone = constantOf(rest) !== undefined;
    factors.push(
      ...(i > 0 ? [new Map([['1,0', ONE]])] : []),
      ...(j > 0 ? [new Map([['0,1', ONE]])] : []),
      ...(alone ? [] : [rest]),
    );
    const monomial = treeOf(new Map([[`${i},${j}`, ONE]]), u);
    if (!alone)
      steps.push(
        step(
          { rule: 'commonFactor', params: { factor: monomial }, form: 'factor' },
          eq(
            { type: 'binary', op: '*', left: monomial, right: treeOf(rest, u), implicit: true },
            numberNode(0),
          ),
        ),
      );
    if (factors.length > 1)
      steps.push(
        step(
          { rule: 'zeroProduct', form: 'trigOnly' },
          list(...factors.map((f) => eq(treeOf(f, u), numberNode(0)))),
        ),
      );
  } else factors.push(p);
  const families = factors.flatMap((f) => solveFactor(f, u, units, steps));
  // Where the equation as typed is undefined (a tan or a denominator there), no solution.
  const bottom_ = treeOf(ratio.den, u);
  const defined = (f: Family) => {
    const at = { [x]: (sizeOf(f.angle) * Math.PI) / 180 };
    return (
      [left, right].every((side) => Number.isFinite(evaluateMath(side, at))) &&
      Math.abs(evaluateMath(bottom_, at)) > TOLERANCE.check
    );
  };
  const kept = families.filter(defined);
  const dropped = families.filter((f) => !defined(f));
  if (dropped.length > 0)
    steps.push(
      step(
        { rule: 'noDivideByZero', form: 'trigUndefined' },
        list(...dropped.map((f) => familyNode(variable(x), f, units === 'radians'))),
      ),
    );
  lostNone(left, right, x, kept);
  return trigAnswer(x, left, right, kept, steps, units, 'trigIdentities');
};

/** The ways f(A) = f(B) holds: A = s·B + c, give or take multiples of `period` (in degrees). */
const SAME_VALUE: Record<'sin' | 'cos' | 'tan', { s: 1 | -1; c: number; period: number }[]> = {
  sin: [
    { s: 1, c: 0, period: 360 },
    { s: -1, c: 180, period: 360 },
  ],
  cos: [
    { s: 1, c: 0, period: 360 },
    { s: -1, c: 0, period: 360 },
  ],
  tan: [{ s: 1, c: 0, period: 180 }],
};

const isSolvable = (name: string): name is 'sin' | 'cos' | 'tan' =>
  name === 'sin' || name === 'cos' || name === 'tan';

/** k·x + shift as a tree, the shift an angle in the units shown. */
const affineNode = (x: string, k: R.Q, shift: R.Q, radians: boolean): MathNode => {
  const kx = P.toNode(P.scale(P.varPoly(x), k));
  if (R.isZero(shift)) return kx;
  const angle = angleNode(exactly(R.abs(shift)), radians);
  // 90° − x rather than −x + 90°.
  if (R.sign(k) < 0 && R.sign(shift) > 0)
    return sub(angle, P.toNode(P.scale(P.varPoly(x), R.neg(k))));
  return R.sign(shift) < 0 ? sub(kx, angle) : add(kx, angle);
};

/**
 * One function at two angles, f(A) = f(B) with A and B of the form k·x + b: sin A = sin B when
 * A = B or A = 180° − B, cos A = cos B when A = B or A = −B, give or take whole turns, and
 * tan A = tan B when A = B, give or take half turns, where both are defined; sin A = cos B is
 * sin A = sin(90° − B) first. Each way is a linear equation in x whose solutions repeat every turn
 * divided by its coefficient of x. Undefined for an equation of another form.
 */
const sameFunction = (left: MathNode, right: MathNode, units: Units): Answered | undefined => {
  if (left.type !== 'function' || right.type !== 'function') return undefined;
  const [f, g] = [left.name, right.name];
  if (!isSolvable(f) || !isSolvable(g) || left.args.length !== 1 || right.args.length !== 1)
    return undefined;
  const a = affineOf(left.args[0] as MathNode);
  let b = affineOf(right.args[0] as MathNode);
  if (!a || !b || a.x !== b.x || (f !== g && (f === 'tan' || g === 'tan'))) return undefined;
  const { x } = a;
  const radians = units === 'radians';
  const steps: WorkedStep[] = [];
  if (f !== g) {
    // cos B = sin(90° − B) and sin B = cos(90° − B).
    b = { x, k: R.neg(b.k), shift: R.sub(R.int(90), b.shift) };
    steps.push(
      step(
        {
          rule: 'complementary',
          params: { given: g, written: f, quarter: angleNode(exactly(90), radians) },
          form: 'write',
        },
        eq(left, fn(f, affineNode(x, b.k, b.shift, radians))),
      ),
    );
  }
  const [A, B] = [affineNode(x, a.k, a.shift, radians), affineNode(x, b.k, b.shift, radians)];
  const ways = SAME_VALUE[f];
  const period = (p: number) => times(angleNode(exactly(p), radians), variable('k'));
  steps.push(
    step(
      {
        rule: 'sameValue',
        form: `${units}${f === 'tan' ? 'Tan' : f === 'sin' ? 'Sin' : 'Cos'}`,
      },
      list(
        ...ways.map(({ s, c, period: p }) => {
          const other = s === 1 ? B : c === 0 ? neg(B) : sub(angleNode(exactly(c), radians), B);
          return eq(A, add(other, period(p)));
        }),
      ),
    ),
  );
  const families: Family[] = [];
  for (const { s, c, period: p } of ways) {
    // (a.k − s·b.k)·x = s·b.shift + c − a.shift + p·k
    const d = R.sub(a.k, R.mul(R.int(s), b.k));
    const rest = R.add(R.sub(R.mul(R.int(s), b.shift), a.shift), R.int(c));
    if (R.isZero(d)) {
      // The unknown cancels: true for every x, or for none.
      if (R.isInt(R.div(rest, R.int(p)))) return undefined;
      steps.push(
        step(
          {
            rule: 'cancelled',
            params: {
              equation: eq(A, add(s === 1 ? B : sub(angleNode(exactly(c), radians), B), period(p))),
              unknown: x,
            },
            form: 'trigNever',
          },
          eq(A, add(B, period(p))),
        ),
      );
      continue;
    }
    const every = R.abs(R.div(R.int(p), d));
    const family: Family = { angle: modulo(exactly(R.div(rest, d)), every), every };
    families.push(family);
    steps.push(
      step(
        { rule: 'scale', params: { unknown: x, divide: qNode(d) }, form: 'trigGather' },
        familyNode(variable(x), family, radians),
      ),
    );
  }
  // Where tan is undefined (its angle an odd multiple of 90°) there is no solution: a family is
  // taken one turn at a time there.
  const defined = (angle: Angle) =>
    f !== 'tan' ||
    !angle.exact ||
    [a, b].every(
      (p) =>
        !R.isInt(R.div(R.sub(R.add(R.mul(p.k, angle.degrees), p.shift), R.int(90)), R.int(180))),
    );
  const undefinedAt: Angle[] = [];
  const kept = families.flatMap((fam) => {
    const turn = Math.max(1, Math.round(360 / R.toNumber(fam.every)));
    const members = Array.from({ length: turn }, (_, j) =>
      plus(fam.angle, R.mul(fam.every, R.int(j))),
    );
    if (members.every(defined)) return [fam];
    undefinedAt.push(...members.filter((t) => !defined(t)));
    return members
      .filter(defined)
      .map((angle) => ({ angle, every: R.mul(fam.every, R.int(turn)) }));
  });
  if (undefinedAt.length > 0)
    steps.push(
      step(
        { rule: 'noDivideByZero', form: 'tanUndefined' },
        list(
          ...undefinedAt.map((t) =>
            familyNode(variable(x), { angle: t, every: R.int(360) }, radians),
          ),
        ),
      ),
    );
  lostNone(left, right, x, kept);
  return trigAnswer(x, left, right, kept, steps, units, 'equalValues');
};

/**
 * Refuses (unchecked) an answer that misses a solution: every place in one turn where the two
 * sides cross (a sign change of left − right that narrows to a root, not to a pole) must be one
 * of the solutions found.
 */
const lostNone = (left: MathNode, right: MathNode, x: string, families: Family[]): void => {
  const f = (t: number) => {
    const at = { [x]: t };
    return evaluateMath(left, at) - evaluateMath(right, at);
  };
  const found = families.flatMap(({ angle, every }) =>
    Array.from(
      { length: Math.ceil(360 / R.toNumber(every)) + 1 },
      (_, k) => ((sizeOf(angle) + k * R.toNumber(every)) * Math.PI) / 180,
    ),
  );
  const N = 1440;
  const step_ = (2 * Math.PI) / N;
  let [a, fa] = [0, f(0)];
  for (let n = 1; n <= N; n++) {
    const b = n * step_;
    const fb = f(b);
    if (Number.isFinite(fa) && Number.isFinite(fb) && fa * fb < 0) {
      let [lo, hi, flo] = [a, b, fa];
      for (let it = 0; it < 60; it++) {
        const mid = (lo + hi) / 2;
        const fm = f(mid);
        if (!Number.isFinite(fm)) break;
        if (flo * fm <= 0) hi = mid;
        else [lo, flo] = [mid, fm];
      }
      const root = (lo + hi) / 2;
      const value = f(root);
      const pole = !Number.isFinite(value) || Math.abs(value) > TOLERANCE.root;
      if (!pole && !found.some((t) => approxEqual(t, root, TOLERANCE.root))) throw unchecked();
    }
    [a, fa] = [b, fb];
  }
};

/** A trig equation of the unknown not in one function: reduced by identities. */
export const trigReducedCase: Case = {
  matches: (tree) =>
    tree.type === 'relation' && hasTrigOfUnknown(tree) && !inOneFunction(...sides(tree)),
  solve: (tree, context) => solveReduced(...sides(tree), unitsOf(context)),
};
