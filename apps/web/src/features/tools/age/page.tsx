import { useWords } from '../../../components/math/words';
import { useLanguage, useT } from '../../../i18n/use-t';
import { ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { example } from './examples';
import { ageFaqsIn, ageMessages } from './page.meta';
import { Widget } from './widget';

/** A date math-core writes `2024-05-15`: as it is in English, in words in another language. */
const dateIn = (language: string, iso: string) =>
  language === 'en'
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );

export function AgePage() {
  const t = useWords('tools');
  const p = useT(ageMessages);
  const language = useLanguage();
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.age')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.age')} />}
      faqs={ageFaqsIn(p, language)}
      {...pageLinks('age')}
    >
      <ToolPageSection id="how" title={p('how.title')}>
        <p>{p('how.p1')}</p>
        <ol>
          <li>{p('how.step1')}</li>
          <li>{p('how.step2')}</li>
          <li>{p('how.step3')}</li>
        </ol>
        <p>{p('how.p2')}</p>
      </ToolPageSection>

      <ToolPageSection id="example" title={p('example.title')}>
        <WorkedExample title={p('example.heading')} steps={example.steps}>
          {p('example.answer', {
            years: example.years,
            months: example.months,
            days: example.days,
            date: dateIn(language, example.nextBirthday),
            until: example.daysUntilNextBirthday,
          })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="units" title={p('units.title')}>
        <p>{p('units.p1')}</p>
        <ul>
          <li>{p('units.months')}</li>
          <li>{p('units.weeks')}</li>
          <li>{p('units.days')}</li>
          <li>{p('units.hours')}</li>
        </ul>
        <p>{p('units.p2')}</p>
      </ToolPageSection>

      <ToolPageSection id="uses" title={p('uses.title')} muted>
        <ul>
          <li>{p('uses.forms')}</li>
          <li>{p('uses.eligibility')}</li>
          <li>{p('uses.babies')}</li>
          <li>{p('uses.planning')}</li>
          <li>{p('uses.fun')}</li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="leap-years" title={p('leap.title')}>
        <p>{p('leap.p')}</p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = AgePage;
