import { describe, expect, it } from 'vitest';
import { expectTypeset } from '../lib/expect-typeset';
import * as time from './examples';

describe("the time calculator page's examples come from math-core", () => {
  it('time calculator page', () => {
    expectTypeset(time.adding.steps);
    expect(time.adding.formatted).toBe('2 days, 2 hours, 15 minutes, 0 seconds');
    expect(time.negative.totalSeconds).toBe(-93605);
    expect(time.clock).toEqual({
      shift: '7 hours 45 minutes',
      landing: '1 day, 4 hours, 10 minutes, 0 seconds',
      landingClock: '04:10',
      exam: '1 hour 13 minutes',
      trip: '12 hours 25 minutes',
    });
    // The product's figures: 86400 seconds a day, 1 week = 168 hours.
    expect([time.units.day, time.units.weekHours]).toEqual([86400, 168]);
  });
});
