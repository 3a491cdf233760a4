import { discount, formatMoney } from '@mathtools/math-core';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { toNumber } from '../lib/parse';
import { explain, firstBlank } from '../lib/refusal';
import { useToolState } from '../lib/url-state';

declare module '../registry' {
  interface ToolIds {
    discount: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Sale price and savings from a price and a percentage off.',
  keywords: [
    'discount',
    'sale',
    'percent off',
    'price',
    'savings',
    'money',
    'shopping',
    '% off',
    'off',
    'sale price',
    'markdown',
    'coupon',
    'reduced price',
  ],
};

/** Sale price and savings from a price and a percentage off, in exact cents. */
export function Widget(props: ToolCardProps) {
  const { field, result, form } = useToolState('discount', { price: '', percent: '' }, (inputs) => {
    const blank = firstBlank(inputs, {
      price: 'the original price',
      percent: 'the discount in percent',
    });
    if (blank) return blank;
    const r = discount(toNumber(inputs.price), toNumber(inputs.percent));
    return r.ok
      ? r.value
      : explain(r.error, (f) =>
          f === 'price'
            ? { label: 'The price' }
            : f === 'percent'
              ? { label: 'The discount' }
              : undefined,
        );
  });

  return (
    <ToolCard id="discount" summary={about.summary} {...props}>
      <ToolForm
        aria-label="Discount calculator"
        {...form}
        result={
          result ? (
            <div className={styles.result} data-testid="discount-result">
              <ResultStats
                items={[
                  { label: 'You save', value: formatMoney(result.savingsCents) },
                  { label: 'Final price', value: formatMoney(result.finalCents) },
                ]}
              />
              <Working steps={result.steps} />
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField label="Original price ($)" {...field('price')} />
          <NumberField label="Discount (%)" {...field('percent')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
