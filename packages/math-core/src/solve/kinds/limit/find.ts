/**
 * The ways a limit is found: substitution, factoring and cancelling, L'Hôpital's rule, degrees at
 * ±∞, the form 1^∞, growth without bound by the sign on each side, and the standard cases (an
 * oscillation that has no limit, absolute values by side, logarithms at 0).
 */

import * as P from '../../../algebra/poly';
import { gcdPoly } from '../../../algebra/rationalForm';
import { contains, hasVariable, isE, mapTree, substitute } from '../../../algebra/reading';
import { chain, eq, frac as fraction, mul, neg, n as numberNode } from '../../../math/build';
import { compileMath, evaluateMath } from '../../../math/evaluateMath';
import type { Exact } from '../../../math/exact';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { unchecked } from '../../../math/rational';
import { step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { unsupported } from './refusals';
import {
  exactly,
  fractionOf,
  limitOf,
  near,
  quotient,
  unbounded,
  type Value,
  valueNode,
  type Work,
} from './work';

/** The limit at a point, with its steps, by the first method that applies. */
const atPoint = (w: Work, f: MathNode, a: Exact, depth: number): Value => {
  const here = substitute(f, { [w.x]: E.toNode(a) });
  const direct = exactly(here);
  if (direct) {
    w.methods.add('directSubstitution');
    w.steps.push(
      step(
        { rule: 'direct', params: { unknown: w.x, value: E.toNode(a) }, form: 'defined' },
        chain(limitOf(w, f), '=', here, '=', E.toNode(direct)),
      ),
    );
    return { finite: direct };
  }
  const ratio = fractionOf(f, w.x);
  if (ratio) {
    const [n, d] = [P.exactValueAt(ratio.num, w.x, a), P.exactValueAt(ratio.den, w.x, a)];
    if (n.length === 0 && d.length === 0) {
      const common = gcdPoly(ratio.num, ratio.den, w.x);
      const num = P.divMod(ratio.num, common, w.x).quotient;
      const den = P.divMod(ratio.den, common, w.x).quotient;
      const reduced = P.isConstant(den)
        ? P.toNode(P.scale(num, R.div(R.ONE, P.constant(den))))
        : fraction(P.toNode(num), P.toNode(den));
      w.methods.add('factoringAndCancelling');
      w.steps.push(
        step(
          { rule: 'cancelLimit', params: { factor: P.toNode(common) }, form: 'common' },
          chain(limitOf(w, f), '=', limitOf(w, reduced)),
        ),
      );
      return limitAt(w, reduced, depth + 1);
    }
    if (d.length === 0) return unbounded(w, f);
  }
  const parts = quotient(f);
  if (parts) {
    const [top, bottom] = parts.map((p) => exactly(substitute(p, { [w.x]: E.toNode(a) })));
    if (top?.length === 0 && bottom?.length === 0)
      return lHopital(w, f, parts, 'zeroOverZero', depth);
    if (top && top.length > 0 && bottom?.length === 0) return unbounded(w, f);
  }
  throw unsupported('limitNoMethod');
};

/** L'Hôpital's rule: the limit of A/B in the form 0/0 or ∞/∞ is the limit of A′/B′. */
const lHopital = (
  w: Work,
  f: MathNode,
  [top, bottom]: [MathNode, MathNode],
  form: 'zeroOverZero' | 'infinityOverInfinity',
  depth: number,
): Value => {
  const [dTop, dBottom] = [w.differentiate(top, w.x), w.differentiate(bottom, w.x)];
  const next = dBottom.type === 'number' && dBottom.value === '1' ? dTop : fraction(dTop, dBottom);
  w.methods.add('lHopital');
  w.steps.push(step({ rule: 'lHopital', form }, chain(limitOf(w, f), '=', limitOf(w, next))));
  return limitAt(w, next, depth + 1);
};

/** Whether f grows without bound toward the target (for ∞/∞). */
const grows = (w: Work, f: MathNode): boolean => {
  // Far out: at 10 and 100 (e^x overflows past 700); near a point: 10⁻⁴ and 10⁻⁸ away.
  const [first, last] = ('infinity' in w.to ? [1, 2] : [4, 8]).map((k) =>
    Math.abs(evaluateMath(f, { [w.x]: near(w.to, w.side, k) })),
  ) as [number, number];
  return Number.isFinite(last) && last > 3 && last > first * 1.5;
};

/** e to an exact power, as a tree: e for 1, eᵏ otherwise. */
const ePower = (k: Exact): MathNode => {
  const e: MathNode = { type: 'constant', name: 'e' };
  return E.equal(k, E.fromQ(R.ONE)) ? e : { type: 'power', base: e, exponent: E.toNode(k) };
};

/** f as c·g or g/c with c a nonzero number: [c, g]. */
const constantFactor = (f: MathNode): [Exact, MathNode] | undefined => {
  const product = f.type === 'binary' && f.op === '*';
  const parts = product ? [f.left, f.right] : quotient(f);
  if (!parts) return undefined;
  const [a, b] = parts as [MathNode, MathNode];
  const [c, g] = !hasVariable(b) ? [b, a] : product && !hasVariable(a) ? [a, b] : [];
  const value = c && exactly(c);
  if (!value || value.length === 0 || !g) return undefined;
  return [product ? value : E.div(E.fromQ(R.ONE), value), g];
};

/** The limit at ±∞, with its steps. */
const atInfinity = (w: Work, f: MathNode, s: 1 | -1, depth: number): Value => {
  const ratio = fractionOf(f, w.x);
  if (ratio && ratio.num.length > 0) {
    const degree = (p: P.Poly) => P.degree(p, w.x);
    const [dn, dd] = [degree(ratio.num), degree(ratio.den)];
    const lead = R.div(P.leading(ratio.num, w.x), P.leading(ratio.den, w.x));
    w.methods.add('degreesTopBottom');
    const value: Value =
      dn < dd
        ? { finite: [] }
        : dn === dd
          ? { finite: E.fromQ(lead) }
          : // lead·x^(dn − dd) far out: its sign is lead's, times s for an odd power.
            { infinite: R.sign(lead) * ((dn - dd) % 2 === 0 ? 1 : s) > 0 ? 1 : -1 };
    const form =
      dn < dd
        ? 'limitLower'
        : dd === 0
          ? dn === 0
            ? 'limitConstant'
            : 'limitPolynomial'
          : dn === dd
            ? 'limitEqual'
            : 'limitHigher';
    w.steps.push(step({ rule: 'degrees', form }, chain(limitOf(w, f), '=', valueNode(value))));
    return value;
  }
  const parts = quotient(f);
  if (parts?.every((p) => hasVariable(p) && grows(w, p)))
    return lHopital(w, f, parts, 'infinityOverInfinity', depth);
  // u^v with u → 1 and v → ±∞: e to the limit of v·ln(u), found as ln(u)/(1/v).
  if (f.type === 'power' && hasVariable(f.base) && hasVariable(f.exponent)) {
    const log: MathNode = { type: 'log', arg: f.base, base: { type: 'constant', name: 'e' } };
    const inner = fraction(log, fraction({ type: 'number', value: '1' }, f.exponent));
    w.methods.add('formOneToInfinity');
    w.steps.push(
      step(
        { rule: 'expLimit', params: { exponent: mul(f.exponent, log) }, form: 'rewrite' },
        chain(limitOf(w, f), '=', {
          type: 'power',
          base: { type: 'constant', name: 'e' },
          exponent: limitOf(w, inner),
        }),
      ),
    );
    const exponent = lHopital(
      w,
      inner,
      [log, fraction({ type: 'number', value: '1' }, f.exponent)],
      'zeroOverZero',
      depth,
    );
    if (!('finite' in exponent)) throw unsupported('limitExponent');
    const power = ePower(exponent.finite);
    w.steps.push(step({ rule: 'expLimit', form: 'power' }, chain(limitOf(w, f), '=', power)));
    return { node: power };
  }
  // bᵍ for a number b > 0 (e among them): b to the limit of g.
  if (f.type === 'power' && !hasVariable(f.base)) {
    const b = evaluateMath(f.base);
    const inner = limitAt(w, f.exponent, depth + 1);
    let value: Value;
    if ('infinite' in inner)
      value = inner.infinite > 0 === b > 1 ? { infinite: 1 } : { finite: [] };
    else if ('finite' in inner)
      value = { node: { type: 'power', base: f.base, exponent: E.toNode(inner.finite) } };
    else throw unsupported('limitPowerExponent');
    w.methods.add('limitOfExponent');
    w.steps.push(
      step(
        { rule: 'limitPower', params: { base: f.base }, form: b > 1 ? 'grows' : 'follows' },
        chain(limitOf(w, f), '=', valueNode(value)),
      ),
    );
    return value;
  }
  // g/c and c·g for a number c ≠ 0: the limit of g, scaled.
  const scaled = constantFactor(f);
  if (scaled) {
    const [c, g] = scaled;
    const inner = limitAt(w, g, depth + 1);
    if ('infinite' in inner) {
      const value: Value = { infinite: inner.infinite * Math.sign(E.toNumber(c)) > 0 ? 1 : -1 };
      w.steps.push(
        step(
          { rule: 'limitFactor', params: { factor: E.toNode(c) }, form: 'keeps' },
          chain(limitOf(w, f), '=', valueNode(value)),
        ),
      );
      return value;
    }
    if ('finite' in inner) return { finite: E.mul(c, inner.finite) };
  }
  // c/g for a number c: 0 where g grows without bound.
  const over = quotient(f);
  if (over && !hasVariable(over[0]) && hasVariable(over[1])) {
    const inner = limitAt(w, over[1], depth + 1);
    if ('infinite' in inner) {
      w.methods.add('numberOverUnbounded');
      w.steps.push(
        step({ rule: 'toZero', form: 'numberOver' }, chain(limitOf(w, f), '=', numberNode(0))),
      );
      return { finite: [] };
    }
  }
  throw unsupported('limitAtInfinity');
};

/** The limit of f, by the methods above, in at most eight rounds (L'Hôpital's rule, cancelling, parts). */
export const limitAt = (w: Work, f: MathNode, depth = 0): Value => {
  if (depth > 8) throw unsupported('limitRounds');
  const special = oscillating(w, f) ?? absoluteSides(w, f, depth) ?? logAtZero(w, f);
  if (special) return special;
  return 'at' in w.to ? atPoint(w, f, w.to.at, depth) : atInfinity(w, f, w.to.infinity, depth);
};

/** Values of u at the three distances the checks use, on one side (or far out). */
const samples = (w: Pick<Work, 'x' | 'to'>, u: MathNode, side: '+' | '-' | undefined) =>
  [3, 5, 7].map((k) => near(w.to, side, k)).map(compileMath(u, w.x));

/** Whether u grows without bound as x approaches the point (on every side asked) or goes far out. */
const growsWithoutBound = (w: Work, u: MathNode): boolean => {
  if ('at' in w.to && exactly(substitute(u, { [w.x]: E.toNode(w.to.at) }))) return false;
  const sides: ('+' | '-' | undefined)[] = w.side || 'infinity' in w.to ? [w.side] : ['+', '-'];
  return sides.every((side) => {
    const ys = samples(w, u, side).map(Math.abs);
    return (ys[0] as number) > 10 && (ys[2] as number) > 100 * (ys[0] as number);
  });
};

/**
 * sin or cos of a quantity that grows without bound (sin(1/x) at 0, cos x at ∞): it sweeps through
 * every value between −1 and 1 over and over, so the limit does not exist. Checked by the function
 * taking values near both 1 and −1 ever closer to the point (or ever further out).
 */
const oscillating = (w: Work, f: MathNode): Value | undefined => {
  if (f.type !== 'function' || (f.name !== 'sin' && f.name !== 'cos') || f.args.length !== 1)
    return undefined;
  const inner = f.args[0] as MathNode;
  if (!hasVariable(inner) || !growsWithoutBound(w, inner)) return undefined;
  const value: Value = {
    none: { id: 'infinity' in w.to ? 'sweepsFar' : 'sweepsNear', params: { function: f } },
  };
  // The check: close to the point (or far out), values near 1 and near −1 both occur.
  const sides: ('+' | '-' | undefined)[] = w.side || 'infinity' in w.to ? [w.side] : ['+', '-'];
  for (const side of sides)
    for (const k of [3, 5]) {
      const start = near(w.to, side, k);
      const end = near(w.to, side, k + 1);
      const ys = Array.from({ length: 20_001 }, (_, i) => start + ((end - start) * i) / 20_000).map(
        compileMath(f, w.x),
      );
      if (Math.max(...ys) < 0.99 || Math.min(...ys) > -0.99) throw unchecked();
    }
  w.methods.add('oscillation');
  w.steps.push(
    step(
      { rule: 'oscillates', params: { inner, function: f }, form: 'round' },
      chain(limitOf(w, f), '=', valueNode(value)),
    ),
  );
  return value;
};

/**
 * A function with |u| where u is 0 at the point, (x − a)/|x − a|: on each side u has one sign, so
 * |u| is u or −u there, and the one-sided limits are found without the bars; a two-sided limit
 * exists only when they agree.
 */
const absoluteSides = (w: Work, f: MathNode, depth: number): Value | undefined => {
  if (!('at' in w.to)) return undefined;
  const a = E.toNode(w.to.at);
  let bars: MathNode | undefined;
  contains(f, (n) => {
    if (
      n.type === 'function' &&
      n.name === 'abs' &&
      n.args.length === 1 &&
      exactly(substitute(n.args[0] as MathNode, { [w.x]: a }))?.length === 0
    )
      bars = n;
    return bars !== undefined;
  });
  if (!bars) return undefined;
  const inside = (bars as Extract<MathNode, { type: 'function' }>).args[0] as MathNode;
  const oneSide = (side: '+' | '-'): Value => {
    const positive = (samples(w, inside, side)[2] as number) > 0;
    const without = mapTree(f, (n) => (n === bars ? (positive ? inside : neg(inside)) : undefined));
    const sided: Work = { ...w, side };
    w.steps.push(
      step(
        {
          rule: 'absSide',
          params: {
            unknown: w.x,
            value: a,
            sign: chain(inside, positive ? '>' : '<', numberNode(0)),
            open: eq(bars as MathNode, positive ? inside : neg(inside)),
          },
          form: side === '+' ? 'above' : 'below',
        },
        chain(limitOf(sided, f), '=', limitOf(sided, without)),
      ),
    );
    return limitAt(sided, without, depth + 1);
  };
  w.methods.add('oneSideAtATime');
  if (w.side) return oneSide(w.side);
  const [below, above] = [oneSide('-'), oneSide('+')];
  const same =
    ('finite' in below && 'finite' in above && E.equal(below.finite, above.finite)) ||
    ('infinite' in below && 'infinite' in above && below.infinite === above.infinite);
  if (same) return above;
  const value: Value = {
    none: { id: 'sidesDiffer', params: { left: valueNode(below), right: valueNode(above) } },
  };
  w.steps.push(
    step({ rule: 'twoSides', form: 'differ' }, chain(limitOf(w, f), '=', valueNode(value))),
  );
  return value;
};

/**
 * ln(u) (or log_b(u), b > 1) where u tends to 0 from above: −∞. Where u is negative on one side,
 * the logarithm is not defined there, and only the limit from the side where it is exists.
 */
const logAtZero = (w: Work, f: MathNode): Value | undefined => {
  if (f.type !== 'log' || !('at' in w.to)) return undefined;
  const inside = f.arg;
  if (exactly(substitute(inside, { [w.x]: E.toNode(w.to.at) }))?.length !== 0) return undefined;
  const base = f.base ? (isE(f.base) ? Math.E : evaluateMath(f.base)) : 10;
  if (!(base > 1)) return undefined;
  const positiveOn = (side: '+' | '-') => (samples(w, inside, side)[2] as number) > 0;
  const sides: ('+' | '-')[] = w.side ? [w.side] : ['+', '-'];
  const defined = sides.filter(positiveOn);
  if (defined.length === 0) throw unsupported('limitSide', { function: f, inside });
  w.methods.add('logarithmNearZero');
  if (defined.length < sides.length) {
    const side = defined[0] as '+' | '-';
    const value: Value = {
      none: { id: side === '+' ? 'onlyRight' : 'onlyLeft', params: { function: f } },
    };
    w.steps.push(
      step(
        { rule: 'logDefined', params: { inside }, form: 'limitOneSide' },
        chain(limitOf({ ...w, side }, f), '=', valueNode({ infinite: -1 })),
      ),
    );
    return value;
  }
  const value: Value = { infinite: -1 };
  w.steps.push(
    step(
      { rule: 'logToZero', params: { inside }, form: 'positive' },
      chain(limitOf(w, f), '=', valueNode(value)),
    ),
  );
  return value;
};
