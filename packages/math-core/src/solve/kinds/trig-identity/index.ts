/**
 * Trigonometric expressions simplified and identities proved, by the identities of
 * src/algebra/trig-identities applied in their fixed order, each a step naming its identity:
 * `sin^2(x)+cos^2(x)` is 1 (Pythagorean), `tan(x)cos(x)` is sin(x) where cos(x) ≠ 0 (quotient,
 * then a common factor cancelled), `1 + tan^2(x)` is sec²(x), `cos^2(x) - sin^2(x)` is cos(2x).
 * "Prove that …", "verify …" and "show that …" an equation works both sides that way and says
 * where the identity holds; an equation that is no identity is answered with an angle of the
 * 15° grid where its sides differ, with both exact values. Every form a step gives is compared
 * with the expression as typed at sample points, and an identity's two sides with each other.
 */

import type { Identity } from '../../../algebra/identity-formulas';
import { evalExact, hasVariable, substitute, variablesOf } from '../../../algebra/reading';
import { agreeAtPoints } from '../../../algebra/samplePoints';
import {
  asIdentity,
  type Base,
  baseAngle,
  cancel,
  constantOf,
  doubleAngle,
  exponents,
  hasTrigOfUnknown,
  inSinAndCos,
  pythagoreanWith,
  type Ratio,
  ratioOf,
  ratioTree,
  sameForEveryAngle,
  scEqual,
  scMul,
  sinCosRatio,
  treeOf,
  valueAt,
} from '../../../algebra/trig-identities';
import { specialValue } from '../../../algebra/trig-values';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { chain, degrees, eq, fn, list, n as numberNode, variable } from '../../../math/build';
import { evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { Say, WorkedStep } from '../../../math/rules';
import { exactSolution, piTimes, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type Case, type Kind, sides } from '../../kind';
import { TRIG_IDENTITY_ANSWERS } from './answers';
import { TRIG_IDENTITY_REFUSALS } from './refusals';

export const trigIdentityKind: Kind<'trig-identity'> = {
  id: 'trig-identity',
  title: (problem) => (problem.type === 'relation' ? 'trigIdentity' : 'trigExpression'),
  titles: { trigIdentity: 'Trigonometric identity', trigExpression: 'Trigonometric expression' },
  methods: { trigIdentities: 'trigonometric identities', counterexample: 'counterexample' },
  practice: null,
  check: 'own',
  example: 'sin^2(x)+cos^2(x)',
  drawn: 'expressions',
};

const hasTrig = hasTrigOfUnknown;

/** The identities a step uses, as formulas in the problem's angle (a list of them). */
const identities = (used: readonly Identity[], u: MathNode): MathNode =>
  list(...used.map((said) => said(u)));

/** Which side of an identity to prove a step works on, if any: its notes' forms say so. */
type Side = '' | 'left' | 'right';

/** The form of a note for a step on one side: `identity` as `leftIdentity` on the left side. */
const onSide = (side: Side, form: string): string =>
  side === '' ? form : `${side}${form[0]?.toUpperCase()}${form.slice(1)}`;

/** The working of one side: each form it takes, the ratio it ends as, and where it is defined. */
interface Worked {
  steps: WorkedStep[];
  final: MathNode;
  /** The quotient before anything cancelled (its bottom says where the side is defined). */
  raw: Ratio;
  /** The quotient at the end. */
  ratio: Ratio;
  /** The side reached the form asked for (`target`), where its steps stop. */
  reached: boolean;
}

/**
 * One side simplified: tan, cot, sec, csc in sin and cos; double angles in single ones; one
 * fraction; sin² + cos² = 1 where it shortens; common factors cancelled; a result that is one
 * side of an identity written as its other side. Each form checked against the side as typed at
 * sample points. Once a form is `target` (the other side of an identity to prove, as typed), no
 * more steps are written: the side is what was asked. Undefined for an expression the identities
 * do not take.
 */
const simplify = (
  tree: MathNode,
  base: Base,
  side: Side = '',
  target?: MathNode,
): Worked | undefined => {
  const { u } = base;
  const x = variablesOf(tree)[0] as string;
  const steps: WorkedStep[] = [];
  let current = tree;
  let reached = false;
  const push = (say: Say, next: MathNode) => {
    if (reached || toText(next) === toText(current)) return;
    // Every form is the side as typed, at sample points.
    if (!agreeAtPoints(tree, next, [x], 3)) throw unchecked();
    steps.push(step({ ...say, form: onSide(side, say.form ?? '') }, next));
    current = next;
    reached = target !== undefined && toText(next) === toText(target);
  };
  for (const rewrite of inSinAndCos(current))
    push(
      {
        rule: rewrite.rule,
        params: { identities: identities(rewrite.used, u) },
        form: 'identity',
      },
      rewrite.tree,
    );
  const doubled = doubleAngle(current, base);
  if (doubled)
    push(
      {
        rule: 'doubleAngle',
        params: { identities: identities(doubled.used, u) },
        form: 'identity',
      },
      doubled.tree,
    );
  const raw = ratioOf(current, u);
  if (!raw) return undefined;
  const oneFraction = constantOf(raw.den) === undefined;
  push(
    oneFraction
      ? { rule: 'addFractions', form: 'trigOneFraction' }
      : { rule: 'expand', form: 'trigMultiplyOut' },
    ratioTree(raw, u),
  );
  const [top, bottom] = [pythagoreanWith(raw.num), pythagoreanWith(raw.den)];
  let ratio: Ratio = { num: top.form, den: bottom.form };
  const used = [...new Set([top.used, bottom.used].filter((t) => t !== undefined))];
  if (used.length > 0)
    push(
      { rule: 'pythagorean', params: { identities: identities(used, u) }, form: 'identity' },
      ratioTree(ratio, u),
    );
  const cancelled = cancel(ratio, u);
  if (cancelled.factor) {
    ratio = cancelled.ratio;
    push(
      { rule: 'cancelFactor', params: { factor: cancelled.factor }, form: 'trigDefined' },
      ratioTree(ratio, u),
    );
  }
  const other = asIdentity(ratio, u, base.double);
  if (other)
    push(
      { rule: other.rule, params: { identities: identities([other.used], u) }, form: 'identity' },
      other.tree,
    );
  return { steps, final: current, raw, ratio, reached };
};

/** Where a quotient's bottom is 0, as conditions: cos(x) ≠ 0 (from its factors sin u, cos u). */
const conditionsOf = (raws: Ratio[], u: MathNode, kept: Ratio[]): MathNode[] => {
  const out: MathNode[] = [];
  const notZero = (node: MathNode): MathNode => ({
    type: 'relation',
    operands: [node, numberNode(0)],
    relations: ['≠'],
  });
  const has = (r: Ratio, which: 0 | 1) =>
    [...r.den.keys()].every((m) => exponents(m)[which] > 0) && r.den.size > 0;
  for (const [which, name] of [
    [0, 'sin'],
    [1, 'cos'],
  ] as const)
    if (raws.some((r) => has(r, which)) && !kept.some((r) => has(r, which)))
      out.push(notZero(fn(name, u)));
  for (const r of raws) {
    const monomial = r.den.size === 1;
    const condition = notZero(treeOf(r.den, u));
    const text = toText(condition);
    if (
      !monomial &&
      !out.some((c) => toText(c) === text) &&
      !kept.some((k) => scEqual(k.den, r.den))
    )
      out.push(condition);
  }
  return out;
};

/** An expression in sin, cos, tan, sec, csc and cot of one angle, simplified with its steps. */
export const simplifyTrig = (tree: MathNode): Answered | undefined => {
  const base = baseAngle(tree);
  if (!base || variablesOf(tree).length !== 1) return undefined;
  const worked = simplify(tree, base);
  if (!worked) return undefined;
  const where = conditionsOf([worked.raw], base.u, [worked.ratio]);
  const steps =
    worked.steps.length > 0 ? worked.steps : [step({ rule: 'simplest', form: 'noIdentity' }, tree)];
  return {
    kind: 'trig-identity',
    method: 'trigIdentities',
    ...(where.length > 0
      ? answerInWords(
          {
            id: 'where',
            params: { answer: worked.final, conditions: { join: 'and', items: where } },
          },
          TRIG_IDENTITY_ANSWERS,
        )
      : { answer: toText(worked.final) }),
    solutions: [exactSolution(worked.final, worked.final)],
    steps,
  };
};

/** The angles tried for a counterexample, in order: the common ones first. */
const TRIED = [30, 45, 60, 120, 135, 150, 210, 225, 240, 300, 315, 330, 15, 75, 0, 90, 180, 270];

/**
 * An equation proved an identity by working each side to the same form, or shown not to be one
 * by an angle where the sides differ; `radians` writes that angle in radians, `both` in both.
 */
export const proveIdentity = (
  left: MathNode,
  right: MathNode,
  units: 'degrees' | 'radians' | 'both',
): Answered => {
  const both = eq(left, right);
  const base = baseAngle(both);
  const names = variablesOf(both);
  if (!base || names.length !== 1)
    throw refuse('unsupported', TRIG_IDENTITY_REFUSALS, 'identityAngle');
  const x = names[0] as string;
  const { u } = base;
  // Each side is worked towards the other as typed; one that gets there is the proof alone.
  const worked = [left, right].map((side, i) =>
    hasVariable(side)
      ? simplify(side, base, i === 0 ? 'left' : 'right', i === 0 ? right : left)
      : undefined,
  );
  const alone = worked.find((w) => w?.reached);
  const ratios = [left, right].map((side, i) => worked[i]?.ratio ?? sinCosRatio(side, base));
  const [l, r] = ratios;
  if (!l || !r || [left, right].some((side, i) => hasVariable(side) && !worked[i]))
    throw refuse('unsupported', TRIG_IDENTITY_REFUSALS, 'identityFunctions');
  const steps = alone ? [...alone.steps] : worked.flatMap((w) => w?.steps ?? []);
  const identity = sameForEveryAngle(scMul(l.num, r.den), scMul(r.num, l.den));
  if (identity) {
    // The two sides as typed, at sample points.
    if (!agreeAtPoints(left, right, [x], 5)) throw unchecked();
    const raws = worked.map((w, i) => w?.raw ?? (ratios[i] as Ratio));
    const where = conditionsOf(raws, u, []);
    const common = worked[0]?.final ?? left;
    // Where it holds: everywhere, or where one, two or more conditions hold.
    const [first, second] = where;
    const [conditions, how] =
      first === undefined
        ? [{}, '']
        : second === undefined
          ? [{ condition: first }, 'WhereOne']
          : where.length === 2
            ? [{ condition: first, also: second }, 'WhereTwo']
            : [{ conditions: list(...where) }, 'WhereMany'];
    steps.push(
      step(
        {
          rule: 'identityHolds',
          params: { unknown: x, ...conditions, ...(alone ? {} : { common }) },
          form: `${alone ? (alone === worked[0] ? 'leftNow' : 'rightNow') : 'bothAre'}${how}`,
        },
        both,
      ),
    );
    return {
      kind: 'trig-identity',
      method: 'trigIdentities',
      ...answerInWords(
        where.length > 0
          ? {
              id: 'identityWhere',
              params: {
                identity: both,
                unknown: variable(x),
                conditions: { join: 'and', items: where },
              },
            }
          : { id: 'identity', params: { identity: both, unknown: variable(x) } },
        TRIG_IDENTITY_ANSWERS,
      ),
      solutions: [exactSolution(both)],
      steps,
    };
  }
  // Not an identity: an angle of the grid where both sides are defined and differ.
  for (const d of TRIED) {
    const at = (ratio: Ratio): Exact | undefined => {
      const angle = (evaluateMath(u, { [x]: (d * Math.PI) / 180 }) * 180) / Math.PI;
      const whole = Math.round(angle);
      if (!approxEqual(angle, whole, TOLERANCE.check) || whole % 15 !== 0) return undefined;
      const [s, c] = (['sin', 'cos'] as const).map((f) =>
        evalExact(specialValue(f, whole) as MathNode),
      );
      const bottom = valueAt(ratio.den, s as Exact, c as Exact);
      return bottom.length === 0
        ? undefined
        : E.div(valueAt(ratio.num, s as Exact, c as Exact), bottom);
    };
    const rawOf = (i: number) => worked[i]?.raw ?? (ratios[i] as Ratio);
    const [a, b] = [at(rawOf(0)), at(rawOf(1))];
    if (!a || !b || E.equal(a, b)) continue;
    const point = { [x]: (d * Math.PI) / 180 };
    const [la, rb] = [evaluateMath(left, point), evaluateMath(right, point)];
    // The exact values against the sides as typed, in floating point.
    if (!approxEqual(la, E.toNumber(a), TOLERANCE.check)) throw unchecked();
    if (!approxEqual(rb, E.toNumber(b), TOLERANCE.check)) throw unchecked();
    const angle =
      units === 'radians' ? piTimes(R.div(R.int(d), R.int(180))) : degrees(numberNode(d));
    const inRadians = piTimes(R.div(R.int(d), R.int(180)));
    const [va, vb] = [E.toNode(a), E.toNode(b)];
    steps.push(
      step(
        units === 'both'
          ? {
              rule: 'counterexample',
              params: { unknown: x, angle, radians: inRadians },
              form: 'atBoth',
            }
          : { rule: 'counterexample', params: { unknown: x, angle }, form: 'at' },
        list(
          chain(substitute(left, { [x]: angle }), '=', va),
          ...(hasVariable(right) ? [chain(substitute(right, { [x]: angle }), '=', vb)] : []),
        ),
      ),
    );
    return {
      kind: 'trig-identity',
      method: 'counterexample',
      ...answerInWords(
        {
          id: units === 'both' ? 'notIdentityBoth' : 'notIdentity',
          params: {
            unknown: variable(x),
            angle,
            ...(units === 'both' ? { radians: inRadians } : {}),
            left: va,
            right: vb,
          },
        },
        TRIG_IDENTITY_ANSWERS,
      ),
      solutions: [],
      outcome: 'none',
      steps,
    };
  }
  throw unchecked();
};

/** Whether the two sides of an equation are equal for every angle (an identity typed as one). */
const isIdentity = (tree: MathNode): boolean => {
  if (tree.type !== 'relation' || tree.relations.length !== 1 || tree.relations[0] !== '=')
    return false;
  const base = baseAngle(tree);
  if (!base || variablesOf(tree).length !== 1) return false;
  const [l, r] = sides(tree).map((side) => sinCosRatio(side, base));
  return (
    l !== undefined &&
    r !== undefined &&
    sameForEveryAngle(scMul(l.num, r.den), scMul(r.num, l.den))
  );
};

/** "Prove that …", "verify …", or an equation true for every angle: an identity proved or refuted. */
export const trigIdentityCase: Case = {
  matches: (tree, { proving }) =>
    tree.type === 'relation' && hasTrig(tree) && (proving === true || isIdentity(tree)),
  solve: (tree, { radians, degrees: inDegrees }) => {
    if (tree.type !== 'relation' || tree.relations.length !== 1 || tree.relations[0] !== '=')
      throw refuse('unsupported', TRIG_IDENTITY_REFUSALS, 'identityOne');
    return proveIdentity(...sides(tree), radians ? 'radians' : inDegrees ? 'degrees' : 'both');
  },
};

/** An expression in trig functions of one angle: simplified by the identities. */
export const trigSimplifyCase: Case = {
  matches: (tree) => tree.type !== 'relation' && tree.type !== 'list' && hasTrig(tree),
  solve: (tree) => simplifyTrig(tree),
};
