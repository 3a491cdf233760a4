import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import { timeCalc } from './index';

describe('timeCalc', () => {
  it('1 week = 168 hours', () => {
    expect(unwrap(timeCalc({ days: 7 }, 'add', {})).totalSeconds).toBe(
      unwrap(timeCalc({ hours: 168 }, 'add', {})).totalSeconds,
    );
    expect(unwrap(timeCalc({ hours: 168 }, 'add', {})).breakdown).toEqual({
      days: 7,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('adds, carries and formats', () => {
    expect(
      unwrap(timeCalc({ hours: 23, minutes: 59, seconds: 59 }, 'add', { seconds: 1 })),
    ).toMatchObject({
      totalSeconds: 86400,
      sign: 1,
      breakdown: { days: 1, hours: 0, minutes: 0, seconds: 0 },
      formatted: '1 day, 0 hours, 0 minutes, 0 seconds',
    });
  });

  it('keeps negative totals and shows them with a minus sign', () => {
    expect(
      unwrap(timeCalc({ hours: 2 }, 'subtract', { days: 1, hours: 4, seconds: 5 })),
    ).toMatchObject({
      totalSeconds: -93605,
      sign: -1,
      breakdown: { days: 1, hours: 2, minutes: 0, seconds: 5 },
      formatted: '-(1 day, 2 hours, 0 minutes, 5 seconds)',
    });
    expect(unwrap(timeCalc({ minutes: 1 }, 'subtract', { seconds: 60 }))).toMatchObject({
      totalSeconds: 0,
      sign: 0,
    });
  });

  it('never mutates its inputs', () => {
    const a = Object.freeze({ hours: 1 });
    const b = Object.freeze({ minutes: 30 });
    expect(unwrap(timeCalc(a, 'add', b)).totalSeconds).toBe(5400);
    expect([a, b]).toEqual([{ hours: 1 }, { minutes: 30 }]);
  });

  it('refuses non-integers, non-numbers and unknown operations', () => {
    expect(errorOf(timeCalc({ hours: 1.5 }, 'add', {}))).toMatchObject({
      code: 'invalid_value',
      field: 'a.hours',
    });
    expect(errorOf(timeCalc({}, 'add', { seconds: Number.NaN }))).toMatchObject({
      code: 'not_a_number',
      field: 'b.seconds',
    });
    expect(errorOf(timeCalc({}, 'multiply' as 'add', {}))).toMatchObject({
      code: 'invalid_operator',
    });
    expect(errorOf(timeCalc({ days: 1e15 }, 'add', {}))).toMatchObject({ code: 'out_of_range' });
  });

  it('the breakdown rebuilds the total, and add/subtract are inverse', () => {
    const n = fc.integer({ min: -100000, max: 100000 });
    const period = fc.record({ days: n, hours: n, minutes: n, seconds: n }, { requiredKeys: [] });
    fc.assert(
      fc.property(period, period, (a, b) => {
        const sum = unwrap(timeCalc(a, 'add', b));
        const { days, hours, minutes, seconds } = sum.breakdown;
        expect(sum.sign * (days * 86400 + hours * 3600 + minutes * 60 + seconds)).toBe(
          sum.totalSeconds,
        );
        expect([
          hours < 24,
          minutes < 60,
          seconds < 60,
          Math.min(days, hours, minutes, seconds) >= 0,
        ]).toEqual([true, true, true, true]);
        const back = unwrap(timeCalc({ seconds: sum.totalSeconds }, 'subtract', b));
        expect(back.totalSeconds).toBe(unwrap(timeCalc(a, 'add', {})).totalSeconds);
        expect(unwrap(timeCalc(b, 'subtract', a)).totalSeconds).toBe(
          -unwrap(timeCalc(a, 'subtract', b)).totalSeconds || 0,
        );
      }),
    );
  });

  it('refuses periods that are not objects instead of reading them as 0', () => {
    expect(errorOf(timeCalc('abc' as never, 'add', {}))).toMatchObject({
      code: 'invalid_value',
      field: 'a',
    });
    expect(errorOf(timeCalc({}, 'add', 5 as never))).toMatchObject({ field: 'b' });
    expect(errorOf(timeCalc(null as never, 'add', {}))).toMatchObject({ field: 'a' });
    expect(errorOf(timeCalc([] as never, 'add', {}))).toMatchObject({ field: 'a' });
    expect(unwrap(timeCalc({}, 'add', {})).totalSeconds).toBe(0);
  });
});
