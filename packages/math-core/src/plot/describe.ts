/** The sentences under a graph: one curve from its features, and two curves that are the same on a stretch. */

import { itemSeparator } from '../math/notation';
import type { Curve } from './curve';
import type { CurveFacts } from './features';
import { type GraphLanguage, type Said, say } from './said';
import { type Sameness, sameSaid } from './same';
import type { PlotFeature } from './types';

/** A root's value from its label: "x = 2" → "2", "x = √2 ≈ 1.41" → "√2 ≈ 1.41", "x ≈ 1.17" → "≈ 1.17". */
const after = (label: string): string =>
  /^\S+ = /.test(label) ? label.replace(/^\S+ = /, '') : label.replace(/^\S+ ≈ /, '≈ ');

/** One or two sentences on a curve, from its features, numbers as its labels show them. */
export const describeCurve = (
  curve: Curve,
  facts: CurveFacts,
  features: PlotFeature[],
  language: GraphLanguage,
): string => {
  const of = (kind: PlotFeature['kind']) => features.filter((f) => f.kind === kind);
  // A point's coordinates are parted as the notation parts them: (0, −4), (0; −4).
  const separator = language.notation ? itemSeparator(language.notation) : ', ';
  const roots = of('root').map((f) => after(f.label));
  const yAxis = of('y-intercept').map((f) =>
    f.label.startsWith(`(0${separator}`) ? f.label.slice(separator.length + 2, -1) : f.label,
  );
  const crossing: Said[] = [
    ...(roots.length > 0 ? [{ id: 'x-axis-at' as const, values: { values: { all: roots } } }] : []),
    ...(yAxis.length > 0
      ? [{ id: 'y-axis-at' as const, values: { value: yAxis[0] as string } }]
      : []),
  ];
  if (curve.vertical !== undefined)
    return say({ id: 'vertical-line', values: { line: curve.label } }, language);
  const parts: Said[] = [];
  let head: Said;
  const vertex = of('vertex')[0];
  // A parabola with its vertex cut out (x³/x) says so: the vertex is a hole, not a point of it.
  const vertexHole = of('hole').find((f) => f.label === facts.vertexHole);
  const top = vertex ?? vertexHole;
  const named = { curve: curve.label };
  if (facts.degree === 2 && top) {
    head = { id: facts.opensUp ? 'parabola-up' : 'parabola-down', values: named };
    const axis: Said = {
      id: 'axis',
      values: { at: top.label.slice(1).split(separator)[0] as string },
    };
    if (vertex) parts.push({ id: 'vertex', values: { point: vertex.label } }, axis);
    else parts.push(axis, { id: 'vertex-hole', values: { point: top.label } });
  } else if (facts.degree === 1) head = { id: 'straight-line', values: named };
  else if (facts.degree === 0) head = { id: 'horizontal-line', values: named };
  else {
    head = { id: 'curve', values: named };
    const turning = of('turning-point').map((f) => f.label);
    if (turning.length > 0) parts.push({ id: 'turning', values: { points: { all: turning } } });
  }
  if (crossing.length > 0) parts.push({ id: 'crossing', values: { axes: { each: crossing } } });
  // An exact reading finds every real root, so none means the curve never meets the x-axis
  // (or, when the function is 0 wherever it is defined, lies along it).
  if (roots.length === 0 && facts.features.every((f) => f.kind !== 'root') && curve.ratio)
    parts.push({ id: curve.ratio.num.length === 0 ? 'along-x-axis' : 'never-crossing' });
  const first = `${[head, ...parts].map((s) => say(s, language)).join(', ')}.`;
  const extra: Said[] = [];
  const labels = (kind: PlotFeature['kind']) => of(kind).map((f) => f.label);
  const [va, ha, slant] = [
    labels('vertical-asymptote'),
    labels('horizontal-asymptote'),
    labels('slant-asymptote'),
  ];
  // A hole at the vertex was said with the parabola.
  const holes = of('hole')
    .filter((f) => vertex || f !== vertexHole)
    .map((f) => f.label);
  if (va.length > 0)
    extra.push({
      id: va.length > 1 ? 'vertical-asymptotes' : 'vertical-asymptote',
      values: { lines: { all: va } },
    });
  if (ha.length > 0) extra.push({ id: 'horizontal-asymptote', values: { line: ha[0] as string } });
  if (slant.length > 0) extra.push({ id: 'slant-asymptote', values: { line: slant[0] as string } });
  if (holes.length > 0)
    extra.push({ id: holes.length > 1 ? 'holes' : 'a-hole', values: { points: { all: holes } } });
  if (extra.length === 0) return first;
  const has = say(
    { id: 'it-has', values: { parts: { all: extra.map((s) => say(s, language)) } } },
    language,
  );
  return `${first} ${has}`;
};

/** "The curves … are the same for x ≥ 0, and meet at (−1, 1)." */
export const sameDescription = (
  same: Sameness,
  kind: 'curves' | 'lines',
  [a, b]: [string, string],
  x: string,
  shown: string[],
  language: GraphLanguage,
  tail?: 'so-every-number' | 'so-infinitely-many',
): string =>
  `${[
    sameSaid(same, kind, a, b, x),
    ...(shown.length > 0 ? [{ id: 'and-meet' as const, values: { points: { all: shown } } }] : []),
    ...(tail ? [{ id: tail }] : []),
  ]
    .map((s) => say(s, language))
    .join('')}.`;

/** "x is in degrees." after a description of curves in degrees. */
export const inDegrees = (description: string, x: string, language: GraphLanguage): string =>
  `${description} ${say({ id: 'in-degrees', values: { x } }, language)}`;
