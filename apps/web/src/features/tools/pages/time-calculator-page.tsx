import type { FaqEntry, HowToStep } from '../../../lib/seo';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { pageLinks } from '../registry';
import { TimeCalculatorTool } from '../tools/time-calculator';
import { toolPageMeta } from './page-meta';

export const timeFaqs: FaqEntry[] = [
  {
    id: 'hours-minutes',
    question: 'How do I convert hours to minutes?',
    answer:
      'Multiply the hours by 60. 2.5 hours = 2.5 × 60 = 150 minutes. To go from minutes to hours divide by 60: 150 ÷ 60 = 2.5 hours, or 2 hours 30 minutes.',
  },
  {
    id: 'seconds-day',
    question: 'How many seconds are in a day?',
    answer:
      '86400: 24 hours × 60 minutes × 60 seconds. An hour has 3600 seconds, a week 604800, and a week is 168 hours.',
  },
  {
    id: 'negative',
    question: 'Why is my result negative?',
    answer:
      'When you subtract a longer period from a shorter one, the difference is below zero. 2 hours − 1 day 4 hours 5 seconds = −1 day, 2 hours, 0 minutes, 5 seconds (−93605 seconds). The calculator marks negative totals clearly instead of hiding the sign.',
  },
  {
    id: 'blank',
    question: 'Do I have to fill in every field?',
    answer:
      'No. Blank fields count as 0, so to add 90 minutes to 1 hour you only fill in those two fields. Values are read as whole numbers.',
  },
  {
    id: 'overflow',
    question: 'What happens when minutes add up to more than 60?',
    answer:
      'The calculator works in total seconds and then breaks the total back down, so 45 minutes + 30 minutes is shown as 1 hour, 15 minutes, not 75 minutes.',
  },
];

export const timeHowTo: HowToStep[] = [
  {
    name: 'Enter the first period',
    text: 'Fill in days, hours, minutes and seconds; leave unused fields blank.',
  },
  {
    name: 'Enter the second period',
    text: 'Fill in the period to add or subtract in the same way.',
  },
  {
    name: 'Choose add or subtract',
    text: 'Pick Add to combine the periods or Subtract to take the second from the first.',
  },
  {
    name: 'Press Calculate',
    text: 'Read the result broken into days, hours, minutes and seconds, and the total in seconds.',
  },
];

export function TimeCalculatorPage() {
  return (
    <ToolPage
      eyebrow="Calculator"
      title="Time Calculator"
      intro="Add or subtract periods of days, hours, minutes and seconds, and see the result broken down along with the total in seconds."
      widget={<TimeCalculatorTool title="Add or subtract time" />}
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
        <Formula>total seconds = days × 86400 + hours × 3600 + minutes × 60 + seconds</Formula>
        <p>
          To break a total down again, divide by 86400 for the days, take the remainder and divide
          by 3600 for the hours, then by 60 for the minutes; what is left is seconds.
        </p>
      </ToolPageSection>

      <ToolPageSection id="examples" title="Worked examples">
        <WorkedExample
          title="Adding: 1 day 20 hours 45 minutes + 5 hours 30 minutes"
          lines={[
            'First: 86400 + 72000 + 2700 = 161100 s',
            'Second: 18000 + 1800 = 19800 s',
            '161100 + 19800 = 180900 s',
            '180900 s = 2 days, 2 hours, 15 minutes, 0 seconds',
          ]}
        />
        <WorkedExample
          title="Subtracting to a negative total: 2 hours − (1 day 4 hours 5 seconds)"
          lines={[
            'First: 7200 s',
            'Second: 86400 + 14400 + 5 = 100805 s',
            '7200 − 100805 = −93605 s',
            '−93605 s = −1 day, 2 hours, 0 minutes, 5 seconds',
          ]}
        />
      </ToolPageSection>

      <ToolPageSection id="clock" title="Durations versus clock times" muted>
        <p>
          This calculator works with durations (lengths of time), not times of day. That difference
          matters when a period crosses midnight. To find how long a night shift from 22:30 to 06:15
          lasts, split it at midnight: 1 hour 30 minutes before, 6 hours 15 minutes after, so the
          shift is 7 hours 45 minutes. Entering those two periods and pressing Add gives exactly
          that.
        </p>
        <p>
          To find a finishing time, add the duration to the start time and then subtract 24 hours
          whenever the hours pass 24: a 9 hour 50 minute flight leaving at 18:20 lands at 28:10,
          which is 04:10 the next day. Subtract mode answers the opposite question, such as how much
          of a 3 hour exam is left after 1 hour 47 minutes (1 hour 13 minutes).
        </p>
      </ToolPageSection>

      <ToolPageSection id="uses" title="Where adding time comes up">
        <ul>
          <li>Timesheets: add up shifts of 7 h 45 min to find a week’s hours.</li>
          <li>
            Travel: a 9 h 50 min flight plus a 2 h 35 min layover is 12 h 25 min door to gate.
          </li>
          <li>Cooking and training plans: total the intervals of a recipe or a workout.</li>
          <li>Video and audio: add clip lengths given in minutes and seconds.</li>
          <li>Countdowns: subtract the time already spent from a deadline.</li>
        </ul>
      </ToolPageSection>

      <ToolPageSection id="facts" title="Useful time facts">
        <p>
          Every conversion the calculator makes rests on four numbers: 60 seconds in a minute, 3600
          in an hour, 86400 in a day, and 7 days in a week, so 1 week = 168 hours. Months and years
          are left out on purpose: they vary in length (28 to 31 days, 365 or 366 days), so a period
          such as &quot;one month&quot; has no fixed number of seconds. For spans between calendar
          dates, use the Age Calculator, which counts real calendar months.
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
              <td>60</td>
              <td>—</td>
            </tr>
            <tr>
              <td>1 hour</td>
              <td>3600</td>
              <td>60 minutes</td>
            </tr>
            <tr>
              <td>1 day</td>
              <td>86400</td>
              <td>24 hours = 1440 minutes</td>
            </tr>
            <tr>
              <td>1 week</td>
              <td>604800</td>
              <td>7 days = 168 hours</td>
            </tr>
          </tbody>
        </table>
      </ToolPageSection>
    </ToolPage>
  );
}

export const meta = toolPageMeta(
  'time-calculator',
  {
    name: 'How to add or subtract time',
    description:
      'Enter two periods in days, hours, minutes and seconds, choose add or subtract and read the breakdown.',
    steps: timeHowTo,
  },
  timeFaqs,
);

export const Component = TimeCalculatorPage;
