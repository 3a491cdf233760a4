import { useWords } from '../../../components/math/words';
import { useLanguage, useT } from '../../../i18n/use-t';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { adding, clock, clockParts, negative, toSeconds, units } from './examples';
import { timeFaqsIn, timeMessages, timeWritingIn } from './page.meta';
import { Widget } from './widget';

export function TimeCalculatorPage() {
  const t = useWords('tools');
  const p = useT(timeMessages);
  const language = useLanguage();
  const { whole, period } = timeWritingIn(language);
  /** "7 hours 45 minutes": English as math-core's result says it, the others in their words. */
  const hoursMinutes = (english: string, parts: { hours: number; minutes: number }) =>
    language === 'en' ? english : p('hoursMinutes', parts);
  const landing = period({ formatted: clock.landing, sign: 1, breakdown: clockParts.landing });
  return (
    <ToolPage
      eyebrow={p('eyebrow')}
      title={t('name.time-calculator')}
      intro={p('intro')}
      widget={<Widget title={t('widgetTitle.time-calculator')} />}
      faqs={timeFaqsIn(p, language)}
      {...pageLinks('time-calculator')}
    >
      <ToolPageSection id="how" title={p('how.title')}>
        <p>{p('how.p1')}</p>
        <p>{p('how.p2')}</p>
        <Formula mathml={toSeconds.mathml} />
        <p>
          {p('how.p3', { day: whole(units.day), hour: whole(units.hour), minute: units.minute })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="examples" title={p('examples.title')}>
        <WorkedExample title={p('examples.adding')} steps={adding.steps}>
          {p('result', { result: period(adding) })}
        </WorkedExample>
        <WorkedExample title={p('examples.negative')} steps={negative.steps}>
          {p('result', { result: period(negative) })}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="clock" title={p('clock.title')} muted>
        <p>{p('clock.p1', { shift: hoursMinutes(clock.shift, clockParts.shift) })}</p>
        <p>
          {p('clock.p2', {
            landing,
            landingClock: clock.landingClock,
            exam: hoursMinutes(clock.exam, clockParts.exam),
          })}
        </p>
      </ToolPageSection>

      <ToolPageSection id="uses" title={p('uses.title')}>
        <ul>
          <li>{p('uses.timesheets')}</li>
          <li>{p('uses.travel', { trip: hoursMinutes(clock.trip, clockParts.trip) })}</li>
          <li>{p('uses.cooking')}</li>
          <li>{p('uses.video')}</li>
          <li>{p('uses.countdowns')}</li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="facts" title={p('facts.title')}>
        <p>
          {p('facts.p', {
            minute: units.minute,
            hour: whole(units.hour),
            day: whole(units.day),
            weekDays: units.weekDays,
            weekHours: units.weekHours,
            age: t('name.age'),
          })}
        </p>
        <table>
          <caption>{p('facts.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{p('facts.table.unit')}</th>
              <th scope="col">{p('facts.table.seconds')}</th>
              <th scope="col">{p('facts.table.also')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{p('facts.table.minute')}</td>
              <td>{units.minute}</td>
              <td>—</td>
            </tr>
            <tr>
              <td>{p('facts.table.hour')}</td>
              <td>{whole(units.hour)}</td>
              <td>{p('facts.table.hourAlso', { minutes: units.hourMinutes })}</td>
            </tr>
            <tr>
              <td>{p('facts.table.day')}</td>
              <td>{whole(units.day)}</td>
              <td>
                {p('facts.table.dayAlso', {
                  hours: units.dayHours,
                  minutes: whole(units.dayMinutes),
                })}
              </td>
            </tr>
            <tr>
              <td>{p('facts.table.week')}</td>
              <td>{whole(units.week)}</td>
              <td>{p('facts.table.weekAlso', { days: units.weekDays, hours: units.weekHours })}</td>
            </tr>
          </tbody>
        </table>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = TimeCalculatorPage;
