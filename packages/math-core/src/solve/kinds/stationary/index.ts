/**
 * Stationary points of a polynomial, and where it increases and decreases, asked in words: "the
 * stationary points of y = x^3 - 3x" are a local maximum (−1, 2) and a local minimum (1, −2);
 * "where is f(x) = x^3 - 3x increasing", "turning points of …", "critical points of …", "local
 * maximum and minimum of …". Worked as a course does it: the derivative (with its own steps), the
 * equation f′(x) = 0 solved by the equation solver (with its steps), each point's y, then the sign
 * of f′ at a test point in each interval between them, which says where f increases or decreases
 * and whether each stationary point is a maximum, a minimum or a point of inflection.
 *
 * The kind checks its answer itself, in floating point from the function as typed: the slope
 * measured by a difference quotient is 0 at each stationary point, f is larger or smaller there
 * than on either side as its type says, and f rises or falls across each interval as said.
 */

import { differentiateTree } from '../../../algebra/derivative';
import * as P from '../../../algebra/poly';
import { evalExact, polyOrNothing, substitute, variablesOf } from '../../../algebra/reading';
import { approxEqual, TOLERANCE } from '../../../math/approx';
import { chain, eq, n as numberNode, point, text, variable } from '../../../math/build';
import { compileMath } from '../../../math/evaluateMath';
import * as E from '../../../math/exact';
import * as R from '../../../math/rational';
import { type Q, unchecked } from '../../../math/rational';
import { refuse } from '../../../math/refusal';
import type { WorkedStep } from '../../../math/rules';
import { qNode, type Solution, solution, step } from '../../../math/show';
import type { MathNode } from '../../../math/tree';
import { type AnswerParam, type AnswerWords, answerInWords } from '../../answer';
import type { Answered } from '../../equation';
import { type Command, type EquationSolver, kind, sides } from '../../kind';
import { STATIONARY_ANSWERS } from './answers';
import { STATIONARY_REFUSALS } from './refusals';

type Asked = 'stationary' | 'increasing';

/**
 * The phrasings, built in a function called once (marked pure), so that a bundle without the
 * solver keeps none of them. [pattern, what it asks]; the maths is the pattern's group.
 */
const phrases = (): [RegExp, Asked][] => {
  const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:find|give|determine|locate|state|work\s+out|what\s+are|what\s+is|what['’]s|whats)\s+)?(?:all\s+)?(?:the\s+)?(?:coordinates\s+of\s+(?:the\s+)?)?`;
  const OF = String.raw`\s+(?:of|for|on)\s+(?:the\s+)?(?:(?:curve|graph|function|polynomial|cubic)\s+)?`;
  const TAIL = String.raw`\s*[?.!]*\s*$`;
  const EXTREME = String.raw`(?:local\s+|relative\s+)?(?:max(?:imum|ima)?|min(?:imum|ima)?|extrem(?:um|a)|extreme\s+points)`;
  return [
    [
      new RegExp(
        String.raw`${LEAD}(?:stationary|turning|critical)\s+points?(?:\s+and\s+(?:their\s+)?nature)?${OF}(.+?)${TAIL}`,
        'i',
      ),
      'stationary',
    ],
    [
      new RegExp(
        String.raw`${LEAD}${EXTREME}(?:\s+(?:and|&)\s+${EXTREME})?(?:\s+(?:points?|values?))?${OF}(.+?)${TAIL}`,
        'i',
      ),
      'stationary',
    ],
    [
      new RegExp(
        String.raw`${LEAD}(?:intervals?\s+(?:where|on\s+which|in\s+which)\s+|where\s+(?:is\s+)?|when\s+(?:is\s+)?)(?:the\s+function\s+)?(.+?)\s+(?:is\s+)?(?:increasing|decreasing)(?:\s+(?:and|or)\s+(?:increasing|decreasing))?${TAIL}`,
        'i',
      ),
      'increasing',
    ],
    [
      new RegExp(
        String.raw`${LEAD}(?:intervals\s+of\s+)?(?:increas(?:e|ing)|decreas(?:e|ing))(?:\s+(?:and|&)\s+(?:increas(?:e|ing)|decreas(?:e|ing)))?(?:\s+intervals)?${OF}(.+?)${TAIL}`,
        'i',
      ),
      'increasing',
    ],
  ];
};

const PHRASES = /* @__PURE__ */ phrases();

/** What is asked and the maths it is asked of, when the words are one of the phrasings above. */
export const readStationary = (text: string): { asked: Asked; maths: string } | undefined => {
  for (const [pattern, asked] of PHRASES) {
    const maths = pattern.exec(text)?.[1]?.trim();
    if (maths) return { asked, maths };
  }
  return undefined;
};

const unsupported = (id: keyof typeof STATIONARY_REFUSALS) =>
  refuse('unsupported', STATIONARY_REFUSALS, id);

/** y = …, f(x) = … or the expression alone: the function. */
const functionOf = (tree: MathNode): MathNode | undefined => {
  if (tree.type !== 'relation') return tree;
  const [left, right] = sides(tree);
  const named =
    tree.relations.length === 1 &&
    tree.relations[0] === '=' &&
    ((left.type === 'variable' && left.name === 'y') ||
      (left.type === 'function' && left.args.length === 1 && left.args[0]?.type === 'variable'));
  return named ? right : undefined;
};

/** One stationary point: where, its exact y, and what the sign of f′ on its two sides makes it. */
interface Stationary {
  x: MathNode;
  xValue: number;
  y: MathNode;
  type: 'local maximum' | 'local minimum' | 'stationary point of inflection';
}

/** The answer's words for each type of stationary point. */
const POINT_WORDS = {
  'local maximum': 'localMaximum',
  'local minimum': 'localMinimum',
  'stationary point of inflection': 'inflectionPoint',
} as const;

/** A number strictly between lo and hi to test the sign at: a whole number if one fits, else a simple fraction. */
const between = (lo: number, hi: number): Q => {
  if (lo === -Infinity) return hi === Infinity ? R.ZERO : R.int(Math.floor(hi) - 1);
  if (hi === Infinity) return R.int(Math.ceil(lo) + 1);
  const mid = (lo + hi) / 2;
  for (let q = 1; q <= 1 << 20; q *= 2) {
    const p = Math.round(mid * q);
    if (p / q > lo && p / q < hi) return R.rat(BigInt(p), BigInt(q));
  }
  throw unchecked();
};

/** x in an interval between stationary points, as inequalities: x < −1, −1 < x < 1, x > 1 (or every x). */
const interval = (X: MathNode, lo: MathNode | undefined, hi: MathNode | undefined): MathNode =>
  lo && hi
    ? chain(lo, '<', X, '<', hi)
    : lo
      ? chain(X, '>', lo)
      : hi
        ? chain(X, '<', hi)
        : text('every x');

/** The stationary points and the intervals of increase and decrease, with steps, checked. */
export const stationaryPoints = (
  tree: MathNode,
  asked: Asked,
  solveEquation: EquationSolver,
): Answered & { problem: MathNode } => {
  const f = functionOf(tree);
  const names = f ? variablesOf(f) : [];
  const poly = f && names.length <= 1 ? polyOrNothing(f) : undefined;
  const x = names[0] ?? 'x';
  if (!f || !poly || P.degree(poly, x) < 1) throw unsupported('stationaryScope');
  const X = variable(x);
  const derived = differentiateTree(f, x);
  const fPrime = P.derivative(poly, x);
  const fPrimeNode = P.toNode(fPrime);
  const slope = (t: Q) => P.valueAt(fPrime, x, t);
  const steps: WorkedStep[] = [
    ...derived.steps,
    step({ rule: 'stationary', form: 'flat' }, eq(fPrimeNode, numberNode(0))),
  ];
  // The roots of f′, exactly, from the equation solver (its steps shown), lowest first.
  let roots: { tree: MathNode; value: number }[] = [];
  if (P.degree(fPrime, x) >= 1) {
    const solved = solveEquation(fPrimeNode, numberNode(0));
    const exactRoots = solved.solutions.map((s) => ({
      tree: s.exact,
      value: s.value,
      text: s.text,
    }));
    if (exactRoots.some((r) => r.tree === undefined || r.value === undefined || /≈/.test(r.text)))
      throw unsupported('stationaryInexact');
    roots = exactRoots
      .map((r) => ({ tree: r.tree as MathNode, value: r.value as number }))
      .sort((a, b) => a.value - b.value);
    steps.push(...solved.steps);
    if (roots.length === 0)
      steps.push(step({ rule: 'stationary', form: 'none' }, eq(fPrimeNode, numberNode(0))));
  }
  const ys = roots.map((r) => E.toNode(evalExact(substitute(f, { [x]: r.tree }))));
  for (const [i, r] of roots.entries())
    steps.push(
      step(
        { rule: 'substitute', params: { unknown: x, value: r.tree }, form: 'stationaryPut' },
        chain(variable('y'), '=', substitute(f, { [x]: r.tree }), '=', ys[i] as MathNode),
      ),
    );
  // The sign of f′ at a test point in each interval between the roots.
  const ends = [-Infinity, ...roots.map((r) => r.value), Infinity];
  const signs: number[] = [];
  const rising: MathNode[] = [];
  const falling: MathNode[] = [];
  for (let i = 0; i + 1 < ends.length; i++) {
    const t = between(ends[i] as number, ends[i + 1] as number);
    const value = slope(t);
    const sign = R.sign(value);
    signs.push(sign);
    const [lo, hi] = [roots[i - 1]?.tree, roots[i]?.tree];
    const where = interval(X, lo, hi);
    (sign > 0 ? rising : falling).push(where);
    const test = { unknown: x, value: qNode(t) };
    steps.push(
      step(
        lo === undefined && hi === undefined
          ? { rule: 'derivativeSign', params: test, form: sign > 0 ? 'risesAll' : 'fallsAll' }
          : {
              rule: 'derivativeSign',
              params: { ...test, where },
              form: sign > 0 ? 'rises' : 'falls',
            },
        chain(
          substitute(fPrimeNode, { [x]: qNode(t) }),
          '=',
          qNode(value),
          sign > 0 ? '>' : '<',
          numberNode(0),
        ),
      ),
    );
  }
  const found: Stationary[] = roots.map((r, i) => {
    const [before, after] = [signs[i] as number, signs[i + 1] as number];
    const type =
      before > 0 && after < 0
        ? 'local maximum'
        : before < 0 && after > 0
          ? 'local minimum'
          : 'stationary point of inflection';
    return { x: r.tree, xValue: r.value, y: ys[i] as MathNode, type };
  });
  for (const s of found)
    steps.push(
      step(
        {
          rule: 'firstDerivativeTest',
          params: { unknown: x, value: s.x },
          form:
            s.type === 'local maximum'
              ? 'maximum'
              : s.type === 'local minimum'
                ? 'minimum'
                : 'inflection',
        },
        point(s.x, s.y),
      ),
    );
  check(f, x, found, ends, signs);
  const points = found.map((s) => ({ ...solution(point(s.x, s.y)), name: s.type }));
  const runs: Solution[] = [
    ...rising.map((w) => ({ ...solution(w), name: 'increasing' })),
    ...falling.map((w) => ({ ...solution(w), name: 'decreasing' })),
  ];
  // Said in words of the language: the points by their type, where f rises and where it falls.
  const where = (list: MathNode[]): AnswerParam => ({
    join: 'and',
    items: list.map((w) =>
      w.type === 'text' ? { id: 'everyOf', params: { unknown: variable('x') } } : w,
    ),
  });
  const first = asked === 'increasing';
  const runsSaid: AnswerWords[] = [
    ...(rising.length
      ? [
          {
            id: first ? ('increasingStart' as const) : ('increasingFor' as const),
            params: { where: where(rising) },
          },
        ]
      : []),
    ...(falling.length
      ? [
          {
            id: first && !rising.length ? ('decreasingStart' as const) : ('decreasingFor' as const),
            params: { where: where(falling) },
          },
        ]
      : []),
  ];
  const pointsSaid: AnswerParam = found.length
    ? {
        join: 'commas',
        items: found.map((s) => ({
          id: POINT_WORDS[s.type],
          params: { point: point(s.x, s.y) },
        })),
      }
    : { id: first ? 'noStationaryAfter' : 'noStationary' };
  const runsParam: AnswerParam = { join: 'commas', items: runsSaid };
  const worded = answerInWords(
    first
      ? { id: 'runsThenPoints', params: { runs: runsParam, points: pointsSaid } }
      : { id: 'pointsThenRuns', params: { points: pointsSaid, runs: runsParam } },
    STATIONARY_ANSWERS,
  );
  return {
    kind: 'stationary',
    method: 'firstDerivativeTest',
    ...worded,
    solutions: asked === 'increasing' ? [...runs, ...points] : [...points, ...runs],
    steps,
    problem: tree,
  };
};

/**
 * The check, in floating point from the function as typed: a difference quotient is 0 at each
 * stationary point, f there is above (a maximum) or below (a minimum) both sides, or between them
 * (an inflection), and f rises or falls across each interval as its sign says.
 */
const check = (
  f: MathNode,
  x: string,
  found: Stationary[],
  ends: number[],
  signs: number[],
): void => {
  const at = compileMath(f, x);
  for (const [i, s] of found.entries()) {
    const gap = Math.min(s.xValue - (ends[i] as number), (ends[i + 2] as number) - s.xValue, 1);
    const h = gap / 4;
    const [left, mid, right] = [at(s.xValue - h), at(s.xValue), at(s.xValue + h)];
    const scale = Math.max(1, Math.abs(mid));
    const slope = (at(s.xValue + SLOPE_STEP) - at(s.xValue - SLOPE_STEP)) / (2 * SLOPE_STEP);
    const flat = approxEqual(slope, 0, TOLERANCE.difference, scale);
    const shape =
      s.type === 'local maximum'
        ? mid > left && mid > right
        : s.type === 'local minimum'
          ? mid < left && mid < right
          : (left - mid) * (mid - right) > 0;
    if (!flat || !shape) throw unchecked();
  }
  for (const [i, sign] of signs.entries()) {
    const [from, to] = [ends[i] as number, ends[i + 1] as number];
    const lo = Number.isFinite(from) ? from : Number.isFinite(to) ? to - 10 : -5;
    const hi = Number.isFinite(to) ? to : lo + 10;
    const [a, b] = [lo + (hi - lo) / 4, hi - (hi - lo) / 4];
    if (Math.sign(at(b) - at(a)) !== sign) throw unchecked();
  }
};

/** The step of the central difference that measures a slope: about the square root of a double's precision. */
const SLOPE_STEP = 1e-6;

export const stationaryKind = /* @__PURE__ */ kind({
  methods: { firstDerivativeTest: 'first derivative test' },
  id: 'stationary',
  title: 'Stationary points',
  practice: null,
  check: 'own',
  example: 'stationary points of y = x^3 - 3x',
});

/**
 * "stationary points of …", "local maximum and minimum of …", "where is … increasing": the points
 * and the intervals, f′(x) = 0 solved by `solveEquation`, the registry's solver of equations.
 */
export const stationaryCommand = (solveEquation: EquationSolver): Command => ({
  read: (text) => {
    const request = readStationary(text);
    if (!request) return undefined;
    return {
      maths: request.maths,
      solve: (tree) => stationaryPoints(tree, request.asked, solveEquation),
    };
  },
});
