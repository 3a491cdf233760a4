import { type TimeCalcResult, type TimePeriod, timeCalc } from '@mathtools/math-core';
import { useState } from 'react';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, RadioGroup, ResultStats, ToolForm } from '../components/tool-form';
import { toInteger } from '../parse';
import { type QueryValues, useShareableInputs } from '../url-state';

const units = [
  { key: 'd', label: 'Days', field: 'days' },
  { key: 'h', label: 'Hours', field: 'hours' },
  { key: 'm', label: 'Minutes', field: 'minutes' },
  { key: 's', label: 'Seconds', field: 'seconds' },
] as const;

type Op = 'add' | 'subtract';
/** Query keys: d1 h1 m1 s1 (first period), d2 h2 m2 s2 (second), op. */
const keys = ['op', ...[1, 2].flatMap((n) => units.map((u) => `${u.key}${n}`))];
type Inputs = Record<string, string>;
const empty: Inputs = Object.fromEntries(keys.map((k) => [k, k === 'op' ? 'add' : '']));

const period = (inputs: Inputs, n: 1 | 2): TimePeriod =>
  Object.fromEntries(units.map((u) => [u.field, toInteger(inputs[`${u.key}${n}`] ?? '')]));

/** Adds or subtracts two periods (spec §9: 86400 s a day); negative totals are labelled. */
export function TimeCalculatorTool(props: ToolCardProps) {
  const [inputs, setInputs] = useState<Inputs>(empty);
  const [result, setResult] = useState<TimeCalcResult | null>(null);
  const set = (k: string) => (v: string) => setInputs((prev) => ({ ...prev, [k]: v }));

  const calculate = (next: Inputs) => {
    const op: Op = next.op === 'subtract' ? 'subtract' : 'add';
    const r = timeCalc(period(next, 1), op, period(next, 2));
    if (!r.ok) return false;
    setResult(r.value);
    return true;
  };
  const share = useShareableInputs('time-calculator', keys, (q: QueryValues) => {
    const next = { ...empty, ...q };
    setInputs(next);
    calculate(next);
  });

  return (
    <ToolCard id="time-calculator" {...props}>
      <ToolForm
        aria-label="Time calculator"
        onCalculate={() => calculate(inputs) && share(inputs)}
        result={result ? <TimeResult result={result} /> : null}
      >
        {([1, 2] as const).map((n) => (
          <fieldset key={n} className={styles.fieldset}>
            <legend className={styles.legend}>{n === 1 ? 'First period' : 'Second period'}</legend>
            <Fields compact>
              {units.map((u) => (
                <NumberField
                  key={u.key}
                  label={u.label}
                  integer
                  placeholder="0"
                  value={inputs[`${u.key}${n}`] ?? ''}
                  onChange={set(`${u.key}${n}`)}
                />
              ))}
            </Fields>
          </fieldset>
        ))}
        <RadioGroup
          legend="Operation"
          value={inputs.op ?? 'add'}
          onChange={set('op')}
          options={[
            { value: 'add', label: 'Add (first + second)' },
            { value: 'subtract', label: 'Subtract (first − second)' },
          ]}
        />
      </ToolForm>
    </ToolCard>
  );
}

function TimeResult({ result }: { result: TimeCalcResult }) {
  const { breakdown } = result;
  return (
    <div className={styles.result} data-testid="time-result">
      <p className={styles.answer}>Result: {result.formatted}</p>
      {result.sign < 0 ? (
        <p className={styles.negative}>
          Negative total: the second period is longer than the first, so the result is below zero.
        </p>
      ) : null}
      <ResultStats
        items={[
          { label: 'Days', value: breakdown.days },
          { label: 'Hours', value: breakdown.hours },
          { label: 'Minutes', value: breakdown.minutes },
          { label: 'Seconds', value: breakdown.seconds },
          { label: 'Total seconds', value: result.totalSeconds },
        ]}
      />
      <p className={styles.formula}>
        Total seconds = days × 86400 + hours × 3600 + minutes × 60 + seconds
      </p>
    </div>
  );
}
