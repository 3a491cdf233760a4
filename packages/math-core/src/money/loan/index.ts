import { compare, dec, mul } from '../../_lib/decimal';
import { centsOf } from '../../_lib/money';
import { fail, nonFinite } from '../../_lib/result';
import { approxEqual, TOLERANCE } from '../../math/approx';
import { add, chain, div, eq, frac, n, neg, pow, sub, mul as times } from '../../math/build';
import { dollars } from '../../math/shownDecimal';
import { type Step, worded } from '../../math/steps';
import type { Result } from '../../types';

/** The notes of the working, by id (each language words the same ids: `calculatorStepIn`). */
export const LOAN_NOTES = {
  'loan.months': 'Number of monthly payments: years × 12',
  'loan.zeroRate': 'Monthly payment at 0%: the amount ÷ the number of payments',
  'loan.payment':
    'Monthly payment: amount × r ÷ (1 − (1 + r)⁻ⁿ), with the monthly rate r = annual percent ÷ 1200',
  'loan.totalPaid': 'Total paid: every payment but the last is the same',
  'loan.interest': 'Total interest: total paid − amount',
};

/** Longest term accepted: 100 years of monthly payments. */
export const MAX_LOAN_MONTHS = 1200;

export interface LoanPayment {
  /** 1-based month number. */
  month: number;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  /** What is still owed after this payment; 0 after the last one. */
  balanceCents: number;
}

/** One loan year: the sums of its months' columns and the balance after its last payment. */
export interface LoanYear {
  /** 1-based year number: months 1–12 are year 1. */
  year: number;
  principalCents: number;
  interestCents: number;
  endBalanceCents: number;
}

export interface LoanResult {
  /** The standard amortisation payment, rounded to the cent (the last payment may differ). */
  monthlyPaymentCents: number;
  /** Sum of every payment in the schedule. */
  totalPaidCents: number;
  /** totalPaid − amount, which is also the sum of the interest column. */
  totalInterestCents: number;
  /** Number of monthly payments: years × 12. */
  months: number;
  schedule: LoanPayment[];
  /** The schedule summed by year (for a yearly table or chart); a last, shorter year is included. */
  years: LoanYear[];
  /**
   * The working: the number of payments `1 × 12 = 12`, the payment
   * `1000 × 1/100 ÷ (1 − (1 + 1/100)⁻¹²) ≈ 88.85` (the monthly rate as the fraction
   * annual percent ÷ 1200; `1000 ÷ 12 ≈ 83.33` at 0%), the total paid when every payment but the
   * last is the same, and the total interest `1066.19 − 1000 = 66.19`.
   */
  steps: Step[];
}

/** Sums a monthly schedule by year: only adds its cents, nothing is recomputed. */
const yearlyTotals = (schedule: readonly LoanPayment[]): LoanYear[] => {
  const years: LoanYear[] = [];
  for (const payment of schedule) {
    const year = Math.ceil(payment.month / 12);
    let entry = years[year - 1];
    if (!entry) {
      entry = { year, principalCents: 0, interestCents: 0, endBalanceCents: 0 };
      years.push(entry);
    }
    entry.principalCents += payment.principalCents;
    entry.interestCents += payment.interestCents;
    entry.endBalanceCents = payment.balanceCents;
  }
  return years;
};

/** Smallest positive annual rate accepted, in percent. */
const MIN_RATE = 1e-9;

const tooLarge = (): Result<never> =>
  fail('out_of_range', 'the payments are too large to count in cents exactly', 'amount');

/** a ÷ b for non-negative BigInts, rounded half up. */
const roundedQuotient = (a: bigint, b: bigint): number => Number((2n * a + b) / (2n * b));

/** The monthly rate annual ÷ 100 ÷ 12 as an exact fraction a/b of the annual percent's digits. */
const monthlyRate = (annualPercent: number): [a: bigint, b: bigint] => {
  const { m, e } = dec(annualPercent);
  return e >= 0 ? [m * 10n ** BigInt(e), 1200n] : [m, 1200n * 10n ** BigInt(-e)];
};

/**
 * The standard payment A·r ÷ (1 − (1 + r)^−n) in cents, computed exactly: with r = a/b it is
 * A·a·(a + b)^n ÷ (b·((a + b)^n − b^n)), and A ÷ n at 0%. Exactness matters for ties
 * (1000 at 8.07% over 1 month is exactly 100672.5 cents).
 */
const paymentCents = (amount: bigint, [a, b]: [bigint, bigint], months: number): number => {
  if (a === 0n) return roundedQuotient(amount, BigInt(months));
  const growth = (a + b) ** BigInt(months);
  return roundedQuotient(amount * a * growth, b * (growth - b ** BigInt(months)));
};

/**
 * Monthly payment and full amortisation schedule of a fixed-rate loan, exact in cents.
 * Monthly rate = annual ÷ 100 ÷ 12, payments = years × 12; payment = A·r ÷ (1 − (1 + r)^−n),
 * or A ÷ n at 0%. Each month the interest is the balance × r rounded to the cent and the
 * principal is payment − interest; the last payment is trued up to clear the balance, so the
 * principal column sums exactly to the amount. (When rounding the payment up would repay the loan
 * early, as for tiny loans over many months, the payment that reaches zero is smaller and the
 * later rows are 0: the balance never goes negative.)
 *
 * Errors: amount ≤ 0, rate outside 0–100, a positive rate below 0.000000001 % (a typing
 * mistake, and one that would make the exact arithmetic needlessly huge), or a loan so small for
 * its term that the payment would round to $0.00 (5 dollars over 100 years) → `invalid_value`;
 * a term that is not a whole number of months from 1 to 1200 → `invalid_term`; a payment or
 * total beyond 2^53 cents (about 90 trillion dollars), which cannot be counted exactly → `out_of_range`.
 *
 * @example
 * loan(1000, 12, 1);
 * // { ok: true, value: { monthlyPaymentCents: 8885, totalPaidCents: 106619, totalInterestCents: 6619, months: 12, schedule: [
 * //   { month: 1, paymentCents: 8885, principalCents: 7885, interestCents: 1000, balanceCents: 92115 }, … ] } }
 */
export function loan(amount: number, annualRatePercent: number, years: number): Result<LoanResult> {
  const bad = nonFinite({ amount, annualRatePercent, years });
  if (bad) return bad;
  const amountCents = centsOf(amount);
  if (amountCents <= 0) return fail('invalid_value', 'amount must be at least 0.01', 'amount');
  if (!Number.isSafeInteger(amountCents))
    return fail('out_of_range', 'amount is too large', 'amount');
  if (annualRatePercent < 0 || annualRatePercent > 100) {
    return fail(
      'invalid_value',
      'annualRatePercent must be between 0 and 100',
      'annualRatePercent',
    );
  }
  // Tolerate float noise in years such as 4/12, never a real fraction of a month.
  const months = Math.round(years * 12);
  if (!approxEqual(years * 12, months, TOLERANCE.check) || months < 1 || months > MAX_LOAN_MONTHS) {
    return fail('invalid_term', 'years must give a whole number of months from 1 to 1200', 'years');
  }
  if (annualRatePercent > 0 && annualRatePercent < MIN_RATE) {
    return fail(
      'invalid_value',
      'annualRatePercent must be 0 or at least 0.000000001',
      'annualRatePercent',
    );
  }
  const rate = monthlyRate(annualRatePercent);
  const monthlyPaymentCents = paymentCents(BigInt(amountCents), rate, months);
  if (monthlyPaymentCents === 0) {
    return fail('invalid_value', 'amount is too small: the payment would be $0.00', 'amount');
  }
  if (!Number.isSafeInteger(monthlyPaymentCents)) return tooLarge();
  const schedule: LoanPayment[] = [];
  let balanceCents = amountCents;
  let totalPaidCents = 0;
  for (let month = 1; month <= months; month++) {
    const interestCents = roundedQuotient(BigInt(balanceCents) * rate[0], rate[1]);
    // The last payment clears the balance; so does an earlier one that would overshoot it
    // (tiny loans over many months, where the rounded-up payment repays early).
    const principalCents =
      month === months ? balanceCents : Math.min(balanceCents, monthlyPaymentCents - interestCents);
    const paymentCents = principalCents + interestCents;
    balanceCents -= principalCents;
    totalPaidCents += paymentCents;
    if (!Number.isSafeInteger(totalPaidCents)) return tooLarge();
    schedule.push({ month, paymentCents, principalCents, interestCents, balanceCents });
  }
  const [P, payment] = [dollars(amountCents), dollars(monthlyPaymentCents)];
  const r = frac(n(annualRatePercent), n(1200));
  const steps: Step[] = [
    worded(
      LOAN_NOTES,
      'loan.months',
      chain(
        times(n(years), n(12)),
        compare(mul(dec(years), dec(12)), dec(months)) === 0 ? '=' : '≈',
        n(months),
      ),
    ),
    worded(
      LOAN_NOTES,
      rate[0] === 0n ? 'loan.zeroRate' : 'loan.payment',
      chain(
        rate[0] === 0n
          ? div(P, n(months))
          : div(times(P, r), sub(n(1), pow(add(n(1), r), neg(n(months))))),
        rate[0] === 0n && amountCents % months === 0 ? '=' : '≈',
        payment,
      ),
    ),
  ];
  const last = schedule[months - 1] as LoanPayment;
  if (
    months > 1 &&
    schedule.every((row) => row === last || row.paymentCents === monthlyPaymentCents)
  ) {
    steps.push(
      worded(
        LOAN_NOTES,
        'loan.totalPaid',
        eq(add(times(payment, n(months - 1)), dollars(last.paymentCents)), dollars(totalPaidCents)),
      ),
    );
  }
  steps.push(
    worded(
      LOAN_NOTES,
      'loan.interest',
      eq(sub(dollars(totalPaidCents), P), dollars(totalPaidCents - amountCents)),
    ),
  );
  return {
    ok: true,
    value: {
      monthlyPaymentCents,
      totalPaidCents,
      totalInterestCents: totalPaidCents - amountCents,
      months,
      schedule,
      years: yearlyTotals(schedule),
      steps,
    },
  };
}
