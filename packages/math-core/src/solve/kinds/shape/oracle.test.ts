/**
 * Measures of shapes against SymPy (the slow project: it starts python3): each formula worked out
 * by SymPy from the lengths (rationals, π exact), for questions typed as students type them and
 * generated ones. Our value must be SymPy's, and hold π exactly when SymPy's does.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { createRandom } from '../../../_lib/random';
import { contains } from '../../../algebra/reading';
import type { MathNode } from '../../../math/tree';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import pi, sqrt, Rational, nsimplify, N
out = []
for shape, measure, L in json.loads(sys.stdin.read()):
    L = {k: nsimplify(v) for k, v in L.items()}
    r, s, l, w, b, h, a, c = [L.get(k) for k in 'r s l w b h a c'.split()]
    f = {
      ('circle', 'area'): lambda: pi*r**2, ('circle', 'perimeter'): lambda: 2*pi*r,
      ('square', 'area'): lambda: s**2, ('square', 'perimeter'): lambda: 4*s,
      ('rectangle', 'area'): lambda: l*w, ('rectangle', 'perimeter'): lambda: 2*(l+w),
      ('triangle', 'area'): lambda: b*h/2 if b is not None and h is not None and a is None else sqrt(((a+b+c)/2)*((a+b+c)/2-a)*((a+b+c)/2-b)*((a+b+c)/2-c)),
      ('triangle', 'perimeter'): lambda: a+b+c,
      ('parallelogram', 'area'): lambda: b*h, ('trapezoid', 'area'): lambda: (a+b)*h/2,
      ('sphere', 'volume'): lambda: Rational(4,3)*pi*r**3, ('sphere', 'surface area'): lambda: 4*pi*r**2,
      ('cylinder', 'volume'): lambda: pi*r**2*h, ('cylinder', 'surface area'): lambda: 2*pi*r**2 + 2*pi*r*h,
      ('cone', 'volume'): lambda: pi*r**2*h/3,
      ('cube', 'volume'): lambda: s**3, ('cube', 'surface area'): lambda: 6*s**2,
      ('box', 'volume'): lambda: l*w*h, ('box', 'surface area'): lambda: 2*(l*w+l*h+w*h),
    }[(shape, measure)]()
    out.append([float(N(f, 30)), bool(f.has(pi))])
print(json.dumps(out))
`;

type Lengths = Record<string, number>;
type Question = [typed: string, shape: string, measure: string, lengths: Lengths];

/** As students type them. */
const TYPED: Question[] = [
  ['area of a circle radius 3', 'circle', 'area', { r: 3 }],
  ['What is the area of a circle with a radius of 7 inches?', 'circle', 'area', { r: 7 }],
  ['circumference of a circle with diameter 10 cm', 'circle', 'perimeter', { r: 5 }],
  ['find the perimeter of a rectangle 4 by 3', 'rectangle', 'perimeter', { l: 4, w: 3 }],
  ['area of rectangle length 8 width 2.5', 'rectangle', 'area', { l: 8, w: 2.5 }],
  ['area of a triangle with sides 3, 4 and 5', 'triangle', 'area', { a: 3, b: 4, c: 5 }],
  ['area of a triangle base 6 height 4', 'triangle', 'area', { b: 6, h: 4 }],
  [
    'area of a trapezium with bases 3 and 5 and height 4',
    'trapezoid',
    'area',
    { a: 3, b: 5, h: 4 },
  ],
  ['volume of a box 2 by 3 by 4', 'box', 'volume', { l: 2, w: 3, h: 4 }],
  ['surface area of a cylinder radius 2 height 5', 'cylinder', 'surface area', { r: 2, h: 5 }],
  ['volume of a cone r = 3, h = 4', 'cone', 'volume', { r: 3, h: 4 }],
  ['volume of a sphere with diameter 10 cm', 'sphere', 'volume', { r: 5 }],
  ['surface area of a cube with edge 1.5 m', 'cube', 'surface area', { s: 1.5 }],
];

const NEEDS: [string, string, string[], (l: Lengths) => string][] = [
  ['circle', 'area', ['r'], (l) => `area of a circle radius ${l.r}`],
  ['circle', 'perimeter', ['r'], (l) => `circumference of a circle with radius ${l.r} cm`],
  ['square', 'area', ['s'], (l) => `area of a square with side ${l.s}`],
  ['square', 'perimeter', ['s'], (l) => `perimeter of a square side ${l.s} m`],
  ['rectangle', 'area', ['l', 'w'], (l) => `area of a rectangle ${l.l} by ${l.w}`],
  [
    'rectangle',
    'perimeter',
    ['l', 'w'],
    (l) => `perimeter of a rectangle length ${l.l} and width ${l.w}`,
  ],
  ['triangle', 'area', ['b', 'h'], (l) => `area of a triangle with base ${l.b} and height ${l.h}`],
  ['parallelogram', 'area', ['b', 'h'], (l) => `area of a parallelogram base ${l.b} height ${l.h}`],
  [
    'trapezoid',
    'area',
    ['a', 'b', 'h'],
    (l) => `area of a trapezoid with bases ${l.a} and ${l.b} and height ${l.h}`,
  ],
  ['sphere', 'volume', ['r'], (l) => `volume of a sphere radius ${l.r}`],
  ['sphere', 'surface area', ['r'], (l) => `surface area of a sphere with radius ${l.r}`],
  [
    'cylinder',
    'volume',
    ['r', 'h'],
    (l) => `volume of a cylinder with radius ${l.r} and height ${l.h}`,
  ],
  ['cone', 'volume', ['r', 'h'], (l) => `volume of a cone radius ${l.r} height ${l.h}`],
  ['cube', 'volume', ['s'], (l) => `volume of a cube with side ${l.s}`],
  [
    'box',
    'surface area',
    ['l', 'w', 'h'],
    (l) => `surface area of a box ${l.l} by ${l.w} by ${l.h}`,
  ],
];

const generated = (): Question[] => {
  const random = createRandom(20261128);
  return Array.from({ length: 75 }, (_, i) => {
    const [shape, measure, needs, typed] = NEEDS[i % NEEDS.length] as (typeof NEEDS)[number];
    const lengths: Lengths = {};
    for (const n of needs)
      lengths[n] = random.int(0, 3) === 0 ? random.int(1, 99) / 10 : random.int(1, 30);
    return [typed(lengths), shape, measure, lengths];
  });
};

describe('shapes against SymPy', () => {
  it('gives SymPy’s value, exactly with π where SymPy’s has it', () => {
    const all = [...TYPED, ...generated()];
    const expected = runPython<[number, boolean][]>(
      PYTHON,
      all.map(([, shape, measure, lengths]) => [shape, measure, lengths]),
    );
    let wrong = 0;
    all.forEach(([typed], i) => {
      const r = solve(typed);
      if (!r.ok) throw new Error(`${typed}: ${r.error.message}`);
      const [value, hasPi] = expected[i] as [number, boolean];
      const ours = r.value.solutions[0];
      const exact = ours?.exact as MathNode;
      const ok =
        Math.abs((ours?.value as number) - value) <= 1e-9 * Math.max(1, value) &&
        contains(exact, (n) => n.type === 'constant' && n.name === 'pi') === hasPi;
      if (!ok) wrong += 1;
      expect(ok, `${typed}: ours ${r.value.answer}, SymPy ${value}`).toBe(true);
    });
    console.log(`shapes vs SymPy: ${all.length} questions (${TYPED.length} typed), ${wrong} wrong`);
  });
});
