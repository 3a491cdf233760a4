/**
 * The English words of the answers a graph (its shape and features, and where two graphs meet) gives in words, by id (templates of its parameters, as
 * the catalogue's common ones are): they come with the kind, so a solver without it carries none.
 */

import type { KindAnswers } from '../../../math/catalogue/answers';

export const GRAPH_ANSWERS = {
  shape: '{shape} {curve}',
  features: '{shape}: {features}',
  horizontalLine: 'Horizontal line',
  straightLine: 'Straight line',
  parabola: 'Parabola',
  polynomialCurve: 'Polynomial curve',
  rationalFunction: 'Rational function',
  curve: 'Curve',
  circle: 'Circle',
  ellipse: 'Ellipse',
  yIntercept: 'y-intercept {value}',
  xIntercept: 'x-intercept {value}',
  xIntercepts: 'x-intercepts {values}',
  slope: 'slope {value}',
  vertex: 'vertex {value}',
  axis: 'axis of symmetry {value}',
  horizontalAsymptote: 'horizontal asymptote {value}',
  slantAsymptote: 'slant asymptote {value}',
  verticalAsymptote: 'vertical asymptote {value}',
  verticalAsymptotes: 'vertical asymptotes {values}',
  hole: 'hole {value}',
  holes: 'holes {values}',
  turningPoint: 'turning point {value}',
  turningPoints: 'turning points {values}',
  intersection: 'intersection {value}',
  intersections: 'intersections {values}',
  center: 'center {value}',
  radius: 'radius {value}',
  semiAxis: 'semi-axis along {unknown} {value}',
  sameCurve: '{first} and {second} are the same curve',
  sameCurveExcept: '{first} and {second} are the same curve except at {holes}',
  holeAt: '{at}, where {curve} has a hole',
  sameFor: '{first} and {second} are the same for {stretches}',
  sameForMeet: '{first} and {second} are the same for {stretches}, and meet at {points}',
  forStretch: 'for {stretch}',
  neverMeet: '{first} and {second} never meet',
  meet: '{first} and {second} meet at {points}',
} as const satisfies KindAnswers;
