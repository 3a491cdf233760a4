import { type DiscountResult, discount, formatMoney } from '@mathtools/math-core';
import { useState } from 'react';
import * as styles from '../components/tool.css';
import { ToolCard, type ToolCardProps } from '../components/tool-card';
import { Fields, NumberField, ResultStats, ToolForm } from '../components/tool-form';
import { echo, toNumber } from '../parse';
import { type QueryValues, useShareableInputs } from '../url-state';

type Inputs = { price: string; percent: string };
type Priced = Inputs & { result: DiscountResult };
const initial: Inputs = { price: '', percent: '' };

/** Sale price and savings from a price and a percentage off, in exact cents. */
export function DiscountTool(props: ToolCardProps) {
  const [inputs, setInputs] = useState<Inputs>(initial);
  const [priced, setPriced] = useState<Priced | null>(null);
  const set = (k: keyof Inputs) => (v: string) => setInputs((prev) => ({ ...prev, [k]: v }));

  const calculate = (next: Inputs) => {
    const r = discount(toNumber(next.price), toNumber(next.percent));
    if (!r.ok) return false;
    setPriced({ ...next, result: r.value });
    return true;
  };
  const share = useShareableInputs('discount', ['price', 'percent'], (q: QueryValues) => {
    const next = { ...initial, ...q };
    setInputs(next);
    calculate(next);
  });

  return (
    <ToolCard id="discount" {...props}>
      <ToolForm
        aria-label="Discount calculator"
        onCalculate={() => calculate(inputs) && share(inputs)}
        result={
          priced ? (
            <div className={styles.result} data-testid="discount-result">
              <ResultStats
                items={[
                  { label: 'You save', value: formatMoney(priced.result.savingsCents) },
                  { label: 'Final price', value: formatMoney(priced.result.finalCents) },
                ]}
              />
              <p className={styles.formula}>
                Savings = {formatMoney(priced.result.priceCents)} × {echo(priced.percent)} ÷ 100;
                final price = price − savings
              </p>
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField label="Original price ($)" value={inputs.price} onChange={set('price')} />
          <NumberField label="Discount (%)" value={inputs.percent} onChange={set('percent')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
