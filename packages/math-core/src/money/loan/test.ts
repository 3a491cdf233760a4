import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { loan } from './index';

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** The textbook payment in cents with 40 significant digits, rounded half up to the cent. */
const oraclePayment = (amountCents: number, rate: number, months: number): number => {
  const D = Decimal.clone({ precision: 40 });
  const r = new D(String(rate)).div(1200);
  const p = r.isZero()
    ? new D(amountCents).div(months)
    : new D(amountCents).times(r).div(new D(1).minus(r.plus(1).pow(-months)));
  return p.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
};

describe('loan', () => {
  it('amortises a textbook loan', () => {
    const r = unwrap(loan(1000, 12, 1));
    expect(r).toMatchObject({
      monthlyPaymentCents: 8885,
      months: 12,
      totalPaidCents: 106619,
      totalInterestCents: 6619,
    });
    expect(r.schedule[0]).toEqual({
      month: 1,
      paymentCents: 8885,
      principalCents: 7885,
      interestCents: 1000,
      balanceCents: 92115,
    });
    expect(r.schedule.at(-1)).toMatchObject({ month: 12, balanceCents: 0 });
    expect(unwrap(loan(200000, 6.5, 30)).monthlyPaymentCents).toBe(126414);
  });

  it('works at 0% (amount ÷ months, last payment trued up)', () => {
    const r = unwrap(loan(1000, 0, 0.25));
    expect(r.schedule.map((m) => m.paymentCents)).toEqual([33333, 33333, 33334]);
    expect(r.totalInterestCents).toBe(0);
  });

  it('never overshoots when the rounded-up payment would repay a tiny loan early', () => {
    const r = unwrap(loan(100, 0, 15)); // 55.56 cents a month for 180 months
    expect(r.monthlyPaymentCents).toBe(56);
    expect(sum(r.schedule.map((m) => m.principalCents))).toBe(10000);
    expect(r.schedule.every((m) => m.balanceCents >= 0)).toBe(true);
    expect(r.schedule.at(-1)).toMatchObject({ paymentCents: 0, balanceCents: 0 });
    expect(r.totalPaidCents).toBe(10000);
  });

  it('refuses bad terms, amounts and rates', () => {
    expect(errorOf(loan(1000, 5, 0))).toMatchObject({ code: 'invalid_term', field: 'years' });
    expect(errorOf(loan(1000, 5, 0.01))).toMatchObject({ code: 'invalid_term' });
    expect(errorOf(loan(1000, 5, 101))).toMatchObject({ code: 'invalid_term' });
    expect(errorOf(loan(0, 5, 1))).toMatchObject({ code: 'invalid_value', field: 'amount' });
    expect(errorOf(loan(1000, -1, 1))).toMatchObject({
      code: 'invalid_value',
      field: 'annualRatePercent',
    });
    expect(errorOf(loan(1000, Number.NaN, 1))).toMatchObject({
      code: 'not_a_number',
      field: 'annualRatePercent',
    });
  });

  it('pays the decimal.js payment and the columns add up exactly', () => {
    const amount = fc.integer({ min: 100000, max: 1e9 }); // from $1,000: a payment never repays early
    const rate = fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100);
    fc.assert(
      fc.property(amount, rate, fc.integer({ min: 1, max: 360 }), (cents, annual, months) => {
        const r = unwrap(loan(cents / 100, annual, months / 12));
        expect(r.months).toBe(months);
        expect(r.monthlyPaymentCents).toBe(oraclePayment(cents, annual, months));
        expect(r.schedule).toHaveLength(months);
        expect(sum(r.schedule.map((m) => m.principalCents))).toBe(cents);
        expect(sum(r.schedule.map((m) => m.paymentCents))).toBe(r.totalPaidCents);
        expect(sum(r.schedule.map((m) => m.interestCents))).toBe(r.totalInterestCents);
        expect(r.schedule.at(-1)!.balanceCents).toBe(0);
        let balance = cents;
        for (const m of r.schedule) {
          const interest = new Decimal(balance)
            .times(String(annual))
            .div(1200)
            .toDecimalPlaces(0, Decimal.ROUND_HALF_UP)
            .toNumber();
          expect(m.interestCents).toBe(interest);
          expect(m.paymentCents).toBe(m.principalCents + m.interestCents);
          balance -= m.principalCents;
          expect(m.balanceCents).toBe(balance);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        // Every payment is the monthly payment until the one that clears the balance. That one
        // differs by the rounding errors (under a cent a month) grown at the loan's own rate;
        // when they add up to more than a payment the loan clears early and later rows are 0.
        const clear = r.schedule.findIndex((m) => m.balanceCents === 0);
        expect(
          r.schedule.slice(0, clear).every((m) => m.paymentCents === r.monthlyPaymentCents),
        ).toBe(true);
        expect(r.schedule.slice(clear + 1).every((m) => m.paymentCents === 0)).toBe(true);
        const i = annual / 1200;
        const bound = i === 0 ? months : ((1 + i) ** months - 1) / i;
        expect(
          Math.abs(r.schedule[clear]!.paymentCents - r.monthlyPaymentCents),
        ).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a loan whose payment would round to $0.00 instead of 1,199 empty payments', () => {
    expect(errorOf(loan(5, 0, 100))).toMatchObject({ code: 'invalid_value', field: 'amount' });
    expect(errorOf(loan(0.05, 1, 30))).toMatchObject({ code: 'invalid_value', field: 'amount' });
    expect(unwrap(loan(12, 0, 100)).monthlyPaymentCents).toBe(1);
  });

  it('refuses totals beyond 2^53 cents and rates too small to be meant', () => {
    expect(errorOf(loan(1e12, 100, 100))).toMatchObject({ code: 'out_of_range' });
    expect(errorOf(loan(9e13, 100, 1))).toMatchObject({ code: 'out_of_range' });
    expect(errorOf(loan(1000, 5e-324, 30))).toMatchObject({
      code: 'invalid_value',
      field: 'annualRatePercent',
    });
    expect(unwrap(loan(1000, 1e-9, 30)).months).toBe(360);
  });

  it('sums the schedule by year: whole years, then a shorter last one', () => {
    const result = unwrap(loan(1000, 5, 2));
    expect(result.years).toEqual([
      { year: 1, principalCents: 48752, interestCents: 3892, endBalanceCents: 51248 },
      { year: 2, principalCents: 51248, interestCents: 1398, endBalanceCents: 0 },
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 7 }),
        fc.integer({ min: 0, max: 2500 }),
        fc.integer({ min: 1, max: 480 }),
        (cents, rate, months) => {
          const r = loan(cents / 100, rate / 100, months / 12);
          if (!r.ok) return;
          const { years, schedule } = r.value;
          expect(years).toHaveLength(Math.ceil(months / 12));
          years.forEach((y, i) => {
            const rows = schedule.slice(i * 12, i * 12 + 12);
            expect(y.year).toBe(i + 1);
            expect(y.principalCents).toBe(sum(rows.map((row) => row.principalCents)));
            expect(y.interestCents).toBe(sum(rows.map((row) => row.interestCents)));
            expect(y.endBalanceCents).toBe(rows[rows.length - 1]?.balanceCents);
          });
          expect(sum(years.map((y) => y.principalCents))).toBe(cents);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('explains the payment and totals in dollars', () => {
    expect(unwrap(loan(1000, 12, 1)).steps.map((s) => s.text)).toEqual([
      '1 × 12 = 12',
      '1000 × 12/1200 ÷ (1 − (1 + 12/1200)⁻¹²) ≈ 88.85',
      '88.85 × 11 + 88.84 = 1066.19',
      '1066.19 − 1000 = 66.19',
    ]);
    expect(unwrap(loan(1200, 0, 1)).steps[1]?.text).toBe('1200 ÷ 12 = 100');
  });
});
