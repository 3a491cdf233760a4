import { formatMoney, type LoanResult, loan } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { currencySymbol, localMoney } from '../lib/local-numbers';
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

/** math-core's argument names: the loan's fields (`loan.the.<name>` in the catalogue). */
const loanFields = new Set(['amount', 'rate', 'years']);

/** Monthly payment, totals, the amortization schedule (yearly, months expandable) and a chart. */
export function Widget(props: ToolCardProps) {
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const { field, result, form } = useToolState(
    'loan',
    { amount: '', rate: '', years: '' },
    (inputs) => {
      const blank = firstBlank(
        inputs,
        {
          amount: 'the loan amount',
          rate: 'the annual interest rate (0 for none)',
          years: 'the term in years',
        },
        (f) => w(`loan.enter.${f}`),
      );
      if (blank) return blank;
      const r = loan(toNumber(inputs.amount), toNumber(inputs.rate), toNumber(inputs.years));
      return r.ok
        ? inLanguage(r.value, language)
        : explain(r.error, (f): FieldName | undefined =>
            loanFields.has(f) ? { label: w(`loan.the.${f}`) } : undefined,
          );
    },
  );

  return (
    <ToolCard id="loan" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('loan.form')}
        {...form}
        result={result ? <LoanResultView result={result} language={language} /> : null}
        details={result ? <LoanDetails result={result} /> : null}
      >
        <Fields>
          <NumberField
            label={w('loan.amount', { currency: currencySymbol(language) })}
            {...field('amount')}
          />
          <NumberField label={w('loan.rate')} {...field('rate')} />
          <NumberField label={w('loan.years')} {...field('years')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function LoanResultView({ result, language }: { result: LoanResult; language: Language }) {
  const w = useWords('tools-calculators');
  const money = (cents: number) => localMoney(language, cents, formatMoney);
  return (
    <div className={styles.result} data-testid="loan-result">
      <p className={styles.answer}>
        {w('loan.monthly', { amount: money(result.monthlyPaymentCents) })}
      </p>
      <ResultStats
        items={[
          { label: w('loan.totalPaid'), value: money(result.totalPaidCents) },
          { label: w('loan.totalInterest'), value: money(result.totalInterestCents) },
          { label: w('loan.payments'), value: result.months },
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
