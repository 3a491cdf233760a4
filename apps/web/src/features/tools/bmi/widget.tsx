import { type BmiResult, bmi } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { RadioGroup } from '../components/radio-group';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { localDecimal } from '../lib/local-numbers';
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
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const { inputs, set, field, result, form } = useToolState(
    'bmi',
    { system: 'metric', weight: '', height: '' },
    (next) => {
      const blank = firstBlank(next, { weight: 'your weight', height: 'your height' }, (f) =>
        w(`bmi.enter.${f}`),
      );
      if (blank) return blank;
      const r = bmi({
        weight: toNumber(next.weight),
        height: toNumber(next.height),
        system: systemOf(next.system),
      });
      return r.ok
        ? inLanguage(r.value, language)
        : explain(r.error, (f) =>
            f === 'weight' || f === 'height' ? { label: w(`bmi.the.${f}`) } : undefined,
          );
    },
  );
  const metric = systemOf(inputs.system) === 'metric';

  return (
    <ToolCard id="bmi" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('bmi.form')}
        {...form}
        result={result ? <BmiResultView result={result} language={language} /> : null}
      >
        <RadioGroup
          legend={w('bmi.units')}
          value={systemOf(inputs.system)}
          onChange={set('system')}
          name="system"
          options={[
            { value: 'metric', label: w('bmi.metric') },
            { value: 'imperial', label: w('bmi.imperial') },
          ]}
        />
        <Fields>
          <NumberField
            label={w('bmi.weight', { unit: metric ? 'kg' : 'lb' })}
            {...field('weight')}
          />
          <NumberField
            label={w('bmi.height', { unit: metric ? 'cm' : 'in' })}
            {...field('height')}
          />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}

/** math-core's category (its English name) as the catalogue's select names it. */
const categoryKeys = {
  Underweight: 'under',
  'Normal weight': 'normal',
  Overweight: 'over',
  Obese: 'obese',
} as const;

function BmiResultView({ result, language }: { result: BmiResult; language: Language }) {
  const w = useWords('tools-calculators');
  return (
    <div className={styles.result} data-testid="bmi-result">
      <p className={styles.answer}>
        {w('bmi.answer', {
          bmi: localDecimal(language, result.formatted),
          category: categoryKeys[result.category],
        })}
      </p>
      <Working steps={result.steps} />
      <p className={styles.muted}>{w('bmi.scale')}</p>
    </div>
  );
}
