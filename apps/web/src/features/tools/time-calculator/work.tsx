import { type TimeCalcResult, type TimePeriod, timeCalc } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { toInteger } from '../lib/parse';
import { units } from './widget';

const period = (inputs: Record<string, string>, n: 1 | 2): TimePeriod =>
  Object.fromEntries(units.map((u) => [u.field, toInteger(inputs[`${u.key}${n}`] ?? '')]));

/** The time calculator's calculation and result, loaded with the form's first use. */
export function solve(typed: Record<string, string>) {
  const r = timeCalc(
    period(typed, 1),
    typed.op === 'subtract' ? 'subtract' : 'add',
    period(typed, 2),
  );
  return r.ok ? <TimeResult result={r.value} /> : null;
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
      <Working steps={result.steps} />
    </div>
  );
}
