import { lineThroughPoints } from '@mathtools/math-core';
import { solved, statement } from '../lib/page-math';

/** The slope page's examples, worked by math-core when the page is built (and on hydration). */
const line = (x1: number, y1: number, x2: number, y2: number) =>
  solved(`(${x1}, ${y1}) and (${x2}, ${y2})`, lineThroughPoints(x1, y1, x2, y2));

export const worked = {
  basic: line(2, 3, 5, 7),
  reduce: line(2, 4, 6, 10),
  negative: line(-2, -3, 4, -6),
  decimals: line(0.1, 0.2, 0.3, 0.7),
  horizontal: line(1, 3, 4, 3),
  vertical: line(1, 2, 1, 5),
};

/** The line through (2, 3) and (5, 7), on which every rule below is checked. */
const first = { x: 2, y: 3 };
const second = { x: 5, y: 7 };
const line4over3 = { m: 4 / 3, b: 1 / 3 };

/** The maths the page's sentences state, each parsed, checked true and typeset by math-core. */
export const facts = {
  slope: statement('m = (7 − 3)/(5 − 2) = 4/3', { m: 4 / 3 }),
  slopeBackwards: statement('(3 − 7)/(2 − 5) = (−4)/(−3) = 4/3'),
  slopeIntercept: statement('y = mx + b', { ...line4over3, ...second }),
  findB: statement('3 = 4/3 × 2 + b', { b: 1 / 3 }),
  pointSlope: statement('y − 3 = 4/3 (x − 2)', second),
  standard: statement('4x − 3y = −1', first),
  standardCheck: statement('4 × 5 − 3 × 7 = −1'),
  pythagoras: statement('3^2 + 4^2 = 5^2'),
  distance: statement('d = √((5 − 2)^2 + (7 − 3)^2) = √25 = 5', { d: 5 }),
  midpointX: statement('(2 + 5)/2 = 7/2'),
  midpointY: statement('(3 + 7)/2 = 5'),
  perpendicular: statement('4/3 × (−3/4) = −1'),
};
