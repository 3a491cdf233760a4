/**
 * The antiderivative rules: linearity, the standard integrals, substitution, integration by
 * parts, partial fractions, power reduction and multiplying out, each pushing its step as it is
 * used; a SolveStop when none fits.
 */

import * as A from '../../../algebra/calculus';
import { derivativeValue, toCanonical } from '../../../algebra/derivative';
import { type PartialTerm, partialFractions } from '../../../algebra/partial-fractions';
import * as P from '../../../algebra/poly';
import { type Fraction, factoredNode, readFraction, sumNode } from '../../../algebra/rationalForm';
import * as B from '../../../math/build';
import * as R from '../../../math/rational';
import { SolveStop } from '../../../math/rational';
import type { WorkedStep } from '../../../math/rules';
import { qNode, step } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import {
  candidates,
  compose,
  isLog,
  isNegative,
  isNum,
  isPolynomial,
  MAX_EXPANSIONS,
  multiplyOut,
  powerOf,
  replaceBy,
  rootOfLinear,
  standard,
} from './forms';
import { saying, unsupported } from './refusals';
import { integralOf, plusC, shown, stepOf } from './show';

// ————— integrating —————

/** An antiderivative, with the arguments u whose ln(u) stands for ln|u|. */
interface Anti {
  F: MathNode;
  bars: MathNode[];
}

export interface Work {
  steps: WorkedStep[];
  rules: Set<string>;
  /** How many times a product has been multiplied out (bounded, so a loop cannot run on). */
  expansions: number;
  /** How many more times integration by parts may be used (each lowers a degree). */
  partsLeft: number;
  /** True until the integrand itself is taken up: the way it is integrated is `way`. */
  outermost: boolean;
  /** The way asked for the integrand itself, tried first. */
  first?: 'substitution' | 'by-parts';
  /** How the integrand itself was integrated, when by substitution or by parts. */
  way?: 'substitution' | 'by-parts';
}

/**
 * ∫f by parts, ∫u dv = uv − ∫v du, for a logarithm times a polynomial (u the logarithm) and a
 * polynomial times functions that integrate without it (u the polynomial, which the parts
 * lower by one degree each time); undefined when f is neither.
 */
const byParts = (w: Work, f: MathNode, name: string, depth: number): Anti | undefined => {
  if (w.partsLeft <= 0) return undefined;
  const factors = A.factorsOf(f);
  const logs = factors.filter(isLog);
  const polys = factors.filter((g) => !isLog(g) && isPolynomial(g));
  const others = factors.filter((g) => !isLog(g) && !isPolynomial(g));
  let u: MathNode;
  let dv: MathNode;
  if (logs.length === 1 && others.length === 0) {
    u = logs[0] as MathNode;
    dv = A.product(...polys);
  } else if (
    logs.length === 0 &&
    polys.length > 0 &&
    others.length > 0 &&
    // Exponentials, sin and cos: their integrals do not grow worse, while the polynomial falls.
    others.every(
      (g) =>
        (g.type === 'function' && (g.name === 'sin' || g.name === 'cos')) ||
        (g.type === 'power' && !A.hasX(g.base)) ||
        rootOfLinear(g, name),
    )
  ) {
    u = A.product(...polys);
    dv = A.product(...others);
  } else return undefined;
  w.partsLeft--;
  const show = (e: MathNode, bars: MathNode[] = []) => shown(e, bars, name);
  const v = integrate(w, dv, name, depth);
  const du = derivativeValue(A.show(u, name), name);
  const vdu = A.product(v.F, du);
  const uv = A.product(u, v.F);
  const rest = integralOf(A.show(vdu, name), name);
  w.steps.push(
    stepOf(
      {
        rule: 'parts',
        form: 'parts',
        params: {
          u: A.show(u, name),
          du: A.show(du, name),
          dv: A.show(dv, name),
          v: show(v.F, v.bars),
          unknown: name,
        },
      },
      [integralOf(A.show(f, name), name), B.sub(show(uv, v.bars), rest)],
    ),
  );
  const inner = integrate(w, vdu, name, depth);
  const F = A.sum(uv, ...A.termsOf(inner.F).map(A.negate));
  const bars = [...v.bars, ...inner.bars];
  w.rules.add('byParts');
  w.steps.push(
    stepOf({ rule: 'parts', form: 'together' }, [
      B.sub(show(uv, v.bars), rest),
      plusC(show(F, bars)),
    ]),
  );
  return { F, bars };
};

/** The substitution letter: u, or v when the problem is already in u. */
const letterFor = (name: string): string => (name === 'u' ? 'v' : 'u');

/** ∫f d(name), its steps pushed as they are worked out; a SolveStop when no rule fits. */
export const integrate = (w: Work, f: MathNode, name: string, depth: number): Anti => {
  const outermost = w.outermost;
  w.outermost = false;
  const show = (e: MathNode, bars: MathNode[] = []) => shown(e, bars, name);
  const int = (e: MathNode) => integralOf(A.show(e, name), name);
  if (!A.hasX(f)) {
    const F = A.product(f, A.X);
    w.rules.add('constantRule');
    w.steps.push(
      stepOf({ rule: 'integralConstant', params: { unknown: name } }, [int(f), plusC(show(F))]),
    );
    return { F, bars: [] };
  }
  const fTerms = A.termsOf(f);
  const fFactors = A.factorsOf(f);
  if (fTerms.length > 1) {
    const at = w.steps.length;
    const parts = fTerms.map((t) => integrate(w, t, name, depth));
    const F = A.sum(...parts.map((p) => p.F));
    const bars = parts.flatMap((p) => p.bars);
    const split = fTerms
      .map((t) => (isNegative(t) ? { t: A.negate(t), minus: true } : { t, minus: false }))
      .reduce<MathNode | undefined>(
        (acc, { t, minus }) =>
          acc === undefined
            ? minus
              ? integralOf(A.show(t, name), name, B.n(-1))
              : int(t)
            : minus
              ? B.sub(acc, int(t))
              : B.add(acc, int(t)),
        undefined,
      ) as MathNode;
    w.rules.add('linearity');
    // The split comes first; the parts' own steps follow it.
    w.steps.splice(
      at,
      0,
      stepOf({ rule: 'linearity', form: 'sum', params: { unknown: name } }, [int(f), split]),
    );
    w.steps.push(stepOf({ rule: 'oneC' }, [split, plusC(show(F, bars))]));
    return { F, bars };
  }
  if (fFactors.length > 1 && fFactors.some((g) => !A.hasX(g))) {
    const c = A.product(...fFactors.filter((g) => !A.hasX(g)));
    const rest = A.product(...fFactors.filter((g) => A.hasX(g)));
    // c·g(u)·u′ is substituted whole, so the constant goes with u′ (∫2x(x² + 1)³ dx).
    const substituted =
      standard(rest, name) || (outermost && w.first === 'by-parts')
        ? undefined
        : substitutions(w, f, name, depth);
    if (substituted) {
      if (outermost) w.way = 'substitution';
      return substituted;
    }
    w.outermost = outermost;
    const inner = integrate(w, rest, name, depth);
    // Term by term, so that like terms can be collected (2(xeˣ − eˣ) as 2xeˣ − 2eˣ).
    const F = A.sum(...A.termsOf(inner.F).map((t) => A.product(c, t)));
    w.rules.add('linearity');
    w.steps.push(
      stepOf({ rule: 'linearity', form: 'factor', params: { unknown: name } }, [
        int(f),
        integralOf(A.show(rest, name), name, A.show(c, name)),
        plusC(show(F, inner.bars)),
      ]),
    );
    return { F, bars: inner.bars };
  }
  const known = standard(f, name);
  if (known) {
    w.rules.add(known.rule);
    const links = [int(f)];
    if (known.raw && toText(known.raw) !== toText(show(known.F, known.bars)))
      links.push(plusC(known.raw));
    links.push(plusC(show(known.F, known.bars)));
    w.steps.push(stepOf(known.say, links));
    return { F: known.F, bars: known.bars };
  }
  const parts = (): Anti | undefined => {
    const mark = w.steps.length;
    const rules = new Set(w.rules);
    try {
      const done = byParts(w, f, name, depth);
      if (done && outermost) w.way = 'by-parts';
      return done;
    } catch (err) {
      if (!(err instanceof SolveStop)) throw err;
      w.steps.length = mark;
      w.rules = rules;
      return undefined;
    }
  };
  const partsFirst = outermost && w.first === 'by-parts' ? parts() : undefined;
  if (partsFirst) return partsFirst;
  const reduced = powerReduced(w, f, name, depth);
  if (reduced) return reduced;
  const substituted = substitutions(w, f, name, depth);
  if (substituted) {
    if (outermost) w.way = 'substitution';
    return substituted;
  }
  const split = inPartialFractions(w, f, name, depth);
  if (split) return split;
  const done = parts();
  if (done) return done;
  if (w.expansions < MAX_EXPANSIONS) {
    const opened = multiplyOut(f);
    if (A.key(opened) !== A.key(f)) {
      w.expansions++;
      w.rules.add('multiplyingOut');
      w.steps.push(stepOf({ rule: 'expand', form: 'multiplyOut' }, [int(f), int(opened)]));
      return integrate(w, opened, name, depth);
    }
  }
  throw unsupported('integralNone', { can: saying('integralCan') });
};

/**
 * sin²(u) or cos²(u) of a linear u, by power reduction: (1 ∓ cos 2u)/2, whose terms integrate
 * by the standard integrals; undefined for anything else.
 */
const powerReduced = (w: Work, f: MathNode, name: string, depth: number): Anti | undefined => {
  const p = powerOf(f);
  const trig = p && isNum(p.exp, 2) ? A.view(p.base) : undefined;
  if (trig?.k !== 'fn' || (trig.name !== 'sin' && trig.name !== 'cos')) return undefined;
  const double = A.fn('cos', A.product(A.int(2), trig.arg));
  const half = A.num(R.rat(1n, 2n));
  const rewritten = A.sum(half, A.product(half, trig.name === 'sin' ? A.negate(double) : double));
  w.rules.add('powerReduction');
  w.steps.push(
    stepOf({ rule: 'powerReduction', form: trig.name }, [
      integralOf(A.show(f, name), name),
      integralOf(A.show(rewritten, name), name),
    ]),
  );
  return integrate(w, rewritten, name, depth);
};

/**
 * A rational function whose bottom factors into linear factors over ℚ (of degree 2 or more, or
 * at most the top's), split into partial fractions that integrate term by term; undefined for
 * anything else.
 */
const inPartialFractions = (
  w: Work,
  f: MathNode,
  name: string,
  depth: number,
): Anti | undefined => {
  let fraction: Fraction;
  try {
    fraction = readFraction(A.show(f, name), name);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
  const bottom = P.degree(fraction.den, name);
  // Over one term (x², 3x) the fraction is split term by term: multiplying out does that.
  if (fraction.den.length < 2 || (bottom < 2 && P.degree(fraction.num, name) < bottom))
    return undefined;
  const split = partialFractions(fraction, name);
  if (!split) return undefined;
  const { quotient, remainder, factored, terms, multipliers } = split;
  const x = name;
  const whole = B.frac(P.toNode(fraction.num), P.toNode(fraction.den));
  const rest = B.frac(P.toNode(remainder), P.toNode(fraction.den));
  const powerOfFactor = (t: PartialTerm) =>
    t.power === 1 ? P.toNode(t.factor) : B.pow(P.toNode(t.factor), B.n(t.power));
  const letters = terms.map((_, j) => B.variable(String.fromCharCode(65 + j)));
  const unknowns = terms
    .map((t, j) => B.frac(letters[j] as MathNode, powerOfFactor(t)))
    .reduce((a, b) => B.add(a, b));
  // A/(x − a) with A whole, or 1/(2(x − a)) for A = 1/2: the number's bottom joins the factor's.
  const known = terms
    .filter((t) => !R.isZero(t.numerator))
    .map((t) => {
      const size = R.abs(t.numerator);
      const bottom = size.q === 1n ? powerOfFactor(t) : B.times(B.n(size.q), powerOfFactor(t));
      return { node: B.frac(B.n(size.p), bottom), sign: R.sign(t.numerator) < 0 ? -1 : 1 } as const;
    });
  const decomposed = sumNode([
    ...(quotient.length > 0 ? [{ node: P.toNode(quotient), sign: 1 as const }] : []),
    ...known,
  ]);
  const divided = quotient.length > 0;
  if (bottom === 1) {
    // Over a linear bottom the division alone leaves a constant over it.
    w.rules.add('longDivision');
    w.steps.push(stepOf({ rule: 'longDivision', form: 'divideFirst' }, [whole, decomposed]));
    return integrate(w, toCanonical(decomposed, name), name, depth);
  }
  w.rules.add('partialFractions');
  if (divided)
    w.steps.push(
      stepOf({ rule: 'longDivision', form: 'divideFirst' }, [
        whole,
        B.add(P.toNode(quotient), rest),
      ]),
    );
  if (toText(factored.node) !== toText(P.toNode(fraction.den)))
    w.steps.push(
      stepOf({ rule: 'factored', form: 'bottom' }, [P.toNode(fraction.den), factored.node]),
    );
  w.steps.push(
    stepOf(
      {
        rule: 'partialFractions',
        form: terms.some((t) => t.power > 1) ? 'eachRepeated' : 'each',
      },
      [B.frac(P.toNode(remainder), factored.node), unknowns],
    ),
    stepOf({ rule: 'coefficients', params: { denominator: factored.node, unknown: x } }, [
      P.toNode(remainder),
      multipliers
        .map((m, j) =>
          B.times(letters[j] as MathNode, P.isConstant(m) ? P.toNode(m) : factoredNode(m, x)),
        )
        .reduce((a, b) => B.add(a, b)),
    ]),
    step(
      { rule: 'numerators' },
      B.list(...terms.map((t, j) => B.eq(letters[j] as MathNode, qNode(t.numerator)))),
    ),
    stepOf({ rule: 'substitute', form: 'integrand' }, [whole, decomposed]),
  );
  return integrate(w, toCanonical(decomposed, name), name, depth);
};

/** The first substitution that works, its steps kept; undefined (and no steps) when none does. */
const substitutions = (w: Work, f: MathNode, name: string, depth: number): Anti | undefined => {
  if (depth >= 2) return undefined;
  for (const u of candidates(f)) {
    const mark = w.steps.length;
    const rules = new Set(w.rules);
    try {
      const done = substitution(w, f, u, name, depth);
      if (done) return done;
    } catch (err) {
      if (!(err instanceof SolveStop)) throw err;
    }
    w.steps.length = mark;
    w.rules = rules;
  }
  return undefined;
};

/** The number in front of a term (of the first term of a sum). */
const leadOf = (e: MathNode): R.Q => {
  const t = A.termsOf(e)[0] as MathNode;
  return A.rational(A.factorsOf(t)[0] as MathNode) ?? R.ONE;
};

/**
 * f/u′, with a factor of f that is a multiple k·u′ of a sum u′ taken out as k
 * ((x + 1)/(x² + 2x + 5) over 2x + 2 is 1/(2(x² + 2x + 5))).
 */
const over = (f: MathNode, du: MathNode): MathNode => {
  if (A.termsOf(du).length > 1) {
    const factors = A.factorsOf(f);
    for (const [i, p] of factors.entries()) {
      if (A.termsOf(p).length === 1) continue;
      const k = A.num(R.div(leadOf(p), leadOf(du)));
      if (A.key(A.difference(p, A.product(k, du))) === A.key(A.ZERO))
        return A.product(k, ...factors.filter((_, j) => j !== i));
    }
  }
  return A.quotient(f, du);
};

/**
 * ∫f dx by the substitution u: f = c·g(u)·u′ with g free of x, so ∫f dx = c∫g(u) du, worked
 * out in u and u put back. Undefined when f is not of that form.
 */
const substitution = (
  w: Work,
  f: MathNode,
  u: MathNode,
  name: string,
  depth: number,
): Anti | undefined => {
  const du = derivativeValue(A.show(u, name), name);
  if (A.key(du) === A.key(A.ZERO)) return undefined;
  // u = ax + b under a root of f (x√(x + 1)): x itself is (u − b)/a.
  const slope = A.rational(du);
  const inverse =
    slope &&
    A.factorsOf(f).some(
      (g) => rootOfLinear(g, name) && A.key(g.type === 'power' ? g.base : g) === A.key(u),
    )
      ? A.quotient(A.difference(A.X, A.difference(u, A.product(A.num(slope), A.X))), A.num(slope))
      : undefined;
  const g =
    replaceBy(over(f, du), A.key(u)) ?? (inverse && replaceBy(over(f, du), A.key(u), inverse));
  if (!g || !A.hasX(g)) return undefined;
  const letter = letterFor(name);
  const uNode = A.show(u, name);
  const duNode = A.show(du, name);
  w.steps.push(
    stepOf(
      {
        rule: 'uSub',
        // A du of several terms is bracketed before its dx: d(u) = (2x + 1) dx.
        form: A.termsOf(du).length > 1 ? 'bracket' : 'one',
        params: { letter, u: uNode, du: duNode, unknown: name },
      },
      [integralOf(A.show(f, name), name), integralOf(A.show(g, letter), letter)],
    ),
  );
  const inner = integrate(w, g, letter, depth + 1);
  const F = compose(inner.F, u);
  const bars = inner.bars.map((b) => compose(b, u));
  w.rules.add('changeOfVariable');
  w.steps.push(
    stepOf({ rule: 'putBack', params: { letter, u: uNode } }, [
      plusC(shown(inner.F, inner.bars, letter)),
      plusC(shown(F, bars, name)),
    ]),
  );
  return { F, bars };
};
