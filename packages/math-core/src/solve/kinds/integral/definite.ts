/**
 * Definite integrals, ∫ₐᵇ f dx, decided before they are answered. The limits may be numbers, π,
 * e and ∞. Every point between them where the integrand as typed is undefined is found from its
 * structure (algebra/domain): where it is undefined on a stretch the integral is refused with that
 * reason; at single points (a pole, the edge of a logarithm's or a root's domain, tan at π/2) and
 * at an infinite limit the integral is improper, split there, and each part is a limit of the
 * antiderivative (solve/improper): it converges to the sum of the parts' values, or diverges when
 * one part has no finite limit. A proper integral is F(b) − F(a). Every value is checked against
 * numeric quadrature of the integrand as typed, part by part, before it is given.
 */
import * as A from '../../../algebra/calculus';
import { toCanonical } from '../../../algebra/derivative';
import { domainOf, type Gap, undefinedIn } from '../../../algebra/domain';
import { substitute, variablesOf } from '../../../algebra/reading';
import {
  fromNode,
  INFINITY,
  type Interval,
  MINUS_INFINITY,
  type Point,
  samePoint,
  setConditions,
  setText,
  uniquePoints,
} from '../../../algebra/real-set';
import * as B from '../../../math/build';
import type { Words, WorkedStep } from '../../../math/rules';
import { solution } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { checkIntegral } from '../../check';
import type { Answered } from '../../equation';
import {
  type Antiderivative,
  antiderivative,
  type IntegralRequest,
  integralOf,
  stepOf,
  variableOf,
} from '.';
import { INTEGRAL_ANSWERS } from './answers';
import { type Limit, limitOf, signOf, trigAt } from './improper';
import { invalid, saying, unsupported } from './refusals';

/** How far past a finite limit the first point of an infinite run of singular points is looked for. */
const FIRST_STRETCH = 64;

/** A limit of integration: a point, and its value in the algebra when it is finite. */
interface End {
  point: Point;
  ex?: MathNode;
}

const INFINITE = /^([+−-]?)\s*(?:∞|inf|infinity|oo)$/i;

/**
 * A limit of integration: ±∞ as typed, or else the tree the reader parsed it into (undefined when
 * it did not parse), a number, π, e or an expression in them.
 */
const endOf = (typed: string, tree: MathNode | undefined, x: string): End => {
  const infinite = INFINITE.exec(typed.trim());
  if (infinite) return { point: infinite[1] && infinite[1] !== '+' ? MINUS_INFINITY : INFINITY };
  const point = tree && variablesOf(tree).length === 0 ? fromNode(tree) : undefined;
  if (!tree || !point || !Number.isFinite(point.value)) throw unsupported('integralLimits');
  return { point, ex: toCanonical(tree, x) };
};

/** F at a finite point, exactly: each ln|u| with the sign of u there taken out, trig values exact. */
const valueAt = (e: MathNode, bars: Set<string>, at: MathNode): MathNode => {
  const v = (t: MathNode) => valueAt(t, bars, at);
  const ev = A.view(e);
  switch (ev.k) {
    case 'x':
      return at;
    case 'num':
    case 'const':
      return e;
    case 'add':
      return A.sum(...ev.terms.map(v));
    case 'mul':
      return A.product(...ev.factors.map(v));
    case 'pow':
      return A.power(v(ev.base), v(ev.exp));
    case 'log':
      return A.log(ev.base, v(ev.arg));
    case 'fn': {
      const arg = v(ev.arg);
      if (ev.name !== 'ln') return trigAt(ev.name, arg) ?? A.fn(ev.name, arg);
      if (!bars.has(A.key(ev.arg))) return A.fn('ln', arg);
      const sign = signOf(arg);
      if (!sign) throw unsupported('integralUndefinedAtLimit');
      return A.fn('ln', sign < 0 ? A.negate(arg) : arg);
    }
  }
};

/** Why the integrand is undefined somewhere, in words: "√x needs x ≥ 0", "x² − 1 is 0 there". */
const because = (gap: Gap) => {
  const { g, rel, subject } = gap.broken;
  return rel === '≠'
    ? saying('integralDivides', { what: subject, divisor: g })
    : saying('integralNeeds', { what: subject, condition: B.chain(g, rel, B.n(0)) });
};

/** Where the integrand is undefined, as a condition on x (a tree when it is one: −1 < x < 1). */
const whereIn = (gap: Interval, x: string): MathNode | string => {
  const runs = setConditions([gap], x);
  const [run] = runs;
  return runs.length === 1 && run?.length === 1 ? (run[0] as MathNode) : setText([gap], x, toText);
};

const side = (s: 1 | -1) => (s > 0 ? '⁺' : '⁻');

/** The limit of F as x goes to p (from above or below when p is finite). */
const limitNode = (F: MathNode, x: string, at: Point, s: 1 | -1): MathNode => ({
  type: 'limit',
  arg: F,
  variable: x,
  to: at.node,
  ...(Number.isFinite(at.value) ? { side: s > 0 ? '+' : '-' } : {}),
});

const limitValue = (l: Exclude<Limit, { k: 'none' }>, x: string): MathNode =>
  l.k === 'value' ? A.show(l.value, x) : l.sign > 0 ? INFINITY.node : MINUS_INFINITY.node;

/** One part of the integral: from `lo` to `hi`, each end improper or not. */
interface Part {
  lo: Point;
  hi: Point;
  loImproper: boolean;
  hiImproper: boolean;
}

/**
 * The definite integral of tree as `solve` answers it: its exact value, "The integral diverges",
 * or a refusal saying where and why the integrand is undefined. `ends` are the limits as the
 * reader parsed them (undefined where one did not parse); `asked.limits` are as typed.
 */
export const definiteProblem = (
  tree: MathNode,
  asked: IntegralRequest & { limits: [string, string] },
  ends: readonly [MathNode | undefined, MathNode | undefined],
): Answered & { problem: MathNode } => {
  if (tree.type === 'relation' || tree.type === 'list')
    throw unsupported('integralOne', { example: '∫_0^1 x^2 dx' });
  const x = variableOf(tree, asked);
  const [a, b] = [endOf(asked.limits[0], ends[0], x), endOf(asked.limits[1], ends[1], x)];
  const problem = integralOf(tree, x, undefined, [a.point.node, b.point.node]);
  const reversed = a.point.value > b.point.value;
  const [lo, hi] = reversed ? [b, a] : [a, b];
  const window: Interval = {
    lo: lo.point,
    hi: hi.point,
    loIn: Number.isFinite(lo.point.value),
    hiIn: Number.isFinite(hi.point.value),
  };
  const between = saying('integralBetween', { low: lo.point.node, high: hi.point.node });
  const cannotTell = () => unsupported('integralCannotTell', { integrand: tree, between });
  // Infinitely many points where it is undefined (tan on [0, ∞)): the stretch from the finite
  // limit to the first of them decides, when it diverges there.
  const whole = domainOf(tree, window);
  const from = Number.isFinite(lo.point.value) ? 1 : Number.isFinite(hi.point.value) ? -1 : 0;
  const first = whole?.punctured && from !== 0;
  if (first) {
    const far = (from > 0 ? lo : hi).point.value + from * FIRST_STRETCH;
    const end: Point = { value: far, node: B.n(far) };
    [window.lo, window.hi, window.loIn, window.hiIn] =
      from > 0 ? [lo.point, end, true, true] : [end, hi.point, true, true];
  }
  const domain = first ? domainOf(tree, window) : whole;
  if (!domain || domain.punctured) throw cannotTell();
  const { gaps, points } = undefinedIn(domain, window);
  const [gap] = gaps;
  if (gap) {
    const all = samePoint(gap.where.lo, lo.point) && samePoint(gap.where.hi, hi.point);
    const why = { integrand: tree, between, because: because(gap) };
    throw all
      ? invalid('integralUndefinedAll', why)
      : invalid('integralUndefinedPart', { ...why, where: whereIn(gap.where, x) });
  }
  const anti = antiderivative(tree, asked);
  // The antiderivative's own breaks (ln|ln(x)| at 1) are limits too.
  const breaks = domainOf(anti.shown, window);
  const singular = uniquePoints([
    ...points.map((p) => p.at),
    ...(breaks ? undefinedIn(breaks, window).points.map((p) => p.at) : []),
  ]);
  if (singular.some((p) => p.approximate))
    throw unsupported('integralApproximate', { integrand: tree, between });
  const improperAt = (p: Point) =>
    !Number.isFinite(p.value) || singular.some((s) => samePoint(s, p));
  const cuts = uniquePoints([lo.point, ...singular, hi.point]);
  const parts: Part[] = cuts.slice(1).map((p, i) => ({
    lo: cuts[i] as Point,
    hi: p,
    loImproper: improperAt(cuts[i] as Point),
    hiImproper: improperAt(p),
  }));
  if (first) {
    const part = (from > 0 ? parts[0] : parts.at(-1)) as Part;
    const at = from > 0 ? part.hi : part.lo;
    if (parts.length < 2) throw cannotTell();
    const result = improper(
      tree,
      anti,
      [part],
      points.filter((p) => samePoint(p.at, at)),
      false,
      problem,
    );
    if (result.answerWords?.id !== 'diverges') throw cannotTell();
    return result;
  }
  if (parts.length === 0 || parts.every((p) => !p.loImproper && !p.hiImproper))
    return proper(tree, anti, a, b, problem);
  return improper(tree, anti, parts, points, reversed, problem);
};

const notDefinedStep = (
  tree: MathNode,
  x: string,
  p: { at: Point; broken: { g: MathNode; subject: MathNode } },
): WorkedStep => {
  const { g, subject } = p.broken;
  const statement =
    g.type === 'variable' ? B.eq(g, p.at.node) : B.eq(substitute(g, { [x]: p.at.node }), B.n(0));
  return stepOf(
    {
      rule: 'undefinedAt',
      form: 'improper',
      params: { subject, unknown: x, value: p.at.node, zero: g, integrand: tree },
    },
    [statement],
  );
};

/** F(b) − F(a), exactly, checked against quadrature. */
const proper = (
  tree: MathNode,
  anti: Antiderivative,
  a: End,
  b: End,
  problem: MathNode,
): Answered & { problem: MathNode } => {
  const { x, F, bars, shown } = anti;
  const keys = new Set(bars.map((u) => A.key(u)));
  const [Fa, Fb] = [valueAt(F, keys, a.ex as MathNode), valueAt(F, keys, b.ex as MathNode)];
  const value = A.sum(Fb, A.negate(Fa));
  checkIntegral(tree, x, [{ from: a.point, to: b.point, value: A.valueAt(value, 0) }]);
  const step = stepOf(
    {
      rule: 'ftc',
      form: 'atLimits',
      params: { unknown: x, antiderivative: shown, upper: b.point.node, lower: a.point.node },
    },
    [B.sub(A.show(Fb, x), A.show(Fa, x)), A.show(value, x)].filter(
      (link, i, links) => i === 0 || toText(link) !== toText(links[i - 1] as MathNode),
    ),
  );
  const shownValue = A.show(value, x);
  return {
    problem,
    kind: 'integral',
    method: { id: 'thenLimits', params: { first: anti.method } },
    answer: toText(shownValue),
    solutions: [solution(shownValue, shownValue)],
    steps: [...anti.steps, step],
  };
};

/**
 * An improper integral: each part's ends that are singular or infinite as limits of F, the
 * parts added when all converge; the first part with no finite limit makes it diverge.
 */
const improper = (
  tree: MathNode,
  anti: Antiderivative,
  parts: Part[],
  points: { at: Point; broken: { g: MathNode; subject: MathNode } }[],
  reversed: boolean,
  problem: MathNode,
): Answered & { problem: MathNode } => {
  const { x, F, bars, shown } = anti;
  const keys = new Set(bars.map((u) => A.key(u)));
  const steps: WorkedStep[] = points.map((p) => notDefinedStep(tree, x, p));
  steps.push(...anti.steps);
  const whole = (p: Part[]) =>
    integralOf(tree, x, undefined, [(p[0] as Part).lo.node, (p.at(-1) as Part).hi.node]);
  if (parts.length > 1)
    steps.push(
      stepOf({ rule: 'improper', form: 'split' }, [
        whole(parts),
        parts.map((p) => whole([p])).reduce((s, t) => B.add(s, t)),
      ]),
    );
  const method: Words = { id: 'thenLimitsImproper', params: { first: anti.method } };
  const values: MathNode[] = [];
  const checks: { from: Point; to: Point; value: number }[] = [];
  for (const part of parts) {
    const end = (
      p: Point,
      improperEnd: boolean,
      s: 1 | -1,
    ): { value: MathNode; link: MathNode } | Limit => {
      if (!improperEnd) {
        const v = valueAt(F, keys, toCanonical(p.node, x));
        return { value: v, link: A.show(v, x) };
      }
      const approach = Number.isFinite(p.value)
        ? { at: toCanonical(p.node, x), side: s }
        : { side: (p.value > 0 ? 1 : -1) as 1 | -1 };
      const l = limitOf(F, bars, x, approach);
      if (!l)
        throw unsupported('integralConverges', {
          antiderivative: shown,
          x,
          point: p.node,
          side: Number.isFinite(p.value) ? side(s) : '',
        });
      steps.push(
        stepOf(
          {
            rule: 'improper',
            // The side a finite end is approached from is a sign after the point (x → 0⁺).
            form: l.k === 'none' ? 'oscillates' : Number.isFinite(p.value) ? 'limitSide' : 'limit',
            params: {
              unknown: x,
              antiderivative: shown,
              point: p.node,
              ...(l.k !== 'none' && Number.isFinite(p.value) ? { side: side(s) } : {}),
            },
          },
          l.k === 'none'
            ? [limitNode(shown, x, p, s)]
            : [limitNode(shown, x, p, s), limitValue(l, x)],
        ),
      );
      return l.k === 'value' ? { value: l.value, link: A.show(l.value, x) } : l;
    };
    const left = end(part.lo, part.loImproper, 1);
    const right = end(part.hi, part.hiImproper, -1);
    const diverging = [left, right].find((e) => 'k' in e) as Limit | undefined;
    if (diverging) {
      steps.push(
        stepOf({ rule: 'improper', form: 'diverges', params: { part: whole([part]) } }, [
          whole([part]),
        ]),
      );
      return {
        problem,
        kind: 'integral',
        method,
        ...answerInWords({ id: 'diverges' }, INTEGRAL_ANSWERS),
        solutions: [],
        steps,
      };
    }
    const [l, r] = [left, right] as { value: MathNode; link: MathNode }[];
    const value = A.sum(
      (r as { value: MathNode }).value,
      A.negate((l as { value: MathNode }).value),
    );
    values.push(value);
    checks.push({ from: part.lo, to: part.hi, value: A.valueAt(value, 0) });
    steps.push(
      stepOf({ rule: 'ftc', form: parts.length === 1 ? 'converges' : 'partConverges' }, [
        whole([part]),
        B.sub((r as { link: MathNode }).link, (l as { link: MathNode }).link),
        A.show(value, x),
      ]),
    );
  }
  checkIntegral(tree, x, checks);
  const total = A.sum(...values);
  if (parts.length > 1)
    steps.push(stepOf({ rule: 'improper', form: 'sum' }, [whole(parts), A.show(total, x)]));
  const shownTotal = A.show(reversed ? A.negate(total) : total, x);
  if (reversed)
    steps.push(
      stepOf({ rule: 'reversed', form: 'minus' }, [
        integralOf(tree, x, undefined, [
          (parts.at(-1) as Part).hi.node,
          (parts[0] as Part).lo.node,
        ]),
        shownTotal,
      ]),
    );
  return {
    problem,
    kind: 'integral',
    method,
    answer: toText(shownTotal),
    solutions: [solution(shownTotal, shownTotal)],
    steps,
  };
};
