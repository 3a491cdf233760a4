import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { useLanguage, useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { facts, formula, worked } from './examples';
import { answerIn, quadraticFaqsIn, quadraticMessages } from './page.meta';
import { Widget } from './widget';

export function QuadraticPage() {
  const t = useWords('tools');
  const p = useT(quadraticMessages);
  const language = useLanguage();
  const math = (mathml: string) => <MathView mathml={mathml} />;
  const answer = (result: Parameters<typeof answerIn>[2]) =>
    p('answer', { answer: answerIn(p, language, result) });
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.quadratic')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.quadratic')} />}
      faqs={quadraticFaqsIn(p, language)}
      {...pageLinks('quadratic')}
    >
      <ToolPageSection id="standard-form" title={p('standardForm.title')}>
        <p>{p('standardForm.p1')}</p>
        <Formula mathml={facts.standardForm.mathml} />
        <p>{p('standardForm.p2')}</p>
      </ToolPageSection>

      <ToolPageSection id="discriminant" title={p('discriminant.title')} muted>
        <p>{p.rich('discriminant.p', { discriminant: math(facts.discriminant.mathml) })}</p>
        <ul>
          <li>{p('discriminant.positive')}</li>
          <li>{p('discriminant.zero')}</li>
          <li>{p('discriminant.negative')}</li>
        </ul>
        <WorkedExample title={p('example.double')} steps={worked.double.steps}>
          {answer(worked.double)}
        </WorkedExample>
        <WorkedExample title={p('example.none')} steps={worked.none.steps}>
          {answer(worked.none)}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="factoring" title={p('factoring.title')}>
        <p>{p.rich('factoring.p1', { factored: math(facts.factored.mathml) })}</p>
        <WorkedExample title={p('example.factoring')} steps={worked.factoring.steps}>
          {answer(worked.factoring)}
        </WorkedExample>
        <p>
          {p.rich('factoring.p2', {
            check: math(facts.checkRoot.mathml),
            sum: math(facts.sum.mathml),
            product: math(facts.product.mathml),
          })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="formula" title={p('formula.title')} muted>
        <p>{p('formula.p1')}</p>
        <Formula mathml={formula.mathml} />
        <p>{p('formula.p2')}</p>
        <WorkedExample title={p('example.formula')} steps={worked.formula.steps}>
          {answer(worked.formula)}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="square-root" title={p('squareRoot.title')}>
        <p>{p('squareRoot.p')}</p>
        <WorkedExample title={p('example.squareRoot')} steps={worked.squareRoot.steps}>
          {answer(worked.squareRoot)}
        </WorkedExample>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = QuadraticPage;
