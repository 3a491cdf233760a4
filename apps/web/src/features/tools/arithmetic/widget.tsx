import { arithmetic } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { operationOptions, operatorOf } from '../lib/operations';
import { toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { Refusal, useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    arithmetic: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Add, subtract, multiply or divide two numbers exactly.',
  keywords: [
    'add',
    'subtract',
    'multiply',
    'divide',
    'sum',
    'basic',
    'plus',
    'minus',
    'addition',
    'subtraction',
    'multiplication',
    'division',
    'times',
    'divided by',
  ],
};

/** Two numbers and an operation, exact decimals; division by zero shows no result. */
export function Widget(props: ToolCardProps) {
  const t = useWords('tools');
  const w = useWords('tools-calculators');
  const { field, result, form } = useToolState(
    'arithmetic',
    { a: '', op: 'add', b: '' },
    (inputs, language) => {
      const blank = firstBlank(inputs, { a: 'the first number', b: 'the second number' }, (f) =>
        w(`arithmetic.enter.${f}`),
      );
      if (blank) return blank;
      const operator = operatorOf(inputs.op);
      if (!operator) return new Refusal(w('arithmetic.chooseOperation'), 'op');
      const r = arithmetic(toNumber(inputs.a), operator, toNumber(inputs.b));
      // The calculation in the page's notation: 0,1 + 0,2 = 0,3 with a decimal comma.
      return r.ok
        ? inLanguage(r.value, language)
        : explain(r.error, (f) =>
            f === 'a' || f === 'b' ? { label: w(`arithmetic.the.${f}`) } : undefined,
          );
    },
  );

  return (
    <ToolCard id="arithmetic" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('arithmetic.form')}
        {...form}
        result={
          result ? (
            <div className={styles.result} data-testid="arithmetic-result">
              {result.steps.map((step) => (
                // The calculation typeset: `0.1 + 0.2 = 0.3`, `1 ÷ 3 ≈ 0.333333333333333`, on a
                // line of its own that scrolls sideways when it is wider than a phone.
                <p key={step.text} className={styles.answer}>
                  <MathView mathml={step.mathml} display="block" />
                </p>
              ))}
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField label={w('arithmetic.a')} {...field('a')} />
          <SelectField label={t('operation')} {...field('op')} options={operationOptions(t)} />
          <NumberField label={w('arithmetic.b')} {...field('b')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
