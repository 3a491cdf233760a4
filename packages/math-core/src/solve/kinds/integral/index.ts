/**
 * Indefinite integrals with their steps: ∫(3x² + 2x) dx = x³ + x² + C, ∫sin(3x) dx =
 * −cos(3x)/3 + C, ∫2x(x² + 1)³ dx = (x² + 1)⁴/4 + C. The integrand is read into the algebra
 * derivatives use (`toCanonical`), and integrated by linearity (term by term, constant factors out), the
 * power rule (any rational power other than −1, so roots too), the standard integrals of 1/x, eˣ,
 * aˣ, sin, cos, tan, sec² and csc², substitution when the integrand is c·f′(x)·g(f(x)) for one of
 * those g (a linear f is the simplest case; under a root of a linear u = ax + b, x itself written
 * (u − b)/a), integration by parts (a polynomial times eᵃˣ, aˣ, sin, cos or a root of ax + b; a
 * logarithm times a polynomial), and multiplying out products of sums. An integrand that both
 * substitution and parts integrate (x√(x + 1)) is integrated by the one asked for (`methods`). Before it is
 * shown, the antiderivative is differentiated with the derivative code and compared with the
 * integrand, exactly when the algebra can tell and else at sample points inside the integrand's
 * domain; the answer as shown must be that antiderivative with bars only around arguments of ln.
 * An answer that fails is refused. Definite integrals are worked out from this antiderivative in
 * definite.ts.
 */

import * as A from '../../../algebra/calculus';
import { derivativeValue, toCanonical } from '../../../algebra/derivative';
import { type Domain, sampleRanges } from '../../../algebra/domain';
import { type PartialTerm, partialFractions } from '../../../algebra/partial-fractions';
import * as P from '../../../algebra/poly';
import { type Fraction, factoredNode, readFraction, sumNode } from '../../../algebra/rationalForm';
import { contains, mapTree, variablesOf } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import * as B from '../../../math/build';
import { parsedShape } from '../../../math/parsedShape';
import * as R from '../../../math/rational';
import { SolveStop, unchecked } from '../../../math/rational';
import { type ExplainedStep, type RuleId, reason } from '../../../math/rules';
import { exactSolution, qNode, step, typeable } from '../../../math/show';
import { toMathML } from '../../../math/toMathML';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { definedSomewhere, narrower } from '../../check';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { offered, type SolveMethod } from '../../methods/choice';

/** What the solver integrates, said when it refuses. */
export const CAN_INTEGRATE =
  'the solver integrates sums and constant multiples of powers of the variable (roots and 1/x too), eˣ, aˣ, sin, cos, tan, sec² and csc², substitutions where the integrand is f′(x)·g(f(x)), such as ∫2x(x² + 1)³ dx or ∫cos(3x) dx';

const unsupported = (message: string) => new SolveStop('unsupported', message);

// ————— reading the question —————

/** An integral asked for: the integrand as typed and its variable, when one is named. */
export interface IntegralRequest {
  expression: string;
  variable?: string;
  /** The limits of a definite integral, as typed. */
  limits?: [string, string];
}

/**
 * The ways an integral is asked for, built when a problem is read (module-level patterns built
 * from templates would stay in the bundle of every calculator that shares a chunk with the solver).
 */
const patterns = () => {
  const ask = String.raw`(?:please\s+)?(?:(?:find|compute|calculate|determine|evaluate|work\s+out|give|what\s+is|what['’]s|whats)\s+)?(?:the\s+|an\s+)?`;
  const bound = String.raw`(\{[^}]*\}|\([^)]*\)|[+−-]?[\w./π∞]+)`;
  return {
    leads: [
      new RegExp(
        String.raw`^${ask}(?:(?:in)?definite\s+)?(?:integral|anti-?derivative|primitive)\s+of\s+(.+)$`,
        'i',
      ),
      /^(?:please\s+)?integrate\s+(.+)$/i,
      new RegExp(String.raw`^${ask}∫\s*(.+)$`, 'i'),
    ],
    limitsAfterSign: new RegExp(String.raw`^_\s*${bound}\s*\^\s*${bound}\s*(.+)$`),
    // "the integral from 0 to 2 of x^2", "integrate from 0 to π: sin(x)": the limits first.
    limitsFirst: new RegExp(
      String.raw`^${ask}(?:definite\s+)?(?:integral|integrate)\s+from\s+(\S+)\s+to\s+(\S+?)\s*(?:\s+of\b|:|,)\s*(.+)$`,
      'i',
    ),
    mentions: new RegExp(
      String.raw`^${ask}(?:indefinite\s+|definite\s+)?(?:integrate|integral|anti-?derivative)\b|∫`,
      'i',
    ),
  };
};
const LIMITS_IN_WORDS =
  /^(.+?)\s*,?\s+(?:from\s+(?:[a-zA-Z]\s*=\s*)?(\S+)\s+to\s+(?:[a-zA-Z]\s*=\s*)?(\S+)|between\s+(\S+)\s+and\s+(\S+))$/i;
/** A limit without the braces or brackets around it. */
const bare = (limit: string): string => limit.replace(/^[{(]\s*|\s*[})]$/g, '');
const RESPECT = /\s*,?\s*(?:with\s+respect\s+to|w\.?\s*r\.?\s*t\.?)\s+([a-zA-Z])$/i;
/**
 * The integral a problem asks for, when it asks for one: `integrate x^2`, `integral of sin(x)`,
 * `the integral of e^(2x) dx`, `∫x dx`, `∫(3x^2-2)dx`, `antiderivative of 1/x`, `∫ t^2 dt`,
 * `integrate u^3 du`, `… with respect to t`, and with limits: `∫_0^1 x^2 dx`, `∫_{-1}^{2} …`,
 * `integral of x^2 from 0 to 1`, `… between 0 and 1`, `integral from 0 to 1 of x^2`. A SolveStop for one that cannot be read.
 */
export const readIntegral = (text: string): IntegralRequest | undefined => {
  const rest = text.trim().replace(/\s*[?!.]+$/, '');
  const { leads, limitsAfterSign, limitsFirst, mentions } = patterns();
  if (!mentions.test(rest)) return undefined;
  let body: string | undefined;
  const first = limitsFirst.exec(rest);
  if (first) body = `${first[3]} from ${first[1]} to ${first[2]}`;
  else
    for (const lead of leads) {
      const match = lead.exec(rest);
      if (match) {
        body = (match[1] as string).trim();
        break;
      }
    }
  // Limits: ∫_a^b (a and b in braces or brackets, or plain numbers), "from a to b", "between a and b".
  let limits: [string, string] | undefined;
  const sub = body && limitsAfterSign.exec(body);
  const words = body && LIMITS_IN_WORDS.exec(body);
  if (sub) {
    limits = [bare(sub[1] as string), bare(sub[2] as string)];
    body = (sub[3] as string).trim();
  } else if (words) {
    limits = [(words[2] ?? words[4]) as string, (words[3] ?? words[5]) as string];
    body = (words[1] as string).trim();
  } else if (/\bdefinite\b|∫\s*_|\bfrom\b|\bbetween\b/i.test(rest))
    throw unsupported(
      'The limits of this definite integral were not understood: write them as ∫_0^1 x^2 dx or integral of x^2 from 0 to 1',
    );
  if (body === undefined)
    throw unsupported(
      'This integral was not understood: write it as ∫ followed by the expression and dx, such as ∫ x^2 dx or integral of sin(x)',
    );
  let variable: string | undefined;
  const respect = RESPECT.exec(body);
  if (respect) {
    variable = respect[1];
    body = body.slice(0, respect.index).trim();
  }
  // The closing dx: after a bracket or a space (x dx, (x+1)dx), or straight after the
  // integrand (xdx, e^xdx) when something is left before it.
  const closing =
    /^(.*?)(?:\s+|(?<=[)\]}|]))d([a-zA-Z])$/.exec(body) ?? /^(.+)d([a-zA-Z])$/.exec(body);
  if (closing && /\S/.test(closing[1] as string)) {
    const named = closing[2] as string;
    if (variable && variable !== named)
      throw unsupported(`The integral says both d${named} and with respect to ${variable}`);
    variable = named;
    body = (closing[1] as string).trim();
  }
  // ∫ dx alone integrates 1.
  const alone = /^d([a-zA-Z])$/.exec(body);
  if (alone) {
    if (variable && variable !== alone[1])
      throw unsupported(`The integral says both d${alone[1]} and with respect to ${variable}`);
    [body, variable] = ['1', alone[1]];
  }
  if (body.length === 0) throw unsupported('Give the expression to integrate, such as ∫ x^2 dx');
  return {
    expression: body,
    ...(variable ? { variable } : {}),
    ...(limits ? { limits } : {}),
  };
};

// ————— showing integrals —————

/**
 * ∫ f dx as a tree, with a factor in front when one is given (k∫f dx, −∫f dx), and its limits
 * when it has them (∫_{−1}^{2} f dx).
 */
export const integralOf = (
  body: MathNode,
  x: string,
  factor?: MathNode,
  limits?: [MathNode, MathNode],
): MathNode => {
  const sign: MathNode = {
    type: 'integral',
    arg: body,
    variable: x,
    ...(limits ? { from: limits[0], to: limits[1] } : {}),
  };
  if (factor === undefined) return sign;
  return factor.type === 'neg' && factor.arg.type === 'number' && factor.arg.value === '1'
    ? B.neg(sign)
    : B.times(factor, sign);
};

/** A step from its links, `first = second = …`. */
export const stepOf = (note: string, links: MathNode[], rule: RuleId): ExplainedStep => {
  const [first, ...rest] = links as [MathNode, ...MathNode[]];
  const statement =
    rest.length === 0 ? first : B.chain(first, ...rest.flatMap((l) => ['=' as const, l]));
  return {
    note,
    text: toText(statement),
    mathml: toMathML(statement),
    ...reason(rule, note),
  };
};

/** The value as a tree in the variable `name`, with ln(u) written ln|u| for each u in bars. */
const shown = (e: MathNode, bars: MathNode[], name: string): MathNode => {
  const barred = new Set(bars.map((u) => toText(A.show(u, name))));
  return mapTree(A.show(e, name), (n) =>
    n.type === 'log' &&
    n.base?.type === 'constant' &&
    n.base.name === 'e' &&
    barred.has(toText(n.arg))
      ? B.ln(B.fn('abs', n.arg))
      : undefined,
  );
};

const plusC = (node: MathNode): MathNode => B.add(node, B.variable('C'));

// ————— integrating —————

/** An antiderivative, with the arguments u whose ln(u) stands for ln|u|. */
interface Anti {
  F: MathNode;
  bars: MathNode[];
}

interface Work {
  steps: ExplainedStep[];
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
 * A root of a linear expression other than the variable, (ax + b)^(p/q) with q > 1: √(x + 1),
 * 1/√(2x − 3) (a polynomial times a root of the variable itself is multiplied out).
 */
const rootOfLinear = (g: MathNode, name: string): boolean => {
  if (g.type !== 'power' || !A.hasX(g.base) || !isPolynomial(g.base) || g.base.type === 'variable')
    return false;
  const k = A.rational(g.exponent);
  const slope = A.rational(derivativeValue(A.show(g.base, name), name));
  return k !== undefined && !R.isInt(k) && slope !== undefined && !R.isZero(slope);
};

const isNegative = (e: MathNode): boolean => {
  const q = A.rational(A.factorsOf(e)[0] as MathNode);
  return q !== undefined && q.p < 0n;
};
const isNum = (e: MathNode | undefined, k: number): boolean => {
  const q = e && A.rational(e);
  return q !== undefined && R.eq(q, R.int(k));
};
/** Whether e is name(x) of the variable itself. */
const isFn = (e: MathNode, name: A.Fn): boolean => {
  const v = A.view(e);
  return v.k === 'fn' && v.name === name && v.arg.type === 'variable';
};
/** The base and exponent of a power (undefined for anything else). */
const powerOf = (e: MathNode): { base: MathNode; exp: MathNode } | undefined => {
  const v = A.view(e);
  return v.k === 'pow' ? v : undefined;
};

/** A standard integral in the variable itself: the antiderivative, its rule, and its note. */
interface Standard {
  F: MathNode;
  bars: MathNode[];
  rule: string;
  note: string;
  raw?: MathNode;
}

/** ∫f for f = xⁿ, 1/x, eˣ, aˣ, sin, cos, tan, sec², csc² of the variable itself. */
const standard = (f: MathNode, name: string): Standard | undefined => {
  const x = name;
  const v = B.variable(x);
  const power = (n: R.Q): Standard => {
    const m = R.add(n, R.ONE);
    return {
      F: A.product(A.num(R.div(R.ONE, m)), A.power(A.X, A.num(m))),
      bars: [],
      rule: 'power rule',
      note: `Power rule: ∫${x}ⁿ d${x} = ${x}ⁿ⁺¹/(n + 1) + C, here with n = ${toText(qNode(n))}`,
      raw: B.frac(B.pow(v, qNode(m)), qNode(m)),
    };
  };
  const p = powerOf(f);
  const n = p && A.rational(p.exp);
  if (f.type === 'variable') return power(R.ONE);
  if (p && p.base.type === 'variable' && n) {
    if (R.eq(n, R.int(-1)))
      return {
        F: A.fn('ln', A.X),
        bars: [A.X],
        rule: 'standard integrals',
        note: `Standard integral: ∫1/${x} d${x} = ln|${x}| + C`,
      };
    return power(n);
  }
  if (p && p.exp.type === 'variable' && !A.hasX(p.base)) {
    if (p.base.type === 'constant' && p.base.name === 'e')
      return {
        F: f,
        bars: [],
        rule: 'standard integrals',
        note: `Standard integral: ∫e^${x} d${x} = e^${x} + C`,
      };
    const a = A.valueAt(p.base, 0);
    if (!(a > 0) || a === 1) throw unsupported('An exponential needs a positive base other than 1');
    return {
      F: A.quotient(f, A.fn('ln', p.base)),
      bars: [],
      rule: 'standard integrals',
      note: `Standard integral: ∫a^${x} d${x} = a^${x}/ln(a) + C`,
    };
  }
  if (isFn(f, 'sin'))
    return {
      F: A.negate(A.fn('cos', A.X)),
      bars: [],
      rule: 'standard integrals',
      note: `Standard integral: ∫sin(${x}) d${x} = −cos(${x}) + C`,
    };
  if (isFn(f, 'cos'))
    return {
      F: A.fn('sin', A.X),
      bars: [],
      rule: 'standard integrals',
      note: `Standard integral: ∫cos(${x}) d${x} = sin(${x}) + C`,
    };
  if (isFn(f, 'tan'))
    return {
      F: A.negate(A.fn('ln', A.fn('cos', A.X))),
      bars: [A.fn('cos', A.X)],
      rule: 'standard integrals',
      note: `Standard integral: ∫tan(${x}) d${x} = −ln|cos(${x})| + C`,
    };
  if (p && isNum(p.exp, -2) && isFn(p.base, 'cos'))
    return {
      F: A.fn('tan', A.X),
      bars: [],
      rule: 'standard integrals',
      note: `Standard integral: ∫sec²(${x}) d${x} = ∫1/cos²(${x}) d${x} = tan(${x}) + C`,
    };
  if (p && isNum(p.exp, -2) && isFn(p.base, 'sin'))
    return {
      F: A.negate(A.quotient(A.fn('cos', A.X), A.fn('sin', A.X))),
      bars: [],
      rule: 'standard integrals',
      note: `Standard integral: ∫csc²(${x}) d${x} = ∫1/sin²(${x}) d${x} = −cot(${x}) + C = −cos(${x})/sin(${x}) + C`,
    };
  return undefined;
};

/** The inner functions u of f worth trying as a substitution, outermost first. */
const candidates = (f: MathNode): MathNode[] => {
  const found = new Map<string, MathNode>();
  const add = (u: MathNode) => {
    if (u.type !== 'variable' && A.hasX(u) && !found.has(A.key(u))) found.set(A.key(u), u);
  };
  const walk = (e: MathNode): void => {
    const v = A.view(e);
    switch (v.k) {
      case 'add':
        v.terms.forEach(walk);
        return;
      case 'mul':
        v.factors.forEach(walk);
        return;
      case 'pow':
        if (!A.hasX(v.exp)) add(v.base);
        else if (!A.hasX(v.base)) add(v.exp);
        walk(v.base);
        walk(v.exp);
        return;
      case 'fn':
      case 'log':
        add(v.arg);
        add(e);
        walk(v.arg);
        return;
      default:
        return;
    }
  };
  walk(f);
  return [...found.values()];
};

/**
 * e with each u in it replaced by the variable, and x itself by `inverse` (x in terms of u, for a
 * linear u) when given; undefined when the variable is left over.
 */
const replaceBy = (e: MathNode, uKey: string, inverse?: MathNode): MathNode | undefined => {
  if (A.key(e) === uKey) return A.X;
  const all = (items: MathNode[]): MathNode[] | undefined => {
    const out = items.map((t) => replaceBy(t, uKey, inverse));
    return out.every((t) => t !== undefined) ? (out as MathNode[]) : undefined;
  };
  const v = A.view(e);
  switch (v.k) {
    case 'x':
      return inverse;
    case 'num':
    case 'const':
      return e;
    case 'add': {
      const t = all(v.terms);
      return t && A.sum(...t);
    }
    case 'mul': {
      const t = all(v.factors);
      return t && A.product(...t);
    }
    case 'pow': {
      const t = all([v.base, v.exp]);
      return t && A.power(t[0] as MathNode, t[1] as MathNode);
    }
    case 'fn': {
      const a = replaceBy(v.arg, uKey, inverse);
      return a && A.fn(v.name, a);
    }
    case 'log': {
      const a = replaceBy(v.arg, uKey, inverse);
      return a && A.log(v.base, a);
    }
  }
};

/** e(u): the variable of e replaced by u. */
const compose = (e: MathNode, u: MathNode): MathNode => {
  const c = (t: MathNode) => compose(t, u);
  const v = A.view(e);
  switch (v.k) {
    case 'x':
      return u;
    case 'num':
    case 'const':
      return e;
    case 'add':
      return A.sum(...v.terms.map(c));
    case 'mul':
      return A.product(...v.factors.map(c));
    case 'pow':
      return A.power(c(v.base), c(v.exp));
    case 'fn':
      return A.fn(v.name, c(v.arg));
    case 'log':
      return A.log(v.base, c(v.arg));
  }
};

const MAX_TERMS = 40;
const MAX_EXPANSIONS = 12;

/** Products of sums multiplied out (whole powers of sums up to the 6th too). */
const multiplyOut = (e: MathNode): MathNode => {
  const times = (terms: MathNode[], factor: MathNode): MathNode[] => {
    const v = A.view(factor);
    if (v.k === 'add') return terms.flatMap((t) => v.terms.map((s) => A.product(t, s)));
    const k = v.k === 'pow' ? A.rational(v.exp) : undefined;
    if (v.k === 'pow' && A.view(v.base).k === 'add' && k && R.isInt(k) && k.p >= 2n && k.p <= 6n) {
      let out = terms;
      for (let i = 0n; i < k.p && out.length <= MAX_TERMS; i++) out = times(out, v.base);
      return out;
    }
    return terms.map((t) => A.product(t, factor));
  };
  const factors = A.factorsOf(e);
  let terms: MathNode[] = [A.ONE];
  for (const f of factors) {
    terms = times(terms, f);
    if (terms.length > MAX_TERMS) return e;
  }
  return A.sum(...terms);
};

const MAX_PARTS = 10;

/** Whether e is a polynomial in the variable (whole powers, numbers and constants). */
const isPolynomial = (e: MathNode): boolean => {
  const v = A.view(e);
  switch (v.k) {
    case 'num':
    case 'const':
    case 'x':
      return true;
    case 'add':
      return v.terms.every(isPolynomial);
    case 'mul':
      return v.factors.every(isPolynomial);
    case 'pow': {
      const k = A.rational(v.exp);
      return k !== undefined && R.isInt(k) && k.p >= 0n && isPolynomial(v.base);
    }
    default:
      return false;
  }
};

/** ln(u) and log_b(u) are both `log` nodes. */
const isLog = (e: MathNode): boolean => e.type === 'log';

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
      `Integration by parts: ∫u dv = uv − ∫v du, with u = ${toText(A.show(u, name))}, so du = ${toText(A.show(du, name))} d${name}, and dv = ${toText(A.show(dv, name))} d${name}, so v = ${toText(show(v.F, v.bars))}`,
      [integralOf(A.show(f, name), name), B.sub(show(uv, v.bars), rest)],
      'parts',
    ),
  );
  const inner = integrate(w, vdu, name, depth);
  const F = A.sum(uv, ...A.termsOf(inner.F).map(A.negate));
  const bars = [...v.bars, ...inner.bars];
  w.rules.add('integration by parts');
  w.steps.push(
    stepOf(
      'Put the parts together',
      [B.sub(show(uv, v.bars), rest), plusC(show(F, bars))],
      'parts',
    ),
  );
  return { F, bars };
};

/** The substitution letter: u, or v when the problem is already in u. */
const letterFor = (name: string): string => (name === 'u' ? 'v' : 'u');

/** ∫f d(name), its steps pushed as they are worked out; a SolveStop when no rule fits. */
const integrate = (w: Work, f: MathNode, name: string, depth: number): Anti => {
  const outermost = w.outermost;
  w.outermost = false;
  const show = (e: MathNode, bars: MathNode[] = []) => shown(e, bars, name);
  const int = (e: MathNode) => integralOf(A.show(e, name), name);
  if (!A.hasX(f)) {
    const F = A.product(f, A.X);
    w.rules.add('constant rule');
    w.steps.push(
      stepOf(
        `Constant rule: ∫k d${name} = k${name} + C`,
        [int(f), plusC(show(F))],
        'integralConstant',
      ),
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
      stepOf(
        `Linearity: ∫(f + g) d${name} = ∫f d${name} + ∫g d${name}, so integrate term by term`,
        [int(f), split],
        'linearity',
      ),
    );
    w.steps.push(
      stepOf(
        'Add the results, with one constant of integration C',
        [split, plusC(show(F, bars))],
        'oneC',
      ),
    );
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
      stepOf(
        `Linearity: a constant factor comes out, ∫k·f d${name} = k∫f d${name}`,
        [int(f), integralOf(A.show(rest, name), name, A.show(c, name)), plusC(show(F, inner.bars))],
        'linearity',
      ),
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
    w.steps.push(
      stepOf(known.note, links, known.rule === 'power rule' ? 'integralPower' : 'integral'),
    );
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
      w.rules.add('multiplying out');
      w.steps.push(stepOf('Multiply out first', [int(f), int(opened)], 'expand'));
      return integrate(w, opened, name, depth);
    }
  }
  throw unsupported(
    `This integral cannot be worked out here: ${CAN_INTEGRATE}; by parts, a polynomial times eˣ, sin, cos or a root of ax + b (∫x√(x + 1) dx, also by substituting u = x + 1), and a logarithm times a polynomial; partial fractions over linear factors, sin² and cos² by power reduction; inverse trigonometric results and other integrals are not supported`,
  );
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
  w.rules.add('power reduction');
  w.steps.push(
    stepOf(
      `Power reduction: ${trig.name}²u = (1 ${trig.name === 'sin' ? '−' : '+'} cos 2u)/2`,
      [integralOf(A.show(f, name), name), integralOf(A.show(rewritten, name), name)],
      'powerReduction',
    ),
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
    w.rules.add('long division');
    w.steps.push(
      stepOf(
        `The top's degree is not below the bottom's: divide first`,
        [whole, decomposed],
        'longDivision',
      ),
    );
    return integrate(w, toCanonical(decomposed, name), name, depth);
  }
  w.rules.add('partial fractions');
  if (divided)
    w.steps.push(
      stepOf(
        `The top's degree is not below the bottom's: divide first`,
        [whole, B.add(P.toNode(quotient), rest)],
        'longDivision',
      ),
    );
  if (toText(factored.node) !== toText(P.toNode(fraction.den)))
    w.steps.push(stepOf(`Factor the bottom`, [P.toNode(fraction.den), factored.node], 'factored'));
  w.steps.push(
    stepOf(
      `Partial fractions: a constant over each factor${terms.some((t) => t.power > 1) ? ' and over each power of a repeated one' : ''}`,
      [B.frac(P.toNode(remainder), factored.node), unknowns],
      'partialFractions',
    ),
    stepOf(
      `Multiply both sides by ${toText(factored.node)}: the coefficients of each power of ${x} must agree`,
      [
        P.toNode(remainder),
        multipliers
          .map((m, j) =>
            B.times(letters[j] as MathNode, P.isConstant(m) ? P.toNode(m) : factoredNode(m, x)),
          )
          .reduce((a, b) => B.add(a, b)),
      ],
      'coefficients',
    ),
    step(
      'Solve for the numerators',
      B.list(...terms.map((t, j) => B.eq(letters[j] as MathNode, qNode(t.numerator)))),
      'solveEach',
    ),
    stepOf('So the integrand is', [whole, decomposed], 'substitute'),
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
  const uText = toText(A.show(u, name));
  const duNode = A.show(du, name);
  const duText = A.termsOf(du).length > 1 ? `(${toText(duNode)})` : toText(duNode);
  w.steps.push(
    stepOf(
      `Substitution ${letter} = ${uText}, so d${letter} = ${duText} d${name}: write the integrand in ${letter}`,
      [integralOf(A.show(f, name), name), integralOf(A.show(g, letter), letter)],
      'uSub',
    ),
  );
  const inner = integrate(w, g, letter, depth + 1);
  const F = compose(inner.F, u);
  const bars = inner.bars.map((b) => compose(b, u));
  w.rules.add('substitution');
  w.steps.push(
    stepOf(
      `Put back ${letter} = ${uText}`,
      [plusC(shown(inner.F, inner.bars, letter)), plusC(shown(F, bars, name))],
      'putBack',
    ),
  );
  return { F, bars };
};

// ————— checking —————

/**
 * Where sample points are drawn by default: [−8, 8], [−2, 2] and (0, 3] (the narrower ranges
 * find integrands defined only on a short interval); an integrand defined elsewhere (x > 100)
 * gets ranges inside its domain.
 */
const RANGES: [number, number][] = [
  [-8, 8],
  [-2, 2],
  [0.01, 3.01],
];

/** 48 points in each range, at irrational steps so that they avoid the special values. */
const samplesIn = (ranges: readonly [number, number][]): number[] =>
  ranges.flatMap(([lo, hi], r) =>
    Array.from(
      { length: 48 },
      (_, k) => lo + (hi - lo) * ((k * 0.6180339887498949 + 0.1234 * (r + 1)) % 1),
    ),
  );

/** Whether a and b agree at every sample point where both are defined, and there are six. */
const agreeAt = (
  a: (t: number) => number,
  b: (t: number) => number,
  samples: readonly number[],
): boolean => {
  let agreed = 0;
  for (const t of samples) {
    const [p, q] = [a(t), b(t)];
    if (!Number.isFinite(p) || !Number.isFinite(q)) continue;
    if (!agree(p, q)) return false;
    agreed++;
  }
  return agreed >= 6;
};

/** The tree with each ln|u| written ln(u). */
const unbarred = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'log' && n.arg.type === 'function' && n.arg.name === 'abs' && n.arg.args[0]
      ? { ...n, arg: unbarred(n.arg.args[0]) }
      : undefined,
  );

/**
 * Whether F′ = f: F is differentiated by the derivative code, and F′ − f is 0 in the algebra,
 * or else 0 at every sample point where both are defined (at least six). The answer as shown
 * must be F with bars only around arguments of ln: ln|u| has the derivative u′/u of ln(u).
 */
const antiderivativeHolds = (
  f: MathNode,
  F: MathNode,
  shownF: MathNode,
  x: string,
  samples: readonly number[],
): boolean => {
  const checked = A.show(F, x);
  const d = derivativeValue(checked, x);
  const gap = A.sum(...A.termsOf(d), ...A.termsOf(f).map(A.negate));
  if (
    A.key(gap) !== A.key(A.ZERO) &&
    !agreeAt(
      (t) => A.valueAt(d, t),
      (t) => A.valueAt(f, t),
      samples,
    )
  )
    return false;
  const plain = unbarred(shownF);
  return (
    !contains(plain, (n) => n.type === 'function' && n.name === 'abs') &&
    A.key(toCanonical(plain, x)) === A.key(toCanonical(checked, x))
  );
};

// ————— the problem —————

/** sec, csc and cot written with cos and sin, which the algebra knows. */
const withSinCos = (tree: MathNode): MathNode =>
  mapTree(tree, (n) => {
    if (n.type !== 'function' || n.args.length !== 1) return undefined;
    const arg = withSinCos(n.args[0] as MathNode);
    if (n.name === 'sec') return B.frac(B.n(1), B.fn('cos', arg));
    if (n.name === 'csc') return B.frac(B.n(1), B.fn('sin', arg));
    if (n.name === 'cot') return B.frac(B.fn('cos', arg), B.fn('sin', arg));
    return undefined;
  });

/** The integrand in the algebra, with the derivative code's refusals said about integrals. */
const integrandOf = (tree: MathNode, x: string): MathNode => {
  try {
    return toCanonical(tree, x);
  } catch (err) {
    if (!(err instanceof SolveStop)) throw err;
    if (/^Only [a-zA-Z] may vary/.test(err.message))
      throw unsupported(
        `Only ${x} may vary here: integrals of expressions with other letters are not supported`,
      );
    const name = /^(\w+) is not supported in derivatives/.exec(err.message);
    if (name) throw unsupported(`${name[1]} is not supported in integrals: ${CAN_INTEGRATE}`);
    throw unsupported(
      err.message
        .replace(/in a derivative/g, 'in an integral')
        .replace(/cannot be differentiated/g, 'cannot be integrated'),
    );
  }
};

/** The variable named, or else the one letter in the expression (x when there is none). */
export const variableOf = (tree: MathNode, asked: IntegralRequest): string => {
  if (asked.variable) return asked.variable;
  const names = variablesOf(tree);
  if (names.length > 1)
    throw unsupported(
      `Say which letter to integrate with respect to, such as ∫ x y dx; integrals with several letters varying are not supported`,
    );
  return names[0] ?? 'x';
};

/** The rules named in `method`, in this order. */
const METHOD_ORDER = [
  'integration by parts',
  'partial fractions',
  'power reduction',
  'long division',
  'substitution',
  'multiplying out',
  'power rule',
  'standard integrals',
  'constant rule',
  'linearity',
];

const methodOf = (rules: Set<string>): string => {
  const used = METHOD_ORDER.filter((r) => rules.has(r));
  return used.length <= 1
    ? (used[0] ?? 'constant rule')
    : `${used.slice(0, -1).join(', ')} and ${used.at(-1)}`;
};

/** The antiderivative without its terms that do not vary: they are part of C. */
const withoutConstants = (F: MathNode): MathNode => A.sum(...A.termsOf(F).filter((t) => A.hasX(t)));

/** An antiderivative worked out and checked, with its steps. */
export interface Antiderivative {
  x: string;
  /** Where the integrand is defined, when its structure decides it. */
  domain: Domain | undefined;
  F: MathNode;
  /** The arguments u whose ln(u) in F stands for ln|u|. */
  bars: MathNode[];
  /** F as shown, with ln|u| for each u in bars. */
  shown: MathNode;
  steps: ExplainedStep[];
  method: string;
  /** The ways the integrand itself is integrated, by substitution or by parts, when it is. */
  methods?: SolveMethod[];
}

/**
 * An antiderivative of the integrand as typed, checked by differentiating it (at sample points
 * inside the integrand's domain when the algebra cannot tell), with its steps; a refusal when
 * the integrand is not defined for any real number, or when no rule fits.
 */
export const antiderivative = (
  tree: MathNode,
  asked: IntegralRequest,
  method?: string,
): Antiderivative => {
  if (tree.type === 'relation' || tree.type === 'list')
    throw unsupported('Give one expression to integrate, such as ∫ x^2 dx');
  const x = variableOf(tree, asked);
  const integrand = withSinCos(tree);
  const f = integrandOf(integrand, x);
  const domain = definedSomewhere(tree, x);
  const samples = samplesIn(sampleRanges(domain, RANGES));
  const run = (first?: 'by-parts') => {
    const w: Work = {
      steps: [],
      rules: new Set(),
      expansions: 0,
      partsLeft: MAX_PARTS,
      outermost: true,
      ...(first ? { first } : {}),
    };
    const anti = integrate(w, f, x, 0);
    const F = withoutConstants(anti.F);
    const shownF = shown(F, anti.bars, x);
    return { w, anti, F, shownF, holds: antiderivativeHolds(f, F, shownF, x, samples) };
  };
  const usual = run();
  // Both ways apply where the integrand itself is substituted and parts integrate it too.
  let other: ReturnType<typeof run> | undefined;
  if (usual.w.way === 'substitution')
    try {
      other = run('by-parts');
    } catch (err) {
      if (!(err instanceof SolveStop)) throw err;
    }
  const both = other?.w.way === 'by-parts' && other.holds;
  const { w, anti, F, shownF, holds } =
    both && method === 'by-parts' ? (other as typeof usual) : usual;
  if (!holds) throw unchecked();
  const ways = both ? (['substitution', 'by-parts'] as const) : w.way ? [w.way] : [];
  return {
    x,
    domain,
    F,
    bars: anti.bars,
    shown: shownF,
    steps: w.steps,
    method: methodOf(w.rules),
    ...(w.way ? offered(ways, w.way, true) : {}),
  };
};

/** The indefinite integral of tree as `solve` answers it: the antiderivative + C, with the problem as shown (∫f dx). */
export const integrateProblem = (
  tree: MathNode,
  asked: IntegralRequest,
  way?: string,
): Answered & { problem: MathNode } => {
  const { x, domain, F, shown: named, steps, method, methods } = antiderivative(tree, asked, way);
  const answer = toText(A.key(F) === A.key(A.ZERO) ? B.variable('C') : plusC(named));
  // The answer must read as the antiderivative that was checked: its text, read (parsedShape),
  // says the same (ln|x|² would read as ln(|x|²)), and is not longer than `typeable`.
  const text = toText(named);
  if (answer !== 'C' && !(typeable(text) && toText(parsedShape(named)) === text))
    throw unsupported(
      'The solver could not write this antiderivative unambiguously, so it gives none',
    );
  const condition = narrower(domain, named, x);
  return {
    problem: integralOf(tree, x),
    kind: 'integral',
    method,
    answer: condition ? `${answer}, ${condition}` : answer,
    solutions: [
      {
        ...exactSolution(A.key(F) === A.key(A.ZERO) ? B.variable('C') : plusC(named)),
        text: answer,
      },
    ],
    steps,
    ...(methods ? { methods } : {}),
  };
};

export const integralKind = /* @__PURE__ */ kind({
  id: 'integral',
  title: 'Integral',
  practice: null,
  example: '∫ 3x^2 + 2x dx',
});
