import type { Purchases } from '@mathtools/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { translator } from '../../i18n/use-t';
import * as summary from './owned-summary';

const { ownsAnything } = summary;
beforeAll(() => loadMessages('en', ['purchases']).then(() => loadMessages('es', ['purchases'])));
const en = () => translator('en', 'purchases');
const ownedSummary = (p: Purchases, locale?: string) => summary.ownedSummary(p, en(), locale);
const planLabel = (p: Parameters<typeof summary.planLabel>[0], locale?: string) =>
  summary.planLabel(p, en(), locale);
const trialLabel = (p: { expiresAt: string }, locale?: string) =>
  summary.trialLabel(p, en(), locale);
const purchaseTitle = (id: string, p: Purchases, fallback: string | null) =>
  summary.purchaseTitle(id, p, fallback, en());

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

describe('ownedSummary in the page’s language', () => {
  it('names each pack as the page’s language writes it, the server’s English title otherwise', () => {
    const purchases: Purchases = {
      ...base,
      products: [
        { productId: 'algebra-foundations', title: 'Algebra Foundations', purchasedAt: at },
        { productId: 'geometry-essentials', title: 'Geometry Essentials', purchasedAt: at },
      ],
    };
    const spanish = new Map([['algebra-foundations', 'Fundamentos de álgebra']]);
    expect(
      summary.ownedSummary(
        purchases,
        translator('es', 'purchases'),
        'es-ES',
        (id, otherwise) => spanish.get(id) ?? otherwise,
      ),
    ).toBe('Fundamentos de álgebra y Geometry Essentials ya están disponibles en este navegador.');
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

describe('in Spanish', () => {
  it('joins with y, agrees in number and writes the day in Spanish', () => {
    const es = translator('es', 'purchases');
    const purchases: Purchases = {
      ...base,
      products: [
        { productId: 'algebra-foundations', title: 'Algebra Foundations', purchasedAt: at },
        { productId: 'geometry-essentials', title: 'Geometry Essentials', purchasedAt: at },
      ],
      plan: { name: 'Pro', expiresAt: '2026-12-04T09:00:00.000Z', trial: true },
    };
    expect(summary.ownedSummary(purchases, es, 'es')).toBe(
      'Algebra Foundations, Geometry Essentials y tu plan Pro (Prueba hasta el 4 de diciembre de 2026) ya están disponibles en este navegador.',
    );
    expect(summary.ownedSummary(base, es, 'es')).toBe('Este código aún no tiene compras activas.');
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
