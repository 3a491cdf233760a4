import { formatMoney, type LoanResult, loan } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain, type FieldName, firstBlank } from '../lib/refusal';
import { useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    loan: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Monthly payment, total interest and the full amortization schedule.',
  keywords: [
    'loan',
    'mortgage',
    'interest',
    'payment',
    'amortization',
    'finance',
    'money',
    'loan payment',
    'monthly payment',
    'repayment',
    'car loan',
    'home loan',
    'emi',
    'apr',
  ],
};

import { LoanChart } from './loan-chart';
import { LoanSchedule } from './loan-schedule';

const loanFields: Record<string, FieldName | undefined> = {
  amount: { label: 'The loan amount' },
  rate: { label: 'The interest rate' },
  years: { label: 'The term' },
};

/** Monthly payment, totals, the amortization schedule (yearly, months expandable) and a chart. */
export function Widget(props: ToolCardProps) {
  const { field, result, form } = useToolState(
    'loan',
    { amount: '', rate: '', years: '' },
    (inputs) => {
      const blank = firstBlank(inputs, {
        amount: 'the loan amount',
        rate: 'the annual interest rate (0 for none)',
        years: 'the term in years',
      });
      if (blank) return blank;
      const r = loan(toNumber(inputs.amount), toNumber(inputs.rate), toNumber(inputs.years));
      return r.ok ? r.value : explain(r.error, (f) => loanFields[f]);
    },
  );

  return (
    <ToolCard id="loan" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Loan calculator"
        {...form}
        result={result ? <LoanResultView result={result} /> : null}
        details={result ? <LoanDetails result={result} /> : null}
      >
        <Fields>
          <NumberField label="Loan amount ($)" {...field('amount')} />
          <NumberField label="Annual interest rate (%)" {...field('rate')} />
          <NumberField label="Term (years)" {...field('years')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function LoanResultView({ result }: { result: LoanResult }) {
  return (
    <div className={styles.result} data-testid="loan-result">
      <p className={styles.answer}>Monthly payment: {formatMoney(result.monthlyPaymentCents)}</p>
      <ResultStats
        items={[
          { label: 'Total paid', value: formatMoney(result.totalPaidCents) },
          { label: 'Total interest', value: formatMoney(result.totalInterestCents) },
          { label: 'Payments', value: result.months },
        ]}
      />
      <Working steps={result.steps} />
    </div>
  );
}

/** Chart and schedule: outside the live region, so only the summary above is announced. */
function LoanDetails({ result }: { result: LoanResult }) {
  return (
    <div className={styles.details} data-testid="loan-details">
      <LoanChart years={result.years} />
      <LoanSchedule years={result.years} schedule={result.schedule} />
    </div>
  );
}
