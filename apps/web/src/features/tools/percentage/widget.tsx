import {
  type MathError,
  percentageOf,
  percentChange,
  percentOf,
  type Step,
} from '@mathtools/math-core';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import type { Translate } from '../../../i18n/use-t';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { localDecimal, localEcho } from '../lib/local-numbers';
import { toNumber } from '../lib/parse';
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

/** What the answer sentence needs: the page's words and how it writes numbers. */
type Say = { w: Translate; language: Language };

/**
 * The three questions people ask, each answered by one math-core function (2 decimals); `args`
 * names the function's two arguments as the fields X and Y, for its refusals. The question and
 * the fields' labels are `percentage.<mode>.label|x|y` in the catalogue.
 */
const modes: Record<
  Mode,
  {
    args: Record<string, 'x' | 'y'>;
    solve: (x: string, y: string, say: Say) => Answer | MathError;
  }
> = {
  ratio: {
    args: { part: 'x', total: 'y' },
    solve: (x, y, { w, language }) => {
      const r = percentageOf(toNumber(x), toNumber(y));
      return r.ok
        ? {
            text: w('percentage.ratio.answer', {
              x: localEcho(language, x),
              y: localEcho(language, y),
              percent: localDecimal(language, r.value.formatted),
            }),
            steps: r.value.steps,
          }
        : r.error;
    },
  },
  of: {
    args: { percent: 'x', value: 'y' },
    solve: (x, y, { w, language }) => {
      const r = percentOf(toNumber(y), toNumber(x));
      return r.ok
        ? {
            text: w('percentage.of.answer', {
              x: localEcho(language, x),
              y: localEcho(language, y),
              value: localDecimal(language, r.value.formatted),
            }),
            steps: r.value.steps,
          }
        : r.error;
    },
  },
  change: {
    args: { from: 'x', to: 'y' },
    solve: (x, y, { w, language }) => {
      const r = percentChange(toNumber(x), toNumber(y));
      if (!r.ok) return r.error;
      return {
        text: w('percentage.change.answer', {
          x: localEcho(language, x),
          y: localEcho(language, y),
          percent: localDecimal(language, r.value.formatted),
          direction: r.value.direction,
        }),
        steps: r.value.steps,
      };
    },
  },
};

const modeOf = (value: string): Mode => (value in modes ? (value as Mode) : 'ratio');

export function Widget(props: ToolCardProps) {
  const w = useWords('tools-calculators');
  const t = useWords('tools');
  const { inputs, field, result, form } = useToolState(
    'percentage',
    { mode: 'ratio', x: '', y: '' },
    (next, language): Answer | Refusal | Promise<Answer> => {
      const name = modeOf(next.mode);
      const mode = modes[name];
      const label = (control: 'x' | 'y') => w(`percentage.${name}.${control}`);
      const blank = firstBlank(
        next,
        { x: `the ${label('x').toLowerCase()}`, y: `the ${label('y').toLowerCase()}` },
        (field) => t('refusal.enter', { field: w(`percentage.${name}.the.${field}`) }),
      );
      if (blank) return blank;
      const answer = mode.solve(next.x, next.y, { w, language });
      if (!('code' in answer)) return inLanguage(answer, language);
      return explain(answer, (arg) => {
        const control = mode.args[arg];
        return control ? { label: label(control), control } : undefined;
      });
    },
  );
  const name = modeOf(inputs.mode);

  return (
    <ToolCard id="percentage" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('percentage.form')}
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
          label={w('percentage.question')}
          {...field('mode')}
          options={Object.keys(modes).map((value) => ({
            value,
            label: w(`percentage.${value}.label`),
          }))}
        />
        <Fields>
          <NumberField label={w(`percentage.${name}.x`)} {...field('x')} />
          <NumberField label={w(`percentage.${name}.y`)} {...field('y')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
