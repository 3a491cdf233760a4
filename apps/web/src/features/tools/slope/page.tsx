import type { ReactNode } from 'react';
import { MathView } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { useLanguage, useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { facts, worked } from './examples';
import { pointIn, slopeFaqsIn, slopeMessages } from './page.meta';
import { Widget } from './widget';

export function SlopePage() {
  const t = useWords('tools');
  const p = useT(slopeMessages);
  const language = useLanguage();
  const { basic, reduce, negative, decimals, horizontal, vertical } = worked;
  const math = (mathml: string) => <MathView mathml={mathml} />;
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.slope')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.slope')} />}
      faqs={slopeFaqsIn(p)}
      {...pageLinks('slope')}
    >
      <ToolPageSection id="rise-over-run" title={p('rise.title')}>
        <p>{p('rise.p1')}</p>
        <Formula mathml={facts.slope.mathml} />
        <p>{p.rich('rise.p2', { backwards: math(facts.slopeBackwards.mathml) })}</p>
        <WorkedExample title={p('example.basic')} steps={basic.steps}>
          {p('answer.slopeLine', { slope: basic.slope, equation: basic.equation })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="lowest-terms" title={p('lowest.title')} muted>
        <p>{p('lowest.p1')}</p>
        <WorkedExample title={p('example.reduce')} steps={reduce.steps}>
          {p('answer.slopeLine', { slope: reduce.slope, equation: reduce.equation })}
        </WorkedExample>
        <p>{p('lowest.p2')}</p>
        <WorkedExample title={p('example.decimals')} steps={decimals.steps}>
          {p('answer.line', { equation: decimals.equation })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="forms" title={p('forms.title')}>
        <p>{p.rich('forms.slopeIntercept', { strong })}</p>
        <Formula mathml={facts.slopeIntercept.mathml} />
        <p>{p.rich('forms.findB', { findB: math(facts.findB.mathml) })}</p>
        <p>{p.rich('forms.pointSlope', { strong, pointSlope: math(facts.pointSlope.mathml) })}</p>
        <p>
          {p.rich('forms.standard', {
            strong,
            standard: math(facts.standard.mathml),
            check: math(facts.standardCheck.mathml),
          })}
        </p>
        <WorkedExample title={p('example.negative')} steps={negative.steps}>
          {p('answer.allForms', {
            slope: negative.slope,
            equation: negative.equation,
            pointSlope: negative.pointSlope,
            standard: negative.standard.text,
          })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="horizontal-vertical" title={p('flat.title')} muted>
        <p>{p('flat.horizontal', { equation: horizontal.equation })}</p>
        <p>{p('flat.vertical')}</p>
        <WorkedExample title={p('example.vertical')} steps={vertical.steps}>
          {p('answer.vertical', { slope: p('undefinedSlope'), equation: vertical.equation })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="distance-midpoint" title={p('distance.title')}>
        <p>{p.rich('distance.p1', { pythagoras: math(facts.pythagoras.mathml) })}</p>
        <Formula mathml={facts.distance.mathml} />
        <p>{p('distance.p2', { distance: reduce.distance.text })}</p>
        <p>
          {p.rich('distance.midpoint', {
            x: math(facts.midpointX.mathml),
            y: math(facts.midpointY.mathml),
            midpoint: pointIn(language, basic.midpoint.text),
          })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="parallel-perpendicular" title={p('parallel.title')} muted>
        <p>{p.rich('parallel.p1', { perpendicular: math(facts.perpendicular.mathml) })}</p>
        <p>{p('parallel.p2')}</p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = SlopePage;
