import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import { conclusion, statement } from '../lib/page-math';
import * as slope from './examples';

describe("the slope page's examples come from math-core", () => {
  it('slope page: each line as math-core works it out', () => {
    const { worked } = slope;
    for (const example of Object.values(worked)) expectTypeset(example.steps);
    const answers = Object.fromEntries(
      Object.entries(worked).map(([name, r]) => [
        name,
        [r.slope, r.equation, r.pointSlope, r.standard.text, r.distance.text, r.midpoint.text],
      ]),
    );
    expect(answers).toEqual({
      basic: ['4/3', 'y = (4/3)x + 1/3', 'y − 3 = (4/3)(x − 2)', '4x − 3y = −1', '5', '(7/2, 5)'],
      reduce: ['3/2', 'y = (3/2)x + 1', 'y − 4 = (3/2)(x − 2)', '3x − 2y = −2', '2√13', '(4, 7)'],
      negative: [
        '−1/2',
        'y = −(1/2)x − 4',
        'y + 3 = −(1/2)(x + 2)',
        'x + 2y = −8',
        '3√5',
        '(1, −9/2)',
      ],
      decimals: [
        '5/2',
        'y = (5/2)x − 1/20',
        'y − 1/5 = (5/2)(x − 1/10)',
        '50x − 20y = 1',
        '√29/10',
        '(1/5, 9/20)',
      ],
      horizontal: ['0', 'y = 3', 'y − 3 = 0', 'y = 3', '3', '(5/2, 3)'],
      vertical: ['undefined', 'x = 1', 'x = 1', 'x = 1', '3', '(1, 7/2)'],
    });
    expect(worked.reduce.steps[1]?.text).toBe('m = 6/4 = 3/2');
    expect(worked.decimals.steps[1]?.text).toBe('m = 0.5/0.2 = 5/2');
    expect(conclusion(worked.basic.steps).text).toBe('(3 + 7)/2 = 5');
    expectTypeset(Object.values(slope.facts));
    expect(slope.facts.slope.text).toBe('m = (7 − 3)/(5 − 2) = 4/3');
    // A wrong slope is caught the way the page module checks it.
    expect(() => statement('m = (7 − 3)/(5 − 2) = 3/4', { m: 4 / 3 })).toThrow(
      'not a true statement',
    );
  });
});
