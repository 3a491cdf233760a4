import type { FaqEntry } from '../../../lib/faq-json-ld';
import type { HowToStep } from '../../../lib/json-ld';
import { toolPageMeta } from '../lib/page-meta';
import { faq, negative, units } from './examples';

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
