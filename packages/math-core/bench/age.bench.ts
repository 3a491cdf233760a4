// age (parse two ISO dates, y/m/d, totals, next birthday) against date-fns on Date objects.
import { differenceInYears, intervalToDuration, parseISO } from 'date-fns';
import { bench, describe } from 'vitest';
import { age } from '../src/index';

const options = { time: 400, warmupTime: 100 };

describe('age from 2000-05-15 to 2024-05-14', () => {
  bench('math-core age', () => void age('2000-05-15', '2024-05-14'), options);
  bench(
    'date-fns parseISO + intervalToDuration',
    () => {
      void intervalToDuration({ start: parseISO('2000-05-15'), end: parseISO('2024-05-14') });
    },
    options,
  );
  bench(
    'date-fns parseISO + differenceInYears',
    () => {
      void differenceInYears(parseISO('2024-05-14'), parseISO('2000-05-15'));
    },
    options,
  );
});
