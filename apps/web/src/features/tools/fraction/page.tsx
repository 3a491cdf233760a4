import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { facts, rules, worked } from './examples';
import { fractionFaqsIn, fractionMessages } from './page.meta';
import { Widget } from './widget';

export function FractionPage() {
  const t = useWords('tools');
  const p = useT(fractionMessages);
  const math = (mathml: string) => <MathView mathml={mathml} />;
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.fraction')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.fraction')} />}
      faqs={fractionFaqsIn(p)}
      {...pageLinks('fraction')}
    >
      <ToolPageSection id="adding" title={p('adding.title')}>
        <p>{p.rich('adding.p1', { equivalent: math(facts.equivalent.mathml) })}</p>
        <Formula mathml={rules.add.mathml} />
        <p>{p('adding.p2')}</p>
        <WorkedExample title={p('example', { problem: '3/4 + 5/6' })} steps={worked.add.steps}>
          {p('answerMixed', { fraction: worked.add.fraction, mixed: worked.add.mixed })}
        </WorkedExample>
        <WorkedExample title={p('example', { problem: '5/6 − 3/4' })} steps={worked.subtract.steps}>
          {p('answer', { fraction: worked.subtract.fraction })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="multiplying" title={p('multiplying.title')} muted>
        <p>{p('multiplying.p1')}</p>
        <Formula mathml={rules.multiply.mathml} />
        <p>{p('multiplying.p2')}</p>
        <Formula mathml={rules.divide.mathml} />
        <WorkedExample
          title={p('example', { problem: '2 1/2 × 4/5' })}
          steps={worked.multiply.steps}
        >
          {p('answer', { fraction: worked.multiply.fraction })}
        </WorkedExample>
        <WorkedExample title={p('example', { problem: '3/4 ÷ 5/8' })} steps={worked.divide.steps}>
          {p('answerMixed', { fraction: worked.divide.fraction, mixed: worked.divide.mixed })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="mixed-numbers" title={p('mixed.title')}>
        <p>
          {p.rich('mixed.p1', {
            toImproper: math(facts.mixedToImproper.mathml),
            toMixed: math(facts.improperToMixed.mathml),
          })}
        </p>
        <WorkedExample
          title={p('example', { problem: '1 1/3 + 2 3/4' })}
          steps={worked.mixed.steps}
        >
          {p('answer', { fraction: worked.mixed.mixed })}
        </WorkedExample>
        <p>{p.rich('mixed.p2', { lowest: math(facts.lowestTerms.mathml) })}</p>
      </ToolPageSection>

      <ToolPageSection id="decimals" title={p('decimals.title')} muted>
        <p>
          {p.rich('decimals.p1', {
            terminating: math(facts.terminating.mathml),
            repeating: math(facts.repeating.mathml),
          })}
        </p>
        <p>{p.rich('decimals.p2', { negative: math(facts.negative.mathml) })}</p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = FractionPage;
