import { arithmetic } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { SelectField } from '../components/select-field';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ToolForm } from '../components/tool-form';
import { operations, operatorOf } from '../lib/operations';
import { toNumber } from '../lib/parse';
import { useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    arithmetic: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Add, subtract, multiply or divide two numbers exactly.',
  keywords: ['add', 'subtract', 'multiply', 'divide', 'sum', 'basic', 'plus', 'minus'],
};

/** Two numbers and an operation, exact decimals; division by zero shows no result. */
export function Widget(props: ToolCardProps) {
  const { field, result, calculate } = useToolState(
    'arithmetic',
    { a: '', op: 'add', b: '' },
    ({ a, op, b }) => {
      const operator = operatorOf(op);
      const r = operator ? arithmetic(toNumber(a), operator, toNumber(b)) : null;
      return r?.ok ? r.value : null;
    },
  );

  return (
    <ToolCard id="arithmetic" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Arithmetic calculator"
        onCalculate={() => calculate()}
        result={
          result ? (
            <div className={styles.result} data-testid="arithmetic-result">
              {result.steps.map((step) => (
                // The calculation typeset: `0.1 + 0.2 = 0.3`, `1 ÷ 3 ≈ 0.333333333333333`.
                <p key={step.text} className={styles.answer}>
                  <MathView mathml={step.mathml} />
                </p>
              ))}
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField label="First number" {...field('a')} />
          <SelectField label="Operation" {...field('op')} options={operations} />
          <NumberField label="Second number" {...field('b')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
