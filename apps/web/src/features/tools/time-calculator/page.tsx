import { useWords } from '../../../components/math/words';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../page-links';
import { adding, clock, negative, toSeconds, units } from './examples';
import { timeFaqs } from './page.meta';
import { Widget } from './widget';

export function TimeCalculatorPage() {
  const t = useWords('tools');
  return (
    <ToolPage
      eyebrow="Calculator"
      title="Time Calculator"
      intro="Add or subtract periods of days, hours, minutes and seconds, and see the result broken down along with the total in seconds."
      widget={<Widget title={t('widgetTitle.time-calculator')} />}
      faqs={timeFaqs}
      {...pageLinks('time-calculator')}
    >
      <ToolPageSection id="how" title="How the time calculator works">
        <p>
          Mixed units are awkward to add by hand because each one carries over at a different point:
          60 seconds make a minute, 60 minutes an hour and 24 hours a day. The calculator avoids
          carrying altogether. It turns each period into seconds, adds or subtracts the two totals,
          and then breaks the result back into days, hours, minutes and seconds.
        </p>
        <p>For 1 day 20 hours 45 minutes (days, hours, minutes and seconds, in that order):</p>
        <Formula mathml={toSeconds.mathml} />
        <p>
          To break a total down again, divide by {units.day} for the days, take the remainder and
          divide by {units.hour} for the hours, then by {units.minute} for the minutes; what is left
          is seconds.
        </p>
      </ToolPageSection>

      <ToolPageSection id="examples" title="Worked examples">
        <WorkedExample
          title="Adding: 1 day 20 hours 45 minutes + 5 hours 30 minutes"
          steps={adding.steps}
        >
          Result: {adding.formatted}
        </WorkedExample>
        <WorkedExample
          title="Subtracting to a negative total: 2 hours − (1 day 4 hours 5 seconds)"
          steps={negative.steps}
        >
          Result: {negative.formatted}
        </WorkedExample>
      </ToolPageSection>

      <ToolPageSection id="clock" title="Durations versus clock times" muted>
        <p>
          This calculator works with durations (lengths of time), not times of day. That difference
          matters when a period crosses midnight. To find how long a night shift from 22:30 to 06:15
          lasts, split it at midnight: 1 hour 30 minutes before, 6 hours 15 minutes after, so the
          shift is {clock.shift}. Entering those two periods and pressing Add gives exactly that.
        </p>
        <p>
          To find a finishing time, add the duration to the start time and read the days as
          midnights passed: a 9 hour 50 minute flight leaving at 18:20 lands {clock.landing} after
          the midnight before take-off, that is {clock.landingClock} the next day. Subtract mode
          answers the opposite question, such as how much of a 3 hour exam is left after 1 hour 47
          minutes ({clock.exam}).
        </p>
      </ToolPageSection>

      <ToolPageSection id="uses" title="Where adding time comes up">
        <ul>
          <li>Timesheets: add up shifts of 7 h 45 min to find a week’s hours.</li>
          <li>
            Travel: a 9 h 50 min flight plus a 2 h 35 min layover is {clock.trip} door to gate.
          </li>
          <li>Cooking and training plans: total the intervals of a recipe or a workout.</li>
          <li>Video and audio: add clip lengths given in minutes and seconds.</li>
          <li>Countdowns: subtract the time already spent from a deadline.</li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="facts" title="Useful time facts">
        <p>
          Every conversion the calculator makes rests on four numbers: {units.minute} seconds in a
          minute, {units.hour} in an hour, {units.day} in a day, and {units.weekDays} days in a
          week, so 1 week = {units.weekHours} hours. Months and years are left out on purpose: they
          vary in length (28 to 31 days, 365 or 366 days), so a period such as &quot;one month&quot;
          has no fixed number of seconds. For spans between calendar dates, use the Age Calculator,
          which counts real calendar months.
        </p>
        <table>
          <caption>Seconds in each unit</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Seconds</th>
              <th scope="col">Also</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>1 minute</td>
              <td>{units.minute}</td>
              <td>—</td>
            </tr>
            <tr>
              <td>1 hour</td>
              <td>{units.hour}</td>
              <td>{units.hourMinutes} minutes</td>
            </tr>
            <tr>
              <td>1 day</td>
              <td>{units.day}</td>
              <td>
                {units.dayHours} hours = {units.dayMinutes} minutes
              </td>
            </tr>
            <tr>
              <td>1 week</td>
              <td>{units.week}</td>
              <td>
                {units.weekDays} days = {units.weekHours} hours
              </td>
            </tr>
          </tbody>
        </table>
      </ToolPageSection>
    </ToolPage>
  );
}

export const Component = TimeCalculatorPage;
