import { formatMoney, type LoanResult, loan } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm } from '../components/tool-form';
import { echo, toNumber } from '../parse';
import { useToolState } from '../url-state';
import { LoanChart } from './loan-chart';
import { LoanSchedule } from './loan-schedule';
import { yearlyTotals } from './loan-years';

type Inputs = { amount: string; rate: string; years: string };
type Financed = Inputs & { result: LoanResult };

/** Monthly payment, totals, the amortization schedule (yearly, months expandable) and a chart. */
export function LoanTool(props: ToolCardProps) {
  const { inputs, set, result, calculate } = useToolState(
    'loan',
    { amount: '', rate: '', years: '' },
    (next): Financed | null => {
      const r = loan(toNumber(next.amount), toNumber(next.rate), toNumber(next.years));
      return r.ok ? { ...next, result: r.value } : null;
    },
  );

  return (
    <ToolCard id="loan" {...props}>
      <ToolForm
        aria-label="Loan calculator"
        onCalculate={() => calculate()}
        result={result ? <LoanResultView {...result} /> : null}
        details={result ? <LoanDetails {...result} /> : null}
      >
        <Fields>
          <NumberField label="Loan amount ($)" value={inputs.amount} onChange={set('amount')} />
          <NumberField
            label="Annual interest rate (%)"
            value={inputs.rate}
            onChange={set('rate')}
          />
          <NumberField label="Term (years)" value={inputs.years} onChange={set('years')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function LoanResultView({ amount, rate, years, result }: Financed) {
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
      <p className={styles.formula}>
        Payment = P × r ÷ (1 − (1 + r)^−n), with P = {echo(amount)}, r = {echo(rate)} ÷ 100 ÷ 12, n
        = {echo(years)} × 12 = {result.months}
      </p>
    </div>
  );
}

/** Chart and schedule: outside the live region, so only the summary above is announced. */
function LoanDetails({ result }: Financed) {
  const yearly = yearlyTotals(result.schedule);
  return (
    <div className={styles.details} data-testid="loan-details">
      <LoanChart years={yearly} />
      <LoanSchedule years={yearly} />
    </div>
  );
}
