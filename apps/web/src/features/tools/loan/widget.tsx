import { formatMoney, type LoanResult, loan } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    loan: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Monthly payment, total interest and the full amortization schedule.',
  keywords: ['loan', 'mortgage', 'interest', 'payment', 'amortization', 'finance', 'money'],
};

import { LoanChart } from './loan-chart';
import { LoanSchedule } from './loan-schedule';

/** Monthly payment, totals, the amortization schedule (yearly, months expandable) and a chart. */
export function Widget(props: ToolCardProps) {
  const { field, result, calculate } = useToolState(
    'loan',
    { amount: '', rate: '', years: '' },
    ({ amount, rate, years }) => {
      const r = loan(toNumber(amount), toNumber(rate), toNumber(years));
      return r.ok ? r.value : null;
    },
  );

  return (
    <ToolCard id="loan" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Loan calculator"
        onCalculate={() => calculate()}
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
