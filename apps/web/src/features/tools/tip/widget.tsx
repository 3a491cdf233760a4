import { formatMoney, tip } from '@mathtools/math-core';
import { usePageLanguage, useWords } from '../../../components/math/words';
import type { Translate } from '../../../i18n/use-t';
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
    tip: true;
  }
}

/** The line under the heading, and what `/tools?q=` matches besides the name and this line. */
export const about: ToolAbout = {
  summary: 'Tip, total and each person’s share of a bill.',
  keywords: [
    'tip',
    'gratuity',
    'bill',
    'restaurant',
    'split',
    'money',
    'split the bill',
    'service charge',
  ],
};

/**
 * When a total does not split evenly the shares differ by a cent (math-core gives the odd cents
 * to the first people): "1 person pays $38.34 and 2 people pay $38.33". Null when all are equal.
 */
function unevenSplit(
  cents: readonly number[],
  w: Translate,
  money: (cents: number) => string,
): string | null {
  const groups = new Map<number, number>();
  for (const c of cents) groups.set(c, (groups.get(c) ?? 0) + 1);
  if (groups.size === 1) return null;
  return [...groups]
    .map(([c, n]) => w('tip.pays', { count: n, amount: money(c) }))
    .join(w('tip.and'));
}

/** Tip, total and per-person share, in exact cents (odd cents go to the first people). */
export function Widget(props: ToolCardProps) {
  const w = useWords('tools-calculators');
  const language = usePageLanguage();
  const money = (cents: number) => localMoney(language, cents, formatMoney);
  const { field, result, form } = useToolState(
    'tip',
    { bill: '', percent: '15', people: '1' }, // defaults: 15 %, one person
    (inputs) => {
      const blank = firstBlank(
        inputs,
        {
          bill: 'the bill amount',
          percent: 'the tip in percent',
          people: 'the number of people',
        },
        (f) => w(`tip.enter.${f}`),
      );
      if (blank) return blank;
      const r = tip(toNumber(inputs.bill), toNumber(inputs.percent), toNumber(inputs.people));
      return r.ok
        ? inLanguage(r.value, language)
        : explain(r.error, (f) =>
            f === 'bill' || f === 'percent' || f === 'people'
              ? { label: w(`tip.the.${f}`) }
              : undefined,
          );
    },
  );

  return (
    <ToolCard id="tip" summary={about.summary} {...props}>
      <ToolForm
        aria-label={w('tip.form')}
        {...form}
        result={
          result ? (
            <div className={styles.result} data-testid="tip-result">
              <ResultStats
                items={[
                  { label: w('tip.tip'), value: money(result.tipCents) },
                  { label: w('tip.total'), value: money(result.totalCents) },
                  { label: w('tip.perPerson'), value: money(result.perPersonCents[0] ?? 0) },
                ]}
              />
              {unevenSplit(result.perPersonCents, w, money) ? (
                <p>{w('tip.split', { split: unevenSplit(result.perPersonCents, w, money) })}</p>
              ) : null}
              <Working steps={result.steps} />
            </div>
          ) : null
        }
      >
        <Fields>
          <NumberField
            label={w('tip.bill', { currency: currencySymbol(language) })}
            {...field('bill')}
          />
          <NumberField label={w('tip.percent')} {...field('percent')} />
          <NumberField label={w('tip.people')} integer {...field('people')} />
        </Fields>
      </ToolForm>
    </ToolCard>
  );
}
