/**
 * Unit conversions against SymPy's units (the slow project: it starts python3):
 * sympy.physics.units.convert_to of the same quantity, for conversions typed as students type them
 * and generated ones across lengths, masses, times and volumes. Each answer must be SymPy's to
 * 1e-12 of its size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const PYTHON = `
import json, sys
from sympy import Rational, nsimplify
from sympy.physics import units as u
U = {'mi': u.mile, 'km': u.kilometer, 'm': u.meter, 'cm': u.centimeter, 'mm': u.millimeter,
     'in': u.inch, 'ft': u.foot, 'yd': u.yard, 'kg': u.kilogram, 'g': u.gram, 'lb': u.pound,
     'h': u.hour, 'min': u.minute, 's': u.second, 'L': u.liter, 'mL': u.milliliter}
out = []
for value, a, b in json.loads(sys.stdin.read()):
    q = u.convert_to(Rational(value) * U[a], U[b])
    out.append(float(q / U[b]))
print(json.dumps(out))
`;

type Problem = [string, string, string, string];

const TYPED: Problem[] = [
  ['5 miles to km', '5', 'mi', 'km'],
  ['convert 10 km to miles', '10', 'km', 'mi'],
  ['3.5 kg in pounds', '3.5', 'kg', 'lb'],
  ['how many feet in 2 meters', '2', 'm', 'ft'],
  ['12 inches to cm', '12', 'in', 'cm'],
  ['What is 100 yards in meters?', '100', 'yd', 'm'],
  ['2.5 hours to minutes', '2.5', 'h', 'min'],
  ['750 mL to liters', '750', 'mL', 'L'],
  ['1 pound in grams', '1', 'lb', 'g'],
  ['90 minutes in hours', '90', 'min', 'h'],
];

const PAIRS: [string, string][] = [
  ['mi', 'km'],
  ['km', 'mi'],
  ['m', 'ft'],
  ['ft', 'm'],
  ['in', 'cm'],
  ['cm', 'in'],
  ['yd', 'm'],
  ['mm', 'in'],
  ['kg', 'lb'],
  ['lb', 'kg'],
  ['g', 'lb'],
  ['h', 's'],
  ['min', 'h'],
  ['L', 'mL'],
];
const generated = fc
  .tuple(fc.constantFrom(...PAIRS), fc.integer({ min: 1, max: 99_999 }), fc.boolean())
  .map(([[a, b], k, decimal]): Problem => {
    const value = decimal ? (k / 100).toFixed(2) : String(k);
    return [`${value} ${a} to ${b}`, value, a, b];
  });

describe('unit conversions against SymPy', () => {
  it('gives SymPy’s value for typed and 100 generated conversions', () => {
    const problems = [...TYPED, ...fc.sample(generated, { numRuns: 100, seed: 20261128 })];
    const want = runPython<number[]>(
      PYTHON,
      problems.map(([, v, a, b]) => [v, a, b]),
    );
    const wrong = problems.flatMap(([text], i) => {
      const r = solve(text);
      const got = r.ok ? r.value.solutions[0]?.value : undefined;
      const expected = want[i] as number;
      return got !== undefined && Math.abs(got - expected) <= 1e-12 * Math.abs(expected)
        ? []
        : [`${text}: ${r.ok ? got : r.error.message} vs SymPy ${expected}`];
    });
    expect(wrong).toEqual([]);
  });
});
