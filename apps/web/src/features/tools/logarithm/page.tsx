import type { ReactNode } from 'react';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { useLanguage, useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { localDecimal } from '../lib/local-numbers';
import { pageLinks } from '../page-links';
import { changeOfBase, checks, exact, facts, formula, rules } from './examples';
import { logarithmFaqsIn, logarithmMessages } from './page.meta';
import { Widget } from './widget';

export function LogarithmPage() {
  const t = useWords('tools');
  const p = useT(logarithmMessages);
  const language = useLanguage();
  const math = (mathml: string) => <MathView mathml={mathml} />;
  const tags = { sup: (c: ReactNode[]) => <sup>{c}</sup>, sub: (c: ReactNode[]) => <sub>{c}</sub> };
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.logarithm')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.logarithm')} />}
      faqs={logarithmFaqsIn(p)}
      {...pageLinks('logarithm')}
    >
      <ToolPageSection id="what" title={p('what.title')}>
        <p>
          {p.rich('what.p1', {
            ...tags,
            twoEightPower: math(facts.twoEight.power.mathml),
            twoEight: math(facts.twoEight.answer.mathml),
            tenHundredPower: math(facts.tenHundred.power.mathml),
            tenHundred: math(facts.tenHundred.answer.mathml),
          })}
        </p>
        <p>{p('what.p2')}</p>
        <p>{p('what.p3')}</p>
      </ToolPageSection>

      <ToolPageSection id="change-of-base" title={p('change.title')} muted>
        <p>{p('change.p1')}</p>
        <Formula mathml={formula.mathml} />
        <p>{p('change.p2')}</p>
        <WorkedExample title={p('example', { problem: 'log₂(8)' })} steps={changeOfBase.steps}>
          {p('answer', { answer: localDecimal(language, changeOfBase.formatted) })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="bases" title={p('bases.title')}>
        <h3>{p('bases.common.title')}</h3>
        <p>
          {p.rich('bases.common.p', {
            ...tags,
            tenThousand: math(facts.tenThousand.answer.mathml),
            tenThousandth: math(facts.tenThousandth.answer.mathml),
          })}
        </p>
        <h3>{p('bases.natural.title')}</h3>
        <p>{p.rich('bases.natural.p', { doubling: math(checks.doubling.mathml) })}</p>
        <h3>{p('bases.binary.title')}</h3>
        <p>
          {p.rich('bases.binary.p', {
            ...tags,
            twoK: math(facts.twoK.answer.mathml),
            twoKPower: math(facts.twoK.power.mathml),
          })}
        </p>
        <h3>{p('bases.custom.title')}</h3>
        <p>
          {p.rich('bases.custom.p', {
            half: math(facts.half.answer.mathml),
            halfPower: math(facts.half.power.mathml),
          })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="exact" title={p('exact.title')} muted>
        <p>{p('exact.p1')}</p>
        <WorkedExample title={p('example', { problem: 'log₄(8)' })} steps={exact.fourEight} />
        <WorkedExample
          title={p('example', { problem: 'log₉(27)' })}
          steps={exact.nineTwentySeven}
        />
        <p>{p.rich('exact.p2', { check: math(checks.fourToThreeHalves.mathml) })}</p>
      </ToolPageSection>

      <ToolPageSection id="rules" title={p('rules.title')}>
        <ul>
          <li>{p.rich('rules.product', { rule: math(rules.product.mathml) })}</li>
          <li>{p.rich('rules.quotient', { rule: math(rules.quotient.mathml) })}</li>
          <li>{p.rich('rules.power', { rule: math(rules.power.mathml) })}</li>
          <li>
            {p.rich('rules.identity', {
              rule: math(rules.identity.mathml),
              zero: math(rules.zero.mathml),
            })}
          </li>
          <li>{p.rich('rules.inverse', { rule: math(rules.inverse.mathml) })}</li>
        </ul>
        <p>{p.rich('rules.p', { example: math(checks.productRule.mathml) })}</p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = LogarithmPage;
