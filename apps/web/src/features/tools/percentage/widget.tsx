import { percentageOf, percentChange, percentOf, type Step } from '@mathtools/math-core';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { echo, toNumber } from '../lib/parse';
import { useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    percentage: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Find what percent one number is of another, a percent of a number, or a change.',
  keywords: ['percent', 'percentage', '%', 'ratio', 'increase', 'decrease', 'change'],
};

type Mode = 'ratio' | 'of' | 'change';
type Answer = { text: string; steps: Step[] };

/** The three questions people ask, each answered by one math-core function (2 decimals). */
const modes: Record<
  Mode,
  { label: string; x: string; y: string; solve: (x: string, y: string) => Answer | null }
> = {
  ratio: {
    label: 'X is what percent of Y?',
    x: 'Part (X)',
    y: 'Total (Y)',
    solve: (x, y) => {
      const r = percentageOf(toNumber(x), toNumber(y)); // total 0 → no result
      return r.ok
        ? {
            text: `${echo(x)} is ${r.value.formatted}% of ${echo(y)}`,
            steps: r.value.steps,
          }
        : null;
    },
  },
  of: {
    label: 'What is X% of Y?',
    x: 'Percentage (X %)',
    y: 'Value (Y)',
    solve: (x, y) => {
      const r = percentOf(toNumber(y), toNumber(x));
      return r.ok
        ? {
            text: `${echo(x)}% of ${echo(y)} = ${r.value.formatted}`,
            steps: r.value.steps,
          }
        : null;
    },
  },
  change: {
    label: 'Percentage change from X to Y',
    x: 'From (X)',
    y: 'To (Y)',
    solve: (x, y) => {
      const r = percentChange(toNumber(x), toNumber(y));
      if (!r.ok) return null;
      const word = { increase: 'an increase', decrease: 'a decrease', none: 'no change' }[
        r.value.direction
      ];
      return {
        text: `From ${echo(x)} to ${echo(y)} is ${r.value.formatted}% (${word})`,
        steps: r.value.steps,
      };
    },
  },
};

const modeOf = (value: string): Mode => (value in modes ? (value as Mode) : 'ratio');

export function Widget(props: ToolCardProps) {
  const { inputs, field, result, calculate } = useToolState(
    'percentage',
    { mode: 'ratio', x: '', y: '' },
    (next) => modes[modeOf(next.mode)].solve(next.x, next.y),
  );
  const mode = modes[modeOf(inputs.mode)];

  return (
    <ToolCard id="percentage" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Percentage calculator"
        onCalculate={() => calculate()}
        result={
          result ? (
            <div className={styles.result} data-testid="percentage-result">
              <p className={styles.answer}>{result.text}</p>
              <Working steps={result.steps} />
            </div>
          ) : null
        }
      >
        <SelectField
          label="Question"
          {...field('mode')}
          options={Object.entries(modes).map(([value, m]) => ({ value, label: m.label }))}
        />
        <Fields>
          <NumberField label={mode.x} {...field('x')} />
          <NumberField label={mode.y} {...field('y')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
