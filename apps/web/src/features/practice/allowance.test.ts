import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { translator } from '../../i18n/use-t';
import { canSample, resetDay } from './allowance';

beforeAll(() => loadMessages('en', ['skills']).then(() => loadMessages('fr', ['skills'])));
const allowanceText = (f: { left: number; limit: number }, language: 'en' | 'fr' = 'en') =>
  translator(language, 'skills')('allowance.count', { left: f.left, limit: f.limit });

const free = { limit: 10, left: 3, resetsAt: '2026-12-01T00:00:00.000Z' };

describe('allowanceText', () => {
  it('says how many of the month’s free premium problems are left', () => {
    expect(allowanceText(free)).toBe('3 of 10 free premium problems left this month');
    expect(allowanceText({ ...free, left: 0 })).toBe(
      '0 of 10 free premium problems left this month',
    );
    expect(allowanceText({ ...free, left: 10 })).toBe(
      '10 of 10 free premium problems left this month',
    );
    expect(allowanceText(free, 'fr')).toBe('Encore 3 problèmes premium gratuits sur 10 ce mois-ci');
  });
});

describe('resetDay', () => {
  it('writes the first of the month in UTC, whatever the time zone', () => {
    expect(resetDay(free, 'en-GB')).toBe('1 December 2026');
    expect(resetDay(free, 'en-US')).toBe('December 1, 2026');
  });
});

describe('canSample', () => {
  it('is true only while a free premium problem is left', () => {
    expect(canSample(free)).toBe(true);
    expect(canSample({ ...free, left: 1 })).toBe(true);
    expect(canSample({ ...free, left: 0 })).toBe(false);
    expect(canSample(null)).toBe(false);
    expect(canSample(undefined)).toBe(false);
  });
});
