import { describe, expect, it } from 'vitest';
import { packName, packPracticeHref } from '../packs';
import {
  CONFIRM_BUDGET_MS,
  confirmDelays,
  formatDay,
  readPaymentReturn,
  withoutReturnParams,
} from './purchase-return';

describe('readPaymentReturn', () => {
  it('reads the intent and the redirect status Stripe adds', () => {
    const search = new URLSearchParams(
      'payment_intent=pi_3Abc_12&payment_intent_client_secret=pi_3Abc_12_secret_x&redirect_status=succeeded',
    );
    expect(readPaymentReturn(search)).toEqual({
      paymentIntentId: 'pi_3Abc_12',
      redirectStatus: 'succeeded',
    });
  });

  it('is null for an ordinary visit or a malformed id', () => {
    expect(readPaymentReturn(new URLSearchParams(''))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('redirect_status=succeeded'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment_intent=../../x'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('payment_intent=cs_123'))).toBeNull();
  });

  it('keeps a missing redirect status as null', () => {
    expect(readPaymentReturn(new URLSearchParams('payment_intent=pi_1'))).toEqual({
      paymentIntentId: 'pi_1',
      redirectStatus: null,
    });
  });
});

describe('withoutReturnParams', () => {
  it("drops Stripe's parameters and keeps the others and the hash", () => {
    expect(
      withoutReturnParams(
        'http://x.test/marketplace?payment_intent=pi_1&a=1&payment_intent_client_secret=s&redirect_status=failed#packs',
      ),
    ).toBe('/marketplace?a=1#packs');
    expect(withoutReturnParams('http://x.test/marketplace?payment_intent=pi_1')).toBe(
      '/marketplace',
    );
  });
});

describe('confirmDelays', () => {
  it('grows by half each time, is capped, and sums to the budget', () => {
    const delays = confirmDelays();
    expect(delays.slice(0, 4)).toEqual([1000, 1500, 2250, 3375]);
    expect(Math.max(...delays)).toBe(8000);
    expect(delays.reduce((a, b) => a + b, 0)).toBe(CONFIRM_BUDGET_MS);
    for (const [i, d] of delays.entries()) {
      if (i > 0 && i < delays.length - 1) expect(d).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    }
  });

  it('a short budget gives a short schedule', () => {
    expect(confirmDelays(2000)).toEqual([1000, 1000]);
    expect(confirmDelays(0)).toEqual([]);
  });
});

describe('formatDay, packName and packPracticeHref', () => {
  it('writes the day in the given locale', () => {
    expect(formatDay('2026-11-30T12:00:00.000Z', 'en-GB')).toBe('30 November 2026');
    expect(formatDay('2026-11-30T12:00:00.000Z', 'en-US')).toBe('November 30, 2026');
  });
  it('names packs as the marketplace does', () => {
    expect(packName('algebra-foundations')).toBe('Algebra Foundations');
    expect(packName('competition-problem-solving')).toBe('Competition Problem Solving');
  });
  it('links the practice page to a pack', () => {
    expect(packPracticeHref('algebra-foundations')).toBe('/practice?pack=algebra-foundations');
  });
});
