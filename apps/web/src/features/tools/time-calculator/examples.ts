import { convertUnit, type TimePeriod, timeCalc, type UnitName } from '@mathtools/math-core';
import { conclusion, solved, statement } from '../lib/page-math';

/** The time calculator page's examples, worked by math-core when the page is built. */
const add = (a: TimePeriod, b: TimePeriod) => solved('a sum of periods', timeCalc(a, 'add', b));
const subtract = (a: TimePeriod, b: TimePeriod) =>
  solved('a difference of periods', timeCalc(a, 'subtract', b));
const time = (value: number, from: UnitName<'time'>, to: UnitName<'time'>) =>
  solved(`${value} ${from} in ${to}`, convertUnit(value, 'time', from, to));

/** What a sentence says of a result: its period, not its working. */
const period = ({ formatted, sign, breakdown }: ReturnType<typeof add>) => ({
  formatted,
  sign,
  breakdown,
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** "7 hours 45 minutes": the hours and minutes of a result under a day. */
const hoursMinutes = ({ breakdown }: { breakdown: { hours: number; minutes: number } }) =>
  `${plural(breakdown.hours, 'hour')} ${plural(breakdown.minutes, 'minute')}`;

export const adding = add({ days: 1, hours: 20, minutes: 45 }, { hours: 5, minutes: 30 });
export const negative = subtract({ hours: 2 }, { days: 1, hours: 4, seconds: 5 });
/** The first step of the sum: how one period becomes seconds. */
export const toSeconds = adding.steps[0] ?? conclusion(adding.steps);

const landing = add({ hours: 18, minutes: 20 }, { hours: 9, minutes: 50 });

export const clock = {
  shift: hoursMinutes(add({ hours: 1, minutes: 30 }, { hours: 6, minutes: 15 })),
  landing: landing.formatted,
  /** The clock reading on the day of landing: 04:10. */
  landingClock: [landing.breakdown.hours, landing.breakdown.minutes]
    .map((n) => String(n).padStart(2, '0'))
    .join(':'),
  exam: hoursMinutes(subtract({ hours: 3 }, { hours: 1, minutes: 47 })),
  trip: hoursMinutes(add({ hours: 9, minutes: 50 }, { hours: 2, minutes: 35 })),
};

/** The hours and minutes of the clock examples' durations, for a page in another language. */
export const clockParts = {
  shift: add({ hours: 1, minutes: 30 }, { hours: 6, minutes: 15 }).breakdown,
  landing: landing.breakdown,
  exam: subtract({ hours: 3 }, { hours: 1, minutes: 47 }).breakdown,
  trip: add({ hours: 9, minutes: 50 }, { hours: 2, minutes: 35 }).breakdown,
};

/** The seconds table, and the other units each one is worth. */
export const units = {
  minute: time(1, 'minutes', 'seconds').value,
  hour: time(1, 'hours', 'seconds').value,
  hourMinutes: time(1, 'hours', 'minutes').value,
  day: time(1, 'days', 'seconds').value,
  dayHours: time(1, 'days', 'hours').value,
  dayMinutes: time(1, 'days', 'minutes').value,
  week: time(1, 'weeks', 'seconds').value,
  weekDays: time(1, 'weeks', 'days').value,
  weekHours: time(1, 'weeks', 'hours').value,
};

export const faq = {
  hoursToMinutes: conclusion(time(2.5, 'hours', 'minutes').steps),
  minutesToHours: time(150, 'minutes', 'hours').value,
  secondsInDay: statement('24 × 60 × 60 = 86400'),
  /** 45 + 30 minutes: the period the answer names, without its working (the page shows none). */
  overflow: period(add({ minutes: 45 }, { minutes: 30 })),
};
