import { type PercentOfResult, percentOf } from '@mathtools/math-core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import * as styles from '../components/tool.css';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { echo, toNumber } from '../parse';
import { type QueryValues, useShareableInputs } from '../url-state';

type Inputs = { value: string; percentage: string };
type Computed = Inputs & { result: PercentOfResult };

/**
 * The percentage page's card (spec §2): Value and Percentage (%) number inputs, Calculate, and a
 * result alert 'Result:' / '{percentage}% of {value} = {result}' with the formula. Invalid input
 * changes nothing (spec §4). Query: ?value=80&percentage=25.
 */
export function PercentageCard() {
  const [inputs, setInputs] = useState<Inputs>({ value: '', percentage: '' });
  const [computed, setComputed] = useState<Computed | null>(null);
  const set = (k: keyof Inputs) => (v: string) => setInputs((prev) => ({ ...prev, [k]: v }));

  const calculate = (next: Inputs) => {
    const r = percentOf(toNumber(next.value), toNumber(next.percentage));
    if (!r.ok) return false;
    setComputed({ value: echo(next.value), percentage: echo(next.percentage), result: r.value });
    return true;
  };
  const share = useShareableInputs('percentage', ['value', 'percentage'], (q: QueryValues) => {
    const next = { value: q.value ?? '', percentage: q.percentage ?? '' };
    setInputs(next);
    calculate(next);
  });

  return (
    <Card as="section" aria-labelledby="percentage-card-title" className={styles.card}>
      <CardTitle as="h2" id="percentage-card-title">
        Calculate a percentage of a number
      </CardTitle>
      <ToolForm
        aria-label="Percentage calculator"
        onCalculate={() => calculate(inputs) && share(inputs)}
        result={
          computed ? (
            <Alert title="Result:" data-testid="percentage-result">
              <p className={styles.answer}>
                {computed.percentage}% of {computed.value} = {computed.result.trimmed}
              </p>
              <p className={styles.formula}>(value × percentage) ÷ 100 = result</p>
              <p className={styles.formula}>
                ({computed.value} × {computed.percentage}) ÷ 100 = {computed.result.trimmed}
              </p>
            </Alert>
          ) : null
        }
      >
        <Fields>
          <NumberField
            label="Value"
            value={inputs.value}
            onChange={set('value')}
            placeholder="e.g. 80"
          />
          <NumberField
            label="Percentage (%)"
            value={inputs.percentage}
            onChange={set('percentage')}
            placeholder="e.g. 25"
          />
        </Fields>
      </ToolForm>
    </Card>
  );
}
