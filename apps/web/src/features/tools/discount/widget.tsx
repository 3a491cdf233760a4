import { discount, formatMoney } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import * as styles from '../components/tool.css';
import { type ToolAbout, ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm, Working } from '../components/tool-form';
import { inLanguage } from '../lib/in-language';
import { currencySymbol, localMoney } from '../lib/local-numbers';
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
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const money = (cents: number) => localMoney(language, cents, formatMoney);
  const { field, result, form } = useToolState('discount', { price: '', percent: '' }, (inputs) => {
    const blank = firstBlank(
      inputs,
      { price: 'the original price', percent: 'the discount in percent' },
      (f) => w(`discount.enter.${f}`),
    );
    if (blank) return blank;
    const r = discount(toNumber(inputs.price), toNumber(inputs.percent));
    return r.ok
      ? inLanguage(r.value, language)
      : explain(r.error, (f) =>
          f === 'price' || f === 'percent' ? { label: w(`discount.the.${f}`) } : undefined,
        );
  });

  return (
    <ToolCard id="discount" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('discount.form')}
        {...form}
        result={
          result ? (
            <div className={styles.result} data-testid="discount-result">
              <ResultStats
                items={[
                  { label: w('discount.save'), value: money(result.savingsCents) },
                  { label: w('discount.final'), value: money(result.finalCents) },
                ]}
              />
              <Working steps={result.steps} />
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField
            label={w('discount.price', { currency: currencySymbol(language) })}
            {...field('price')}
          />
          <NumberField label={w('discount.percent')} {...field('percent')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
