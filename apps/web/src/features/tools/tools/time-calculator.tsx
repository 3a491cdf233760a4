import { type TimeCalcResult, type TimePeriod, timeCalc } from '@mathtools/math-core';
import { RadioGroup } from '../components/radio-group';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { toInteger } from '../parse';
import { useToolState } from '../url-state';

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Add or subtract periods of days, hours, minutes and seconds.',
  keywords: ['time', 'duration', 'hours', 'minutes', 'seconds', 'days', 'add time', 'subtract'],
};

const units = [
  { key: 'd', label: 'Days', field: 'days' },
  { key: 'h', label: 'Hours', field: 'hours' },
  { key: 'm', label: 'Minutes', field: 'minutes' },
  { key: 's', label: 'Seconds', field: 'seconds' },
] as const;

/** Query keys: op, then d1 h1 m1 s1 (first period) and d2 h2 m2 s2 (second). */
const initial: Record<string, string> = {
  op: 'add',
  ...Object.fromEntries([1, 2].flatMap((n) => units.map((u) => [`${u.key}${n}`, '']))),
};

const period = (inputs: Record<string, string>, n: 1 | 2): TimePeriod =>
  Object.fromEntries(units.map((u) => [u.field, toInteger(inputs[`${u.key}${n}`] ?? '')]));

/** Adds or subtracts two periods (86400 s a day); negative totals are labelled. */
export function TimeCalculatorTool(props: ToolCardProps) {
  const { inputs, set, result, calculate } = useToolState('time-calculator', initial, (next) => {
    const r = timeCalc(
      period(next, 1),
      next.op === 'subtract' ? 'subtract' : 'add',
      period(next, 2),
    );
    return r.ok ? r.value : null;
  });

  return (
    <ToolCard id="time-calculator" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Time calculator"
        onCalculate={() => calculate()}
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
          value={inputs.op === 'subtract' ? 'subtract' : 'add'}
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
      <Working steps={result.steps} />
    </div>
  );
}
