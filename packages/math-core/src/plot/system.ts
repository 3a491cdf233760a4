/** Equations in two unknowns as curves: each solved for the unknown up the page (or a vertical line), meeting at the system's solution. */

import * as P from '../algebra/poly';
import { toPoly, variablesOf } from '../algebra/reading';
import * as E from '../math/exact';
import type { Notation } from '../math/notation';
import * as R from '../math/rational';
import { refuse } from '../math/refusal';
import { toText } from '../math/toText';
import type { MathNode } from '../math/tree';
import {
  type Curve,
  type CurvesGraph,
  curveOf,
  defaultWindow,
  drawn,
  factsIn,
  hasTrig,
  placed,
  type Span,
  startSpan,
} from './curve';
import type { Found } from './features';
import { exactText, pointText } from './format';
import { crossings, twoCurves } from './meet';
import { namedPoints, namedValues } from './named';
import { type GraphLanguage, PLOT_REFUSALS, say } from './said';
import type { GraphAnswer, GraphFunction, PlotWindow } from './types';

/** Which unknown goes across: x when there is one, else the first alphabetically. */
export const across = (names: string[]): [string, string] => {
  if (names.includes('x')) return ['x', names.find((n) => n !== 'x') ?? 'y'];
  return [names[0] as string, names[1] ?? 'y'];
};

/**
 * left = right as a curve in h: solved for v where it is linear in v, or a vertical line; labelled
 * in the notation.
 */
export const curveIn = (
  left: MathNode,
  right: MathNode,
  h: string,
  v: string,
  degrees: boolean,
  notation?: Notation,
): Curve => {
  // y = f(x) as typed, whatever f is (y = 1/x, y = sin(x)).
  const alone = (a: MathNode, b: MathNode) =>
    a.type === 'variable' && a.name === v && !variablesOf(b).includes(v);
  if (alone(left, right) || alone(right, left)) {
    const side = alone(left, right) ? right : left;
    return { ...curveOf(side, h, degrees, notation), label: `${v} = ${toText(side, notation)}` };
  }
  const p = P.sub(toPoly(left), toPoly(right));
  const withV = p.filter((t) => (t.mono[v] ?? 0) > 0);
  const rest = p.filter((t) => !((t.mono[v] ?? 0) > 0));
  if (withV.length === 0) {
    if (P.degree(rest, h) !== 1 || P.variables(rest).some((n) => n !== h))
      throw refuse('unsupported', PLOT_REFUSALS, 'plotCurveOnly');
    // a·h + c = 0 is the vertical line h = −c/a.
    const at = R.div(R.neg(P.constant(rest)), P.coeff(rest, h, 1));
    const shown = exactText(E.fromQ(at), notation);
    return {
      label: `${h} = ${shown}`,
      ...(notation ? { notation } : {}),
      x: h,
      f: () => Number.NaN,
      vertical: R.toNumber(at),
      verticalLabel: shown,
      verticalAt: E.toNode(E.fromQ(at)),
    };
  }
  if (withV.some((t) => t.mono[v] !== 1 || Object.keys(t.mono).length > 1))
    throw refuse('unsupported', PLOT_REFUSALS, 'plotSolvedFor', { v });
  // c·v + rest = 0 is v = −rest/c.
  const [term] = withV as [P.PolyTerm];
  const solved = P.toNode(P.scale(rest, R.div(R.int(-1), term.c)));
  return { ...curveOf(solved, h, degrees, notation), label: `${v} = ${toText(solved, notation)}` };
};

/** Two equations in two unknowns: each a curve, meeting at the solution. */
export const system = (
  answered: GraphAnswer | undefined,
  equations: [MathNode, MathNode][],
  window: PlotWindow | undefined,
  language: GraphLanguage,
): CurvesGraph => {
  const names = variablesOf({ type: 'list', items: equations.flat() });
  if (names.length > 2) throw refuse('unsupported', PLOT_REFUSALS, 'plotSystemUnknowns');
  const [h, v] = across(names);
  const degrees = equations.some(([l, r]) => hasTrig(l) || hasTrig(r));
  const { notation } = language;
  const curves = equations.map(([l, r]) => curveIn(l, r, h, v, degrees, notation)) as [
    Curve,
    Curve,
  ];
  const values = namedValues(answered, notation);
  const at = (name: string) => values.find((s) => s.name === name);
  const [sx, sy] = [at(h), at(v)];
  const meetIn: (xs: Span) => Found[] =
    sx && sy
      ? () => [
          {
            kind: 'intersection',
            x: sx.value,
            y: sy.value,
            label: pointText(sx.exact, sy.exact, notation),
          },
        ]
      : // An answer with no pair of named values (a system that is not linear) is drawn
        // meeting where the curves meet; one with none or infinitely many, not at all.
        answered?.outcome
        ? () => []
        : crossings(curves, degrees);
  return twoCurves(curves, answered, window, degrees, meetIn, language, sx ? [sx] : []);
};

/**
 * More than two functions that make two curves (a circle's halves, named by their `branch`, and
 * a line): each curve drawn whole, meeting at the points the answer names.
 */
export const curvesOfSystem = (
  curves: Curve[],
  fs: readonly GraphFunction[],
  answered: GraphAnswer | undefined,
  window: PlotWindow | undefined,
  language: GraphLanguage,
): CurvesGraph => {
  const names = [...new Set(fs.map((f, i) => f.branch ?? (curves[i] as Curve).label))];
  if (names.length !== 2) throw refuse('unsupported', PLOT_REFUSALS, 'plotCurves');
  const meet = namedPoints(answered, language.notation);
  // Around the points and the whole of each curve drawn in halves (a circle's width).
  const [lo, hi] = startSpan(curves, false);
  const xs = meet.map((p) => p.x);
  curves.forEach((c, i) => {
    if (fs[i]?.branch === undefined) return;
    for (let k = 0; k <= 400; k++) {
      const t = lo + ((hi - lo) * k) / 400;
      if (Number.isFinite(c.f(t))) xs.push(t);
    }
  });
  const [a, b] = xs.length > 0 ? [Math.min(...xs), Math.max(...xs)] : [lo, hi];
  const pad = Math.max(1, (b - a) * 0.15);
  const w = window ?? defaultWindow(curves, [], false, [a - pad, b + pad]);
  const features = placed(meet, w);
  const [first, second] = names as [string, string];
  const named = { kind: { id: 'curves' as const }, a: first, b: second };
  const description =
    features.length > 0
      ? say(
          {
            id: features.length > 1 ? 'meet-system-many' : 'meet-system-one',
            values: { ...named, points: { all: features.map((f) => f.label) } },
          },
          language,
        )
      : say({ id: 'apart', values: named }, language);
  return {
    kind: 'curves',
    window: w,
    curves: names.map((name) => ({
      label: name,
      segments: curves.flatMap((c, i) =>
        (fs[i]?.branch ?? c.label) === name
          ? drawn(c, w, factsIn(c, [w.xMin, w.xMax], '', false).breaks).segments
          : [],
      ),
    })),
    features,
    description,
  };
};
