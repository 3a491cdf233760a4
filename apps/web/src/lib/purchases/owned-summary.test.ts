import type { Purchases } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { ownedSummary, ownsAnything, planLabel, purchaseTitle, trialLabel } from './owned-summary';

const base: Purchases = {
  products: [],
  plan: null,
  ownedPackIds: [],
  restoreCode: null,
  freeProblems: { limit: 10, left: 10, resetsAt: '2026-12-01T00:00:00.000Z' },
};
const at = '2026-11-01T10:00:00.000Z';

describe('ownedSummary', () => {
  it('names the packs and the plan', () => {
    const purchases: Purchases = {
      ...base,
      products: [
        { productId: 'algebra-foundations', title: 'Algebra Foundations', purchasedAt: at },
        { productId: 'pro', title: 'Pro', purchasedAt: at },
        { productId: 'geometry-essentials', title: 'Geometry Essentials', purchasedAt: at },
      ],
      plan: {
        name: 'Pro',
        expiresAt: '2026-12-01T10:00:00.000Z',
        packId: 'geometry-essentials',
        trial: false,
      },
    };
    expect(ownedSummary(purchases, 'en-GB')).toBe(
      'Algebra Foundations, Geometry Essentials and your Pro plan until 1 December 2026 are now available in this browser.',
    );
  });

  it('one pack is singular; nothing says so', () => {
    const one: Purchases = {
      ...base,
      products: [{ productId: 'calculus-readiness', title: 'Calculus Readiness', purchasedAt: at }],
    };
    expect(ownedSummary(one)).toBe('Calculus Readiness is now available in this browser.');
    expect(ownedSummary(base)).toBe('This code has no active purchases yet.');
  });
});

describe('planLabel and trialLabel', () => {
  it('a trial reads "Trial" with its end date; a paid plan reads "plan until"', () => {
    const plan = { name: 'Master', expiresAt: '2026-11-08T10:00:00.000Z', trial: true } as const;
    expect(trialLabel(plan, 'en-GB')).toBe('Trial until 8 November 2026');
    expect(planLabel(plan, 'en-GB')).toBe('Master plan (Trial until 8 November 2026)');
    expect(planLabel({ ...plan, trial: false }, 'en-GB')).toBe('Master plan until 8 November 2026');
  });

  it('the restore summary of a Pro trial says Trial, not a plain plan', () => {
    const purchases: Purchases = {
      ...base,
      freeProblems: null,
      ownedPackIds: ['geometry-essentials'],
      plan: {
        name: 'Pro',
        expiresAt: '2026-12-04T09:00:00.000Z',
        packId: 'geometry-essentials',
        trial: true,
      },
    };
    expect(ownedSummary(purchases, 'en-GB')).toBe(
      'Your Pro plan (Trial until 4 December 2026) is now available in this browser.',
    );
  });
});

describe('ownsAnything', () => {
  it('is true for a pack, a plan or an open pack, and false for nothing', () => {
    expect(ownsAnything(undefined)).toBe(false);
    expect(ownsAnything(base)).toBe(false);
    expect(ownsAnything({ ...base, ownedPackIds: ['algebra-foundations'] })).toBe(true);
    expect(
      ownsAnything({
        ...base,
        plan: { name: 'Master', expiresAt: '2026-12-04T09:00:00.000Z', trial: true },
      }),
    ).toBe(true);
    expect(
      ownsAnything({
        ...base,
        products: [{ productId: 'pro', title: 'Pro', purchasedAt: '2026-11-01T10:00:00.000Z' }],
      }),
    ).toBe(true);
  });
});

describe('purchaseTitle', () => {
  const purchases: Purchases = {
    ...base,
    products: [{ productId: 'logarithms-mastery', title: 'Logarithms Mastery', purchasedAt: at }],
  };
  it("prefers the server's title, then the checkout's, then the plan name", () => {
    expect(purchaseTitle('logarithms-mastery', purchases, 'Other')).toBe('Logarithms Mastery');
    expect(purchaseTitle('exam-prep-bundle', purchases, 'Exam Prep Bundle')).toBe(
      'Exam Prep Bundle',
    );
    expect(purchaseTitle('master', purchases, null)).toBe('Master');
    expect(purchaseTitle('exam-prep-bundle', purchases, null)).toBe('your pack');
  });
});
