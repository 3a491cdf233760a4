import { type BmiResult, bmi } from '@mathtools/math-core';
import { RadioGroup } from '../components/radio-group';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    bmi: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Body mass index from weight and height, metric or imperial.',
  keywords: [
    'bmi',
    'body mass index',
    'weight',
    'height',
    'health',
    'kg',
    'lb',
    'body mass',
    'obesity',
    'overweight',
    'underweight',
    'healthy weight',
  ],
};

const systemOf = (s: string) => (s === 'imperial' ? 'imperial' : 'metric');

/** Body mass index, metric (kg, cm) or imperial (lb, in), one decimal, with the category. */
export function Widget(props: ToolCardProps) {
  const { inputs, set, field, result, form } = useToolState(
    'bmi',
    { system: 'metric', weight: '', height: '' },
    (next) => {
      const blank = firstBlank(next, { weight: 'your weight', height: 'your height' });
      if (blank) return blank;
      const r = bmi({
        weight: toNumber(next.weight),
        height: toNumber(next.height),
        system: systemOf(next.system),
      });
      return r.ok
        ? r.value
        : explain(r.error, (f) =>
            f === 'weight' ? { label: 'Weight' } : f === 'height' ? { label: 'Height' } : undefined,
          );
    },
  );
  const metric = systemOf(inputs.system) === 'metric';

  return (
    <ToolCard id="bmi" summary={about.summary} {...props}>
      <ToolForm
        aria-label="BMI calculator"
        {...form}
        result={result ? <BmiResultView result={result} /> : null}
      >
        <RadioGroup
          legend="Units"
          value={systemOf(inputs.system)}
          onChange={set('system')}
          name="system"
          options={[
            { value: 'metric', label: 'Metric (kg, cm)' },
            { value: 'imperial', label: 'Imperial (lb, in)' },
          ]}
        />
        <Fields>
          <NumberField label={metric ? 'Weight (kg)' : 'Weight (lb)'} {...field('weight')} />
          <NumberField label={metric ? 'Height (cm)' : 'Height (in)'} {...field('height')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

function BmiResultView({ result }: { result: BmiResult }) {
  return (
    <div className={styles.result} data-testid="bmi-result">
      <p className={styles.answer}>
        BMI {result.formatted}: {result.category}
      </p>
      <Working steps={result.steps} />
      <p className={styles.muted}>
        Under 18.5 Underweight · 18.5 to under 25 Normal weight · 25 to under 30 Overweight · 30 and
        over Obese
      </p>
    </div>
  );
}
