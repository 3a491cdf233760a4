import { type TimeCalcResult, type TimePeriod, timeCalc } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { ResultStats, Working } from '../components/tool-form';
import { toInteger } from '../lib/parse';
import { explain } from '../lib/refusal';
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
  if (r.ok) return <TimeResult result={r.value} />;
  // "a is too long" names the period, "a.hours must be …" its field.
  const [which = '', name] = (r.error.field ?? '').split('.');
  const field = r.error.message.startsWith(`${which} `) ? which : r.error.field;
  return explain({ ...r.error, ...(field ? { field } : {}) }, (f) => fieldOf(f, name));
}

/**
 * math-core's `a.hours` is the first period's Hours field (`h1`), `b` the second period; a whole
 * period (`a is too long`) is said of the period and points at the field it stopped at.
 */
function fieldOf(field: string, stoppedAt?: string) {
  const [which, name] = field.split('.');
  const n = which === 'a' ? 1 : which === 'b' ? 2 : undefined;
  if (n === undefined) return undefined;
  const period = n === 1 ? 'The first period' : 'The second period';
  const unit = units.find((u) => u.field === (name ?? stoppedAt));
  const control = `${unit?.key ?? 'd'}${n}`;
  return name && unit
    ? { label: `${period}’s ${unit.label.toLowerCase()}`, control }
    : { label: period, control };
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
