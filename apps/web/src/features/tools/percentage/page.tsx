import { formatMoney } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import type { Language } from '../../../i18n/languages';
import { useLanguage, useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { localDecimal, localMoney, localNumber } from '../lib/local-numbers';
import { pageLinks } from '../page-links';
import { main, prose, worked, workedFigures } from './examples';
import { percentageFaqsIn, percentageMessages, sentenceIn } from './page.meta';
import { PercentageCard } from './percentage-card';

/** An amount in cents as the page's language writes money (English as math-core writes it). */
const money = (language: Language, cents: number) => localMoney(language, cents, formatMoney);

/** A whole amount in a title: `$64` in English, `64 €` or `R$ 64` in the page's currency. */
const wholeMoney = (language: Language, units: number) =>
  language === 'en' ? `$${units}` : money(language, units * 100).replace(/[.,]00(?=\D|$)/, '');

export function PercentagePage() {
  const t = useWords('tools');
  const p = useT(percentageMessages);
  const language = useLanguage();
  const math = (mathml: string) => <MathView mathml={mathml} />;
  const n = (decimal: string) => localDecimal(language, decimal);
  const whole = (value: number) =>
    language === 'en' ? String(value) : localNumber(language, value);
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.percentage')}
      intro={p('intro')}
      widget={<PercentageCard />}
      faqs={percentageFaqsIn(p, language)}
      {...pageLinks('percentage')}
    >
      <ToolPageSection id="formula" title={p('formula.title')}>
        <p>{p('formula.p1')}</p>
        <Formula>{p('formula.rule')}</Formula>
        <p>{p('formula.example')}</p>
        <p>
          <strong>{sentenceIn(p, language, 25, 80, main.result)}</strong>
        </p>
        <WorkedExample title={p('formula.working')} steps={main.steps} />
      </ToolPageSection>

      <ToolPageSection id="examples" title={p('examples.title')} muted>
        <WorkedExample
          title={p('examples.tip', { bill: wholeMoney(language, 64) })}
          steps={worked.tip.steps}
        >
          {p('examples.tip.answer', {
            tip: money(language, workedFigures.tip.tip),
            total: money(language, workedFigures.tip.total),
          })}
        </WorkedExample>
        <WorkedExample
          title={p('examples.discount', { price: wholeMoney(language, 45) })}
          steps={worked.discount.steps}
        >
          {p('examples.discount.answer', {
            save: money(language, workedFigures.discount.save),
            pay: money(language, workedFigures.discount.pay),
          })}
        </WorkedExample>
        <WorkedExample
          title={p('examples.tax', { price: wholeMoney(language, 120) })}
          steps={worked.tax.steps}
        >
          {p('examples.tax.answer', {
            tax: money(language, workedFigures.tax.tax),
            total: money(language, workedFigures.tax.total),
          })}
        </WorkedExample>
        <WorkedExample title={p('examples.score')} steps={worked.score.steps}>
          {p('examples.score.answer', { score: n(workedFigures.score) })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="three-questions" title={p('three.title')}>
        <p>{p('three.p')}</p>
        <h3>{p('three.part.title')}</h3>
        <p>{p.rich('three.part.p', { ofEighty: math(prose.ofEighty.mathml) })}</p>
        <h3>{p('three.percentage.title')}</h3>
        <p>
          {p.rich('three.percentage.p', {
            ratio: math(prose.ratio.mathml),
            quarter: whole(prose.quarter),
          })}
        </p>
        <h3>{p('three.whole.title')}</h3>
        <p>
          {p.rich('three.whole.p', {
            whole: math(prose.whole.mathml),
            original: math(prose.original.mathml),
          })}
        </p>
        <p>{p('three.tools')}</p>
      </ToolPageSection>

      <ToolPageSection id="mental-math" title={p('mental.title')} muted>
        <ul>
          <li>{p('mental.ten', { result: n(prose.tenOf350) })}</li>
          <li>{p('mental.five', { result: n(prose.fiveOf350) })}</li>
          <li>{p('mental.one', { result: n(prose.oneOf350) })}</li>
          <li>{p('mental.halves')}</li>
          <li>
            {p.rich('mental.build', {
              fifteen: math(prose.fifteen.mathml),
              thirtyFive: math(prose.thirtyFive.mathml),
            })}
          </li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="mistakes" title={p('mistakes.title')}>
        <h3>{p('mistakes.points.title')}</h3>
        <p>{p('mistakes.points.p', { rise: whole(prose.pointRise) })}</p>
        <h3>{p('mistakes.cancel.title')}</h3>
        <p>{p.rich('mistakes.cancel.p', { upThenDown: math(prose.upThenDown.mathml) })}</p>
        <h3>{p('mistakes.whole.title')}</h3>
        <p>
          {p('mistakes.whole.p', {
            quarter: whole(prose.quarter),
            fourTimes: whole(prose.fourTimes),
          })}
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = PercentagePage;
