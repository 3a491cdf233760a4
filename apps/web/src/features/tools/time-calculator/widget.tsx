import { useWords } from '../../../components/math/words';
import { RadioGroup } from '../components/radio-group';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { lazyWork, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    'time-calculator': true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Add or subtract periods of days, hours, minutes and seconds.',
  keywords: [
    'time',
    'duration',
    'hours',
    'minutes',
    'seconds',
    'days',
    'add time',
    'subtract',
    'add hours',
    'add minutes',
    'time between',
  ],
};

export const units = [
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

const work = lazyWork(() => import('./work'));

/** Adds or subtracts two periods (86400 s a day); negative totals are labelled. */
export function Widget(props: ToolCardProps) {
  const w = useWords('tools-math');
  const { inputs, set, result, form } = useToolState('time-calculator', initial, work.solve);

  return (
    <ToolCard id="time-calculator" summary={about.summary} {...props}>
      <ToolForm aria-label={w('time.form')} {...form} prepare={work.prepare} result={result}>
        {([1, 2] as const).map((n) => (
          <fieldset key={n} className={styles.fieldset}>
            <legend className={styles.legend}>{w(`time.period.${n}`)}</legend>
            <Fields compact>
              {units.map((u) => (
                <NumberField
                  key={u.key}
                  label={w(`time.unit.${u.field}`)}
                  integer
                  placeholder="0"
                  value={inputs[`${u.key}${n}`] ?? ''}
                  onChange={set(`${u.key}${n}`)}
                  name={`${u.key}${n}`}
                />
              ))}
            </Fields>
          </fieldset>
        ))}
        <RadioGroup
          legend={w('time.operation')}
          value={inputs.op === 'subtract' ? 'subtract' : 'add'}
          onChange={set('op')}
          name="op"
          options={[
            { value: 'add', label: w('time.add') },
            { value: 'subtract', label: w('time.subtract') },
          ]}
        />
      </ToolForm>
    </ToolCard>
  );
}
