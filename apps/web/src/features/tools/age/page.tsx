import { useWords } from '../../../components/math/words';
import { ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { example } from './examples';
import { ageFaqs } from './page.meta';
import { Widget } from './widget';

export function AgePage() {
  const t = useWords('tools');
  return (
    <ToolPage
      eyebrow="Calculator"
      title="Age Calculator"
      intro="Find your exact age in years, months, days, hours and minutes from your date of birth, on today or any date you choose, plus the days until your next birthday."
      widget={<Widget title={t('widgetTitle.age')} />}
      faqs={ageFaqs}
      {...pageLinks('age')}
    >
      <ToolPageSection id="how" title="How exact age is counted">
        <p>
          Age is counted the way people say it: first whole years, then whole months since the last
          birthday, then the remaining days. It is calendar arithmetic, not a division of days by
          365.25, so the answer matches what a calendar says.
        </p>
        <ol>
          <li>Count the birthdays that have passed by the target date: those are the years.</li>
          <li>
            From the last birthday, count the times the same day of the month has come round: the
            months.
          </li>
          <li>Count the days from that point to the target date.</li>
        </ol>
        <p>
          When a month is shorter than the birth day (born on the 31st, and the month has 30 days),
          the month is complete on its last day.
        </p>
      </ToolPageSection>

      <ToolPageSection id="example" title="Worked example">
        <WorkedExample title="Born 15 May 2000, age on 14 May 2024" steps={example.steps}>
          Age: {example.age}. Next birthday: {example.next}.
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="units" title="Age in months, weeks, days, hours and minutes">
        <p>
          Besides years, months and days, the result gives your age as single totals. Each one
          answers a different everyday question:
        </p>
        <ul>
          <li>
            Total months is how paediatricians and parents describe babies and toddlers: a child is
            &quot;18 months&quot; rather than &quot;1 year, 6 months&quot;.
          </li>
          <li>
            Total weeks counts whole weeks, the unit used for pregnancies and for the first months
            of life.
          </li>
          <li>
            Total days is the number of days from the date of birth to the target date: the days you
            have lived. It is the basis of &quot;day 10,000&quot; celebrations.
          </li>
          <li>
            Hours and minutes are the total days multiplied by 24 and by 1440. They ignore the time
            of day you were born, so treat them as a count of whole days expressed in smaller units.
          </li>
        </ul>
        <p>
          To check a result by hand, count the whole years first, then the months, then the days,
          exactly as the worked example below does. Counting days first and dividing by 365 gives
          the wrong answer as soon as a leap year is involved.
        </p>
      </ToolPageSection>

      <ToolPageSection id="uses" title="When an exact age matters" muted>
        <ul>
          <li>
            Forms and applications that ask for age in years and months, such as school entry.
          </li>
          <li>Eligibility dates: the day someone turns 13, 16, 18 or 21.</li>
          <li>Baby milestones, counted in weeks and months.</li>
          <li>Planning: how old someone will be on a wedding, graduation or retirement date.</li>
          <li>
            Fun facts: the day you turn 10,000 days old (move the target date until Total days reads
            10,000).
          </li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="leap-years" title="Leap years and 29 February">
        <p>
          A year has 366 days when it is divisible by 4, except century years, which must be
          divisible by 400 (2000 was a leap year, 1900 was not). Leap days are why counting age in
          days and dividing by 365 drifts by about a day every four years. People born on 29
          February celebrate on 28 February in common years in this calculator.
        </p>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = AgePage;
