import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { Formula, ToolPage, ToolPageSection, WorkedExample } from '../components/tool-page';
import { toolPageMeta } from '../lib/page-meta';
import { pageLinks } from '../page-links';
import { adding, clock, faq, negative, toSeconds, units } from './examples';
import { Widget } from './widget';

export const timeFaqs: FaqEntry[] = [
  {
    id: 'hours-minutes',
    question: 'How do I convert hours to minutes?',
    answer: `Multiply the hours by ${units.hourMinutes}: for 2.5 hours, ${faq.hoursToMinutes} minutes. To go from minutes to hours divide by ${units.hourMinutes}: 150 minutes are ${faq.minutesToHours} hours, or 2 hours 30 minutes.`,
  },
  {
    id: 'seconds-day',
    question: 'How many seconds are in a day?',
    answer: `${units.day}: ${faq.secondsInDay} (hours × minutes × seconds). An hour has ${units.hour} seconds, a week ${units.week}, and a week is ${units.weekHours} hours.`,
  },
  {
    id: 'negative',
    question: 'Why is my result negative?',
    answer: `When you subtract a longer period from a shorter one, the difference is below zero. 2 hours − 1 day 4 hours 5 seconds = ${negative.formatted} (${negative.totalSeconds} seconds). The calculator marks negative totals clearly instead of hiding the sign.`,
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
    answer: `The calculator works in total seconds and then breaks the total back down, so 45 minutes + 30 minutes is shown as ${faq.overflow.formatted}, not 75 minutes.`,
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
      widget={<Widget title="Add or subtract time" />}
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

export const meta = toolPageMeta(
  'time-calculator',
  {
    title: 'Time Calculator: Add & Subtract Days, Hours, Minutes, Seconds | MathTools',
    description:
      'Free time calculator to add or subtract days, hours, minutes and seconds, with a full breakdown and the total in seconds.',
    keywords: [
      'time calculator',
      'add time',
      'subtract time',
      'hours calculator',
      'time duration calculator',
      'hours to minutes',
    ],
  },
  {
    name: 'How to add or subtract time',
    description:
      'Enter two periods in days, hours, minutes and seconds, choose add or subtract and read the breakdown.',
    steps: timeHowTo,
  },
  timeFaqs,
);

export const Component = TimeCalculatorPage;
