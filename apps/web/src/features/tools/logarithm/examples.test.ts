import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import * as log from './examples';

describe("the logarithm page's examples come from math-core", () => {
  it('logarithm page', () => {
    expectTypeset(log.changeOfBase.steps);
    expect(log.changeOfBase.formatted).toBe('3.0000');
    expect(log.formula.text).toBe('log_b(x) = ln(x)/ln(b)');
    expect(log.exact.fourEight.map((s) => s.text)).toEqual(['4 = 2²', '8 = 2³', 'log₄(8) = 3/2']);
    expect(log.exact.nineTwentySeven.map((s) => s.text)).toEqual([
      '9 = 3²',
      '27 = 3³',
      'log₉(27) = 3/2',
    ]);
    expect([log.facts.half.answer.text, log.facts.half.power.text]).toEqual([
      'log_(0.5)(8) = −3',
      '8 = (1/2)⁻³',
    ]);
    expectTypeset(Object.values(log.rules));
    expectTypeset(Object.values(log.checks));
  });
});
