import { percentOf } from '@mathtools/math-core';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import * as styles from '../components/tool.css';
import { Fields, NumberField, ToolForm, Working } from '../components/tool-form';
import { echo, toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { useToolState } from '../lib/url-state';

/**
 * The percentage page's card: Value and Percentage (%) number inputs, Calculate, and a result
 * alert 'Result:' / '{percentage}% of {value} = {result}' with the rule in words and math-core's
 * typeset working. Input math-core refuses clears the result and says why beside the field.
 * Query: ?percentage=25&value=80.
 */
export function PercentageCard() {
  const { field, result, form } = useToolState(
    'percentage',
    { percentage: '', value: '' },
    (inputs) => {
      const blank = firstBlank(inputs, { percentage: 'a percentage', value: 'a value' });
      if (blank) return blank;
      const { value, percentage } = inputs;
      const r = percentOf(toNumber(value), toNumber(percentage));
      return r.ok
        ? {
            value: echo(value),
            percentage: echo(percentage),
            answer: r.value.trimmed,
            steps: r.value.steps,
          }
        : explain(r.error, (f) =>
            f === 'value'
              ? { label: 'The value' }
              : f === 'percent'
                ? { label: 'The percentage', control: 'percentage' }
                : undefined,
          );
    },
  );

  return (
    <Card as="section" aria-labelledby="percentage-card-title" className={styles.card}>
      <CardTitle as="h2" id="percentage-card-title">
        Calculate a percentage of a number
      </CardTitle>
      <ToolForm
        aria-label="Percentage calculator"
        {...form}
        result={
          result ? (
            <Alert title="Result:" data-testid="percentage-result">
              <p className={styles.answer}>
                {result.percentage}% of {result.value} = {result.answer}
              </p>
              {/* The rule in words, as the product states it; the working below is math-core's. */}
              <p className={styles.formula}>(value × percentage) ÷ 100 = result</p>
              <Working steps={result.steps} />
            </Alert>
          ) : null
        }
      >
        <Fields>
          {/* In the order the question is said: 25 % of 80. */}
          <NumberField label="Percentage (%)" {...field('percentage')} placeholder="e.g. 25" />
          <NumberField label="Value" {...field('value')} placeholder="e.g. 80" />
        </Fields>
      </ToolForm>
    </Card>
  );
}
