import type { PlotFeature } from '@mathtools/math-core';
import { formatCoordinate } from './scale';

/** How the trace and the table name a marked point's kind. */
export const kindWords: Record<PlotFeature['kind'], string> = {
  root: 'Root',
  'y-intercept': 'y-intercept',
  vertex: 'Vertex',
  'turning-point': 'Turning point',
  intersection: 'Intersection',
  hole: 'Hole',
  'vertical-asymptote': 'Vertical asymptote',
  'horizontal-asymptote': 'Horizontal asymptote',
  'slant-asymptote': 'Slant asymptote',
  'given-point': 'Given point',
  midpoint: 'Midpoint',
};

/** An x coordinate as read out: with a degree sign on a degree axis. */
export const xText = (x: number, degrees: boolean) => `${formatCoordinate(x)}${degrees ? '°' : ''}`;
