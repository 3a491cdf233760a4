/**
 * lineThroughPoints against SymPy on 300 random lines (the slow project: it starts python3): the
 * slope, intercept, distance and midpoint as SymPy's exact Rationals and sqrt give them. The
 * examples and the exact property are in src/geometry/lineThroughPoints/test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../src/_lib/testing';
import { lineThroughPoints } from '../../src/geometry/lineThroughPoints/index';
import { exact } from '../exact-fraction';
import { runPython } from '../python';

/** SymPy's answers for each line: slope ('undefined' when vertical), b, distance, midpoint. */
const SYMPY_LINES = `
import json, sys
from sympy import Rational, sqrt
out = []
for x1, y1, x2, y2 in (map(Rational, c) for c in json.loads(sys.stdin.read())):
    m = None if x1 == x2 else (y2 - y1) / (x2 - x1)
    out.append([
        'undefined' if m is None else str(m),
        'None' if m is None else str(y1 - m * x1),
        str(sqrt((x2 - x1) ** 2 + (y2 - y1) ** 2)),
        str((x1 + x2) / 2),
        str((y1 + y2) / 2),
    ])
print(json.dumps(out))
`;

describe('lineThroughPoints', () => {
  it('agrees with SymPy on the slope, intercept, distance and midpoint of 300 random lines', () => {
    const c = fc
      .tuple(fc.integer({ min: -999, max: 999 }), fc.integer({ min: 0, max: 2 }))
      .map(([digits, places]) => Number(`${digits}e-${places}`));
    const cases = fc
      .sample(fc.tuple(c, c, c, c), { numRuns: 300, seed: 42 })
      .filter(([x1, y1, x2, y2]) => x1 !== x2 || y1 !== y2);
    // One SymPy run for every case: exact Rationals, sqrt simplified by SymPy itself.
    const oracle = runPython<string[][]>(
      SYMPY_LINES,
      cases.map((c) => c.map((x) => `${exact(x).p}/${exact(x).q}`)),
    );
    /** The library's text in SymPy's spelling: −1/2 → -1/2, (9√13)/8 → 9*sqrt(13)/8. */
    const py = (text: string): string =>
      text
        .replaceAll('−', '-')
        .replace(/^\((.*)\)(?=\/)/, '$1')
        .replace(/(\d)?√(\d+)/g, (_, k, r) => `${k ? `${k}*` : ''}sqrt(${r})`);
    cases.forEach(([x1, y1, x2, y2], i) => {
      const r = unwrap(lineThroughPoints(x1, y1, x2, y2));
      expect(
        [r.slope, r.yIntercept ?? 'None', r.distance.text, r.midpoint.x, r.midpoint.y].map(py),
        `(${x1}, ${y1}), (${x2}, ${y2})`,
      ).toEqual(oracle[i]);
    });
  });
});
