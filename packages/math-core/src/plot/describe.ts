/** The sentences under a graph: one curve from its features, and two curves that are the same on a stretch. */

import type { Curve } from './curve';
import type { CurveFacts } from './features';
import { type Sameness, sameSentence } from './same';
import type { PlotFeature } from './types';

/** A root's value from its label: "x = 2" → "2", "x = √2 ≈ 1.41" → "√2 ≈ 1.41", "x ≈ 1.17" → "≈ 1.17". */
const after = (label: string): string =>
  /^\S+ = /.test(label) ? label.replace(/^\S+ = /, '') : label.replace(/^\S+ ≈ /, '≈ ');
export const joined = (items: string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** One or two sentences on a curve, from its features, numbers as its labels show them. */
export const describeCurve = (curve: Curve, facts: CurveFacts, features: PlotFeature[]): string => {
  const of = (kind: PlotFeature['kind']) => features.filter((f) => f.kind === kind);
  const roots = of('root').map((f) => after(f.label));
  const yAxis = of('y-intercept').map((f) => f.label.replace(/^\(0, (.*)\)$/, '$1'));
  const crossing = [
    roots.length > 0 ? `the x-axis at ${joined(roots)}` : '',
    yAxis.length > 0 ? `the y-axis at ${yAxis[0]}` : '',
  ].filter(Boolean);
  const crossText = crossing.length > 0 ? `crossing ${crossing.join(' and ')}` : '';
  if (curve.vertical !== undefined) return `Vertical line ${curve.label}.`;
  const parts: string[] = [];
  let head: string;
  const vertex = of('vertex')[0];
  // A parabola with its vertex cut out (x³/x) says so: the vertex is a hole, not a point of it.
  const vertexHole = of('hole').find((f) => f.label === facts.vertexHole);
  const top = vertex ?? vertexHole;
  if (facts.degree === 2 && top) {
    head = `Parabola ${curve.label} opening ${facts.opensUp ? 'upward' : 'downward'}`;
    const axis = `axis of symmetry x = ${top.label.slice(1).split(',')[0]}`;
    if (vertex) parts.push(`vertex ${vertex.label}`, axis);
    else parts.push(axis, `with a hole at its vertex ${top.label}`);
  } else if (facts.degree === 1) head = `Straight line ${curve.label}`;
  else if (facts.degree === 0) head = `Horizontal line ${curve.label}`;
  else {
    head = `Curve ${curve.label}`;
    const turning = of('turning-point').map((f) => f.label);
    if (turning.length > 0) parts.push(`turning at ${joined(turning)}`);
  }
  if (crossText) parts.push(crossText);
  // An exact reading finds every real root, so none means the curve never meets the x-axis
  // (or, when the function is 0 wherever it is defined, lies along it).
  if (roots.length === 0 && facts.features.every((f) => f.kind !== 'root') && curve.ratio)
    parts.push(
      curve.ratio.num.length === 0 ? 'lying along the x-axis' : 'never crossing the x-axis',
    );
  const first = `${head}${parts.length > 0 ? `, ${parts.join(', ')}` : ''}.`;
  const extra: string[] = [];
  const va = of('vertical-asymptote').map((f) => f.label);
  const ha = of('horizontal-asymptote').map((f) => f.label);
  const slant = of('slant-asymptote').map((f) => f.label);
  // A hole at the vertex was said with the parabola.
  const holes = of('hole')
    .filter((f) => vertex || f !== vertexHole)
    .map((f) => f.label);
  if (va.length > 0) extra.push(`vertical asymptote${va.length > 1 ? 's' : ''} ${joined(va)}`);
  if (ha.length > 0) extra.push(`horizontal asymptote ${ha[0]}`);
  if (slant.length > 0) extra.push(`slant asymptote ${slant[0]}`);
  if (holes.length > 0) extra.push(`${holes.length > 1 ? 'holes' : 'a hole'} at ${joined(holes)}`);
  return extra.length > 0 ? `${first} It has ${joined(extra)}.` : first;
};

/** "The curves … are the same for x ≥ 0, and meet at (−1, 1)." */
export const sameDescription = (
  same: Sameness,
  kind: string,
  [a, b]: [string, string],
  x: string,
  shown: string[],
  tail = '',
): string =>
  `${sameSentence(same, kind, a, b, x)}${shown.length > 0 ? `, and meet at ${joined(shown)}` : ''}${tail}.`;
