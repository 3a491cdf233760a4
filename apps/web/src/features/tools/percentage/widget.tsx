import {
  type MathError,
  percentageOf,
  percentChange,
  percentOf,
  type Step,
} from '@mathtools/math-core';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { echo, toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { type Refusal, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    percentage: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Find what percent one number is of another, a percent of a number, or a change.',
  keywords: [
    'percent',
    'percentage',
    '%',
    'ratio',
    'increase',
    'decrease',
    'change',
    'percent change',
    'percent increase',
    'percent decrease',
    'what percent',
  ],
};

type Mode = 'ratio' | 'of' | 'change';
type Answer = { text: string; steps: Step[] };

/**
 * The three questions people ask, each answered by one math-core function (2 decimals); `args`
 * names the function's two arguments as the fields X and Y, for its refusals.
 */
const modes: Record<
  Mode,
  {
    label: string;
    x: string;
    y: string;
    args: Record<string, 'x' | 'y'>;
    solve: (x: string, y: string) => Answer | MathError;
  }
> = {
  ratio: {
    label: 'X is what percent of Y?',
    x: 'Part (X)',
    y: 'Total (Y)',
    args: { part: 'x', total: 'y' },
    solve: (x, y) => {
      const r = percentageOf(toNumber(x), toNumber(y));
      return r.ok
        ? {
            text: `${echo(x)} is ${r.value.formatted}% of ${echo(y)}`,
            steps: r.value.steps,
          }
        : r.error;
    },
  },
  of: {
    label: 'What is X% of Y?',
    x: 'Percentage (X %)',
    y: 'Value (Y)',
    args: { percent: 'x', value: 'y' },
    solve: (x, y) => {
      const r = percentOf(toNumber(y), toNumber(x));
      return r.ok
        ? {
            text: `${echo(x)}% of ${echo(y)} = ${r.value.formatted}`,
            steps: r.value.steps,
          }
        : r.error;
    },
  },
  change: {
    label: 'Percentage change from X to Y',
    x: 'From (X)',
    y: 'To (Y)',
    args: { from: 'x', to: 'y' },
    solve: (x, y) => {
      const r = percentChange(toNumber(x), toNumber(y));
      if (!r.ok) return r.error;
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
  const { inputs, field, result, form } = useToolState(
    'percentage',
    { mode: 'ratio', x: '', y: '' },
    (next): Answer | Refusal => {
      const mode = modes[modeOf(next.mode)];
      const blank = firstBlank(next, {
        x: `the ${mode.x.toLowerCase()}`,
        y: `the ${mode.y.toLowerCase()}`,
      });
      if (blank) return blank;
      const answer = mode.solve(next.x, next.y);
      if (!('code' in answer)) return answer;
      return explain(answer, (arg) => {
        const control = mode.args[arg];
        return control ? { label: control === 'x' ? mode.x : mode.y, control } : undefined;
      });
    },
  );
  const mode = modes[modeOf(inputs.mode)];

  return (
    <ToolCard id="percentage" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Percentage calculator"
        {...form}
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
