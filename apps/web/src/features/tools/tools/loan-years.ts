import type { LoanPayment } from '@mathtools/math-core';

export type LoanYear = {
  year: number;
  principalCents: number;
  interestCents: number;
  endBalanceCents: number;
  months: LoanPayment[];
};

/** Groups math-core's monthly schedule into loan years (sums of its cents, nothing recomputed). */
export function yearlyTotals(schedule: readonly LoanPayment[]): LoanYear[] {
  const years: LoanYear[] = [];
  for (const payment of schedule) {
    const year = Math.ceil(payment.month / 12);
    let entry = years[year - 1];
    if (!entry) {
      entry = { year, principalCents: 0, interestCents: 0, endBalanceCents: 0, months: [] };
      years.push(entry);
    }
    entry.principalCents += payment.principalCents;
    entry.interestCents += payment.interestCents;
    entry.endBalanceCents = payment.balanceCents;
    entry.months.push(payment);
  }
  return years;
}
