/**
 * Two curves and where they meet: the roots of their difference (or a vertical line's point on
 * the other), the stretches where they are the same curve, the window around both, and the
 * description of the pair.
 */

import { evalExact, substitute } from '../algebra/reading';
import { SolveStop } from '../math/rational';
import type { MathNode } from '../math/tree';
import {
  type Curve,
  type CurvesGraph,
  curveOf,
  defaultWindow,
  drawn,
  factsIn,
  placed,
  type Solved,
  type Span,
  startSpan,
  withExactRoots,
} from './curve';
import { inDegrees, sameDescription } from './describe';
import type { CurveFacts, Found } from './features';
import { decimal, exactText, pointText } from './format';
import { type GraphLanguage, type Said, type SaidId, say } from './said';
import { onStretch, type Sameness, sameness } from './same';
import type { GraphAnswer, PlotFeature, PlotWindow } from './types';

/**
 * Where two curves y = a(x) and y = b(x) meet, for a span: the roots of a − b there, found as
 * any curve's roots are (exact for a quotient of polynomials, searched for and confirmed
 * otherwise, never at a hole or a break of either), labelled with the solver's exact solutions of
 * a = b where it has them and ≈ values otherwise.
 */
export const meetings = (
  a: Curve,
  b: Curve,
  degrees: boolean,
  solutions: Solved[],
): ((xs: Span) => Found[]) => {
  if (!a.node || !b.node) return () => [];
  const unit = degrees ? '°' : '';
  const difference: MathNode = { type: 'binary', op: '-', left: a.node, right: b.node };
  const d = curveOf(difference, a.x, degrees, a.notation);
  return (xs) =>
    withExactRoots(d, factsIn(d, xs, unit, false), solutions, xs, unit).features.flatMap((r) => {
      const y = a.f(r.x);
      return r.kind === 'root' && Number.isFinite(y)
        ? [{ ...r, kind: 'intersection' as const, y }]
        : [];
    });
};

/** Each curve's breaks, holes and asymptotes: what a picture of two curves marks on them. */
const kept = (facts: CurveFacts) =>
  facts.features.filter(
    (f) =>
      f.kind === 'hole' ||
      f.kind === 'vertical-asymptote' ||
      f.kind === 'horizontal-asymptote' ||
      f.kind === 'slant-asymptote',
  );

/**
 * Two curves with the points where they meet: found in the span searched first, then again in
 * the window chosen from them when it is another span; and where they are the same curve, with
 * no point marked there as a meeting (y = |x| and y = x do not meet at (0, 0): they are the same
 * from there on).
 */
export const pair = (
  curves: [Curve, Curve],
  window: PlotWindow | undefined,
  degrees: boolean,
  meetIn: (xs: Span) => Found[],
  solutions: Solved[] = [],
): { w: PlotWindow; own: CurveFacts[]; features: PlotFeature[]; same?: Sameness } => {
  const unit = degrees ? '°' : '';
  const xs0: Span = window ? [window.xMin, window.xMax] : startSpan(curves, degrees, solutions);
  let own = curves.map((c) => factsIn(c, xs0, unit, false));
  let meet = meetIn(xs0);
  const w = window ?? defaultWindow(curves, [...meet, ...own.flatMap(kept)], degrees, xs0);
  if (w.xMin !== xs0[0] || w.xMax !== xs0[1]) {
    own = curves.map((c) => factsIn(c, [w.xMin, w.xMax], unit, false));
    meet = meetIn([w.xMin, w.xMax]);
  }
  const same = sameness(...curves, curves[0].x, [w.xMin, w.xMax], degrees);
  const features: PlotFeature[] = [
    ...own.flatMap((facts, i) => placed(kept(facts), w).map((f) => ({ ...f, curve: i }))),
    ...placed(same ? meet.filter((m) => !onStretch(same, m.x)) : meet, w),
  ].filter((f) => Number.isFinite(f.y));
  return { w, own, features, ...(same ? { same } : {}) };
};

/**
 * Where two curves meet when the system solver does not answer (it solves linear systems), for a
 * span: a vertical line x = c meets y = f(x) at (c, f(c)); two curves y = f(x) and y = g(x) meet
 * where f − g is 0, exactly where the difference is a quotient of polynomials or is 0 at a simple
 * fraction.
 */
export const crossings = ([a, b]: [Curve, Curve], degrees: boolean): ((xs: Span) => Found[]) => {
  if (a.vertical !== undefined || b.vertical !== undefined) {
    const [line, other] = a.vertical !== undefined ? [a, b] : [b, a];
    const c = line.vertical as number;
    const y = other.f(c);
    if (other.vertical !== undefined || !Number.isFinite(y)) return () => [];
    const y0 = exactY(other, line.verticalAt) ?? decimal(y, other.notation);
    const label = pointText(line.verticalLabel as string, y0, other.notation);
    return () => [{ kind: 'intersection', x: c, y, label }];
  }
  if (!a.node || !b.node) return () => [];
  const unit = degrees ? '°' : '';
  const meetIn = meetings(a, b, degrees, []);
  const { notation } = a;
  return (xs) =>
    meetIn(xs).map((m) => {
      const ey = exactY(a, m.at);
      const y = ey ?? decimal(m.y, notation);
      return {
        ...m,
        label:
          m.exact === undefined
            ? `≈ ${pointText(`${decimal(m.x, notation)}${unit}`, decimal(m.y, notation), notation)}`
            : pointText(`${m.exact}${unit}`, y, notation),
      };
    });
};

/** y on a curve at an exact x, exactly, when the exact numbers hold the curve's value there. */
const exactY = (curve: Curve, at: MathNode | undefined): string | undefined => {
  if (!curve.read || !at) return undefined;
  try {
    return exactText(evalExact(substitute(curve.read, { [curve.x]: at })), curve.notation);
  } catch (err) {
    if (err instanceof SolveStop) return undefined;
    throw err;
  }
};

/** Two curves in the plane and where they meet, described as the solutions of a system. */
export const twoCurves = (
  curves: [Curve, Curve],
  answered: GraphAnswer | undefined,
  window: PlotWindow | undefined,
  degrees: boolean,
  meetIn: (xs: Span) => Found[],
  language: GraphLanguage,
  solutions: Solved[] = [],
  ofSystem = true,
): CurvesGraph => {
  const h = curves[0].x;
  const { w, own, features, same } = pair(curves, window, degrees, meetIn, solutions);
  const [a, b] = curves.map((c) => c.label) as [string, string];
  const shown = features.filter((f) => f.kind === 'intersection').map((f) => f.label);
  const kind = curves.every(
    (c) => c.vertical !== undefined || c.exact?.degree === 1 || c.exact?.degree === 0,
  )
    ? 'lines'
    : 'curves';
  const named = { kind: { id: kind } satisfies Said, a, b };
  const whole = same?.everywhere && same.except.length === 0;
  const meet: SaidId = !ofSystem
    ? 'meet'
    : shown.length > 1
      ? 'meet-system-many'
      : 'meet-system-one';
  const description = same
    ? sameDescription(
        same,
        whole ? kind : 'curves',
        [a, b],
        h,
        shown,
        language,
        ofSystem && whole ? 'so-infinitely-many' : undefined,
      )
    : shown.length > 0
      ? say({ id: meet, values: { ...named, points: { all: shown } } }, language)
      : answered?.outcome === 'family'
        ? `${say({ id: 'same', values: named }, language)}${say({ id: 'so-infinitely-many' }, language)}.`
        : say(
            { id: answered?.outcome === 'none' ? 'never-meet' : 'apart', values: named },
            language,
          );
  return {
    kind: 'curves',
    window: w,
    curves: curves.map((c, i) => drawn(c, w, (own[i] as CurveFacts).breaks)),
    features,
    description: degrees ? inDegrees(description, h, language) : description,
    ...(degrees ? { xUnit: 'degrees' as const } : {}),
  };
};
