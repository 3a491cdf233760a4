import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import { conclusion } from '../lib/page-math';
import * as fraction from './examples';

describe("the fraction page's examples come from math-core", () => {
  it('fraction page: each worked example as math-core works it out', () => {
    for (const example of Object.values(fraction.worked)) expectTypeset(example.steps);
    const answers = Object.fromEntries(
      Object.entries(fraction.worked).map(([name, r]) => [name, [r.fraction, r.mixed]]),
    );
    expect(answers).toEqual({
      add: ['19/12', '1 7/12'],
      subtract: ['1/12', '1/12'],
      multiply: ['2', '2'],
      divide: ['6/5', '1 1/5'],
      mixed: ['49/12', '4 1/12'],
    });
    expect(conclusion(fraction.worked.divide.steps).text).toBe(
      '3/4 ÷ 5/8 = 3/4 × 8/5 = (3 × 8)/(4 × 5) = 6/5 = 1 1/5',
    );
    expectTypeset([...Object.values(fraction.rules), ...Object.values(fraction.facts)]);
    expect(fraction.facts.lowestTerms.text).toBe('18/24 = (3 × 6)/(4 × 6) = 3/4');
  });
});
