import { loan } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { yearlyTotals } from './loan-years';

describe('yearly loan totals', () => {
  it('groups the schedule by loan year without losing a cent', () => {
    const result = loan(10000, 5, 3);
    if (!result.ok) throw new Error('loan refused');
    const years = yearlyTotals(result.value.schedule);
    expect(years.map((y) => y.year)).toEqual([1, 2, 3]);
    expect(years.map((y) => y.months.length)).toEqual([12, 12, 12]);
    expect(years.reduce((sum, y) => sum + y.principalCents, 0)).toBe(1000000);
    expect(years.reduce((sum, y) => sum + y.interestCents, 0)).toBe(
      result.value.totalInterestCents,
    );
    expect(years[0]?.endBalanceCents).toBe(result.value.schedule[11]?.balanceCents);
    expect(years[2]?.endBalanceCents).toBe(0);
  });

  it('keeps a short last year (18 months → 12 + 6)', () => {
    const result = loan(1000, 6, 1.5);
    if (!result.ok) throw new Error('loan refused');
    expect(yearlyTotals(result.value.schedule).map((y) => y.months.length)).toEqual([12, 6]);
  });
});
