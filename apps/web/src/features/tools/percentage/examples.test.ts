import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import * as percentage from './examples';

describe("the percentage page's examples come from math-core", () => {
  it('percentage page: the example the product quotes, and worked money', () => {
    expect(percentage.main.sentence).toBe('25% of 80 = 20');
    expectTypeset(percentage.main.steps);
    expect(percentage.worked.tip.answer).toBe('Tip: $9.60, total $73.60');
    expect(percentage.worked.discount.answer).toBe('You save $13.50 and pay $31.50');
    expect(percentage.worked.tax.answer).toBe('Tax $9.90, total $129.90');
    expect(percentage.worked.score.answer).toBe('84.00%');
    expect(percentage.faq.decimals).toEqual(['12.5% of 33 = 4.13', '25% of 80 = 20']);
    expect([percentage.prose.quarter, percentage.prose.fourTimes]).toEqual([25, 400]);
  });
});
