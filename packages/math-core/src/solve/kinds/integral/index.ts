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
import { contains, mapTree, variablesOf } from '../../../algebra/reading';
import { agree } from '../../../algebra/samplePoints';
import * as B from '../../../math/build';
import { parsedShape } from '../../../math/parsedShape';
import { SolveStop, unchecked } from '../../../math/rational';
import { joinedWords, type Words, type WorkedStep } from '../../../math/rules';
import { exactSolution, typeable } from '../../../math/show';
import { toText } from '../../../math/toText';
import type { MathNode } from '../../../math/tree';
import { answerInWords } from '../../answer';
import { definedSomewhere, narrower } from '../../check';
import type { Answered } from '../../equation';
import { kind } from '../../kind';
import { offered, type SolveMethod } from '../../methods/choice';
import { MAX_PARTS } from './forms';
import type { IntegralRequest } from './read';
import { saying, unsupported } from './refusals';
import { integrate, type Work } from './rules';
import { integralOf, plusC, shown } from './show';

export { type IntegralRequest, readIntegral } from './read';
export { integralOf, stepOf } from './show';

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
    // The derivative code's refusals, by their ids, said about integrals.
    const id = err.why?.id;
    if (id === 'derivativeOtherLetters') throw unsupported('integralOnlyVaries', { x });
    const name = err.why?.values?.name;
    if (id === 'derivativeFunction' && name !== undefined)
      throw unsupported('integralNotSupported', { name, can: saying('integralCan') });
    if (id === 'derivativePlusMinus') throw unsupported('integralPlusMinus');
    if (id === 'derivativeNot') throw unsupported('integralCannot');
    throw new SolveStop('unsupported', err.message, err.why);
  }
};

/** The variable named, or else the one letter in the expression (x when there is none). */
export const variableOf = (tree: MathNode, asked: IntegralRequest): string => {
  if (asked.variable) return asked.variable;
  const names = variablesOf(tree);
  if (names.length > 1) throw unsupported('integralWhichLetter');
  return names[0] ?? 'x';
};

/** The English words of the methods an integral names, by id. */
export const INTEGRAL_METHODS = {
  byParts: 'integration by parts',
  partialFractions: 'partial fractions',
  powerReduction: 'power reduction',
  longDivision: 'long division',
  changeOfVariable: 'substitution',
  multiplyingOut: 'multiplying out',
  powerRule: 'power rule',
  standardIntegrals: 'standard integrals',
  constantRule: 'constant rule',
  linearity: 'linearity',
  thenLimits: '{first}, then the limits',
  thenLimitsImproper: '{first}, then the limits (an improper integral)',
} as const;

/** The rules named in `method`, in this order. */
const METHOD_ORDER = [
  'byParts',
  'partialFractions',
  'powerReduction',
  'longDivision',
  'changeOfVariable',
  'multiplyingOut',
  'powerRule',
  'standardIntegrals',
  'constantRule',
  'linearity',
];

/** The rules used, "a, b and c", in METHOD_ORDER's order. */
const methodOf = (rules: Set<string>): Words => {
  const used = METHOD_ORDER.filter((r) => rules.has(r));
  return joinedWords('methodsComma', used.length > 0 ? used : ['constantRule'], 'methodsAnd');
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
  steps: WorkedStep[];
  method: Words;
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
    throw unsupported('integralOne', { example: '∫ x^2 dx' });
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
  const withC = A.key(F) === A.key(A.ZERO) ? B.variable('C') : plusC(named);
  const answer = toText(withC);
  // The answer must read as the antiderivative that was checked: its text, read (parsedShape),
  // says the same (ln|x|² would read as ln(|x|²)), and is not longer than `typeable`.
  const text = toText(named);
  if (answer !== 'C' && !(typeable(text) && toText(parsedShape(named)) === text))
    throw unsupported('integralUnambiguous');
  const condition = narrower(domain, named, x);
  return {
    problem: integralOf(tree, x),
    kind: 'integral',
    method,
    ...(condition
      ? answerInWords({ id: 'condition', params: { answer: withC, condition } })
      : { answer }),
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
  methods: INTEGRAL_METHODS,
  id: 'integral',
  title: 'Integral',
  practice: null,
  example: '∫ 3x^2 + 2x dx',
  working: 'antiderivative',
});
