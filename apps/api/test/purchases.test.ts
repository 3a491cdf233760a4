import {
  apiPaths,
  FREE_PREMIUM_PROBLEMS_PER_MONTH,
  PLAN_DAYS,
  PurchaseConfirmResponse,
  Purchases,
  RESTORE_CODE_PATTERN,
  RESTORE_MAX_FAILURES,
  RESTORE_WINDOW_MS,
  SkillList,
  TRIAL_DAYS,
} from '@mathtools/contracts';
import { listPremiumSkills, skillsOfPack } from '@mathtools/premium-skills';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { fulfil } from '../src/modules/purchases/fulfilment.js';
import { DECLINED_PAYMENT_METHOD } from '../src/testing/fake-stripe.js';
import { useTestApp, visitorCookie } from './helpers/app.js';
import { buyers } from './helpers/buyers.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_purchases_secret';
const stripe = useFakeStripe(WEBHOOK_SECRET);
const DAY = 24 * 60 * 60 * 1000;

/** The premium skills a pack unlocks. */
const skillsOf = (pack: string) => skillsOfPack(pack).map((s) => s.id);

afterEach(() => {
  vi.useRealTimers();
});

describe.each(databaseKinds)('purchases on %s', (kind) => {
  const t = useTestApp(kind, () => ({ stripe: stripe.config() }));

  async function newVisitor(): Promise<string> {
    const cookie = await visitorCookie(t.app);
    const res = await t.app.inject({ method: 'GET', url: apiPaths.purchases, headers: { cookie } });
    expect(z.parse(Purchases, res.json())).toMatchObject({
      products: [],
      plan: null,
      ownedPackIds: [],
      restoreCode: null,
      freeProblems: { left: FREE_PREMIUM_PROBLEMS_PER_MONTH },
    });
    return cookie;
  }
  const {
    post,
    purchases: purchasesOf,
    checkout,
    webhook,
    confirm,
  } = buyers(
    () => t.app,
    () => stripe.fake,
    WEBHOOK_SECRET,
  );
  const confirmed = async (cookie: string, pi: string) => {
    const res = await confirm(cookie, pi);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return z.parse(PurchaseConfirmResponse, res.json());
  };
  const grantsOfOrder = async (pi: string) =>
    t.app.db
      .selectFrom('grants as g')
      .innerJoin('orders as o', 'o.id', 'g.order_id')
      .select(['g.id', 'o.status'])
      .where('o.payment_intent_id', '=', pi)
      .execute();
  const problemOf = (cookie: string, skill: string) =>
    t.app.inject({ method: 'GET', url: apiPaths.skillProblem(skill), headers: { cookie } });

  it('pay → webhook → owned: the pack and its premium skills unlock, and the restore code is shown', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'logarithms-mastery');
    // The restore code exists from the checkout on, and Stripe's receipt carries it.
    const { restoreCode } = await purchasesOf(buyer);
    expect(restoreCode).toMatch(RESTORE_CODE_PATTERN);
    expect(stripe.fake.intents.get(pi)?.description).toBe(
      `MathTools Logarithms Mastery — restore code ${restoreCode}`,
    );
    expect(stripe.fake.intents.get(pi)?.metadata).toMatchObject({
      productId: 'logarithms-mastery',
    });
    // Not paid yet: nothing is owned and the return says so.
    expect((await purchasesOf(buyer)).ownedPackIds).toEqual([]);
    expect((await confirmed(buyer, pi)).status).toBe('failed');

    await stripe.fake.confirm(pi);
    expect((await webhook(pi)).statusCode).toBe(200);
    const owned = await purchasesOf(buyer);
    expect(owned.ownedPackIds).toEqual(['logarithms-mastery']);
    expect(owned.products).toEqual([
      {
        productId: 'logarithms-mastery',
        title: 'Logarithms Mastery',
        purchasedAt: expect.any(String),
      },
    ]);
    expect(owned.plan).toBeNull();

    const skills = z.parse(
      SkillList,
      (
        await t.app.inject({ method: 'GET', url: apiPaths.skills, headers: { cookie: buyer } })
      ).json(),
    ).skills;
    const unlocked = skills.filter((s) => s.premium && s.owned).map((s) => s.id);
    expect(unlocked.sort()).toEqual(skillsOf('logarithms-mastery').sort());
    expect(skills.filter((s) => !s.premium).every((s) => s.owned)).toBe(true);
    for (const skill of skillsOf('logarithms-mastery'))
      expect((await problemOf(buyer, skill)).statusCode, skill).toBe(200);
    expectError(await problemOf(buyer, 'unit-circle'), 403, 'not_owned', 'skillId');
  });

  it("a non-owner gets 403 not_owned on every premium call outside the Free tier's problems; the owner gets 200", async () => {
    const owner = await newVisitor();
    const other = await newVisitor();
    const pi = await checkout(owner, 'trigonometry-toolkit');
    await stripe.fake.confirm(pi);
    expect((await confirmed(owner, pi)).status).toBe('succeeded');
    // The other visitor owns something else, so the Free tier's monthly problems are not theirs.
    const own = await checkout(other, 'geometry-essentials');
    await stripe.fake.confirm(own);
    expect((await confirmed(other, own)).status).toBe('succeeded');

    const res = await problemOf(owner, 'unit-circle');
    expect(res.statusCode).toBe(200);
    const problemId = res.json().id as string;
    expectError(await problemOf(other, 'unit-circle'), 403, 'not_owned', 'skillId');
    expectError(
      await post(other, apiPaths.skillHint('unit-circle'), { problemId, level: 1 }),
      403,
      'not_owned',
    );
    expectError(
      await post(other, apiPaths.skillGrade('unit-circle'), { problemId, answer: '1' }),
      403,
      'not_owned',
    );
    expect(
      (await post(owner, apiPaths.skillHint('unit-circle'), { problemId, level: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await post(owner, apiPaths.skillGrade('unit-circle'), { problemId, answer: '1' }))
        .statusCode,
    ).toBe(200);
  });

  it('return first, then the webhook: granted once', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'geometry-essentials');
    await stripe.fake.confirm(pi);
    const first = await confirmed(buyer, pi);
    expect(first).toMatchObject({ status: 'succeeded', productId: 'geometry-essentials' });
    expect(first.purchases.ownedPackIds).toEqual(['geometry-essentials']);
    expect((await webhook(pi)).statusCode).toBe(200);
    expect((await confirmed(buyer, pi)).status).toBe('succeeded');
    expect(await grantsOfOrder(pi)).toEqual([{ id: expect.any(String), status: 'paid' }]);
    expect((await purchasesOf(buyer)).products).toHaveLength(1);
  });

  it('webhook first, then the return: granted once, without asking Stripe again', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'algebra-foundations');
    await stripe.fake.confirm(pi);
    await webhook(pi);
    const asked = stripe.fake.requests.length;
    const back = await confirmed(buyer, pi);
    expect(back.status).toBe('succeeded');
    expect(back.purchases.ownedPackIds).toEqual(['algebra-foundations']);
    expect(stripe.fake.requests.length).toBe(asked);
    expect(await grantsOfOrder(pi)).toHaveLength(1);
  });

  it('webhook and return at once, several times over: granted once', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'master');
    await stripe.fake.confirm(pi);
    const results = await Promise.all([
      webhook(pi),
      confirm(buyer, pi),
      webhook(pi),
      confirm(buyer, pi),
      confirm(buyer, pi),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(await grantsOfOrder(pi)).toHaveLength(1);
    const owned = await purchasesOf(buyer);
    expect(owned.products.map((p) => p.productId)).toEqual(['master']);
    expect(owned.plan).toMatchObject({ name: 'Master', trial: false });
  });

  it('two fulfilment transactions at once insert one grant (the second waits, then finds it)', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'geometry-essentials');
    const intent = { id: pi, amountCents: 1499, currency: 'usd', metadata: {} };
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let granted = () => {};
    const firstGranted = new Promise<void>((resolve) => {
      granted = resolve;
    });
    const first = t.app.db.transaction().execute(async (trx) => {
      const result = await fulfil(trx, t.app.dbDialect, intent, Date.now(), t.app.log);
      granted();
      await held;
      return result;
    });
    await firstGranted;
    // The first transaction is still open: the second blocks on it (the order's row lock on
    // PostgreSQL, the one write transaction on SQLite) until it commits.
    const second = t.app.db
      .transaction()
      .execute((trx) => fulfil(trx, t.app.dbDialect, intent, Date.now(), t.app.log));
    release();
    const results = await Promise.all([first, second]);
    expect(results.map((r) => r.granted)).toEqual([true, false]);
    expect(await grantsOfOrder(pi)).toHaveLength(1);
    expect((await purchasesOf(buyer)).ownedPackIds).toEqual(['geometry-essentials']);
  });

  it('a failed payment grants nothing, by webhook or on return', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'trigonometry-toolkit');
    await stripe.fake.confirm(pi, DECLINED_PAYMENT_METHOD);
    expect((await webhook(pi)).statusCode).toBe(200);
    const back = await confirmed(buyer, pi);
    expect(back.status).toBe('failed');
    expect(back.purchases.ownedPackIds).toEqual([]);
    const [order] = await t.app.db
      .selectFrom('orders')
      .select('status')
      .where('payment_intent_id', '=', pi)
      .execute();
    expect(order?.status).toBe('failed');
    expect(await grantsOfOrder(pi)).toEqual([]);
    // Owning nothing, the buyer is back on the Free tier's monthly problems.
    expect((await purchasesOf(buyer)).freeProblems?.left).toBe(FREE_PREMIUM_PROBLEMS_PER_MONTH);
    // Still processing at Stripe: the page is told to ask again, nothing is granted.
    const later = await checkout(buyer, 'trigonometry-toolkit');
    stripe.fake.setStatus(later, 'processing');
    expect((await confirmed(buyer, later)).status).toBe('processing');
    expect(await grantsOfOrder(later)).toEqual([]);
  });

  it("confirms only the visitor's own orders, and says so when Stripe does not answer", async () => {
    const buyer = await newVisitor();
    const stranger = await newVisitor();
    const pi = await checkout(buyer, 'geometry-essentials');
    await stripe.fake.confirm(pi);
    expectError(await confirm(stranger, pi), 404, 'not_found', 'paymentIntentId');
    expectError(await confirm(buyer, 'pi_unknown_1'), 404, 'not_found', 'paymentIntentId');
    expectError(await confirm(buyer, 'ch_123'), 400, 'validation_error', 'paymentIntentId');
    expect(await grantsOfOrder(pi)).toEqual([]);
    stripe.fake.failNext(2);
    const error = expectError(await confirm(buyer, pi), 502, 'payment_provider_error');
    expect(error.message).not.toContain('fake outage');
    expect((await confirmed(buyer, pi)).status).toBe('succeeded');
  });

  it('restores the purchases on a second visitor, who then owns them too, and keeps its own', async () => {
    const buyer = await newVisitor();
    const pi = await checkout(buyer, 'logarithms-mastery');
    await stripe.fake.confirm(pi);
    await webhook(pi);
    const { restoreCode } = await purchasesOf(buyer);

    // The second browser bought something of its own first: it keeps it.
    const second = await newVisitor();
    const own = await checkout(second, 'geometry-essentials');
    await stripe.fake.confirm(own);
    await webhook(own);
    expectError(await problemOf(second, 'log-rules-drill'), 403, 'not_owned');

    const typed = ` ${restoreCode?.toLowerCase().replaceAll('-', ' ')} `;
    const res = await post(second, apiPaths.purchaseRestore, { code: typed });
    expect(res.statusCode, res.body).toBe(200);
    const restored = z.parse(Purchases, res.json());
    expect(restored.ownedPackIds.sort()).toEqual(['geometry-essentials', 'logarithms-mastery']);
    // The second browser's code is still its own, and restores only what it bought.
    expect(restored.restoreCode).not.toBe(restoreCode);
    expect((await problemOf(second, 'log-rules-drill')).statusCode).toBe(200);
    // What the buyer buys later reaches every browser holding its code; the buyer gets nothing
    // of the second browser's.
    const later = await checkout(buyer, 'algebra-foundations');
    await stripe.fake.confirm(later);
    await webhook(later);
    expect((await purchasesOf(second)).ownedPackIds).toContain('algebra-foundations');
    expect((await purchasesOf(buyer)).ownedPackIds).toEqual([
      'algebra-foundations',
      'logarithms-mastery',
    ]);
  });

  it('answers 404 unknown_code for wrong codes and 429 past the limit, even for a right one, until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2027, 6, 1, 10); // the start of a window
    vi.setSystemTime(start + 60_000);
    const buyer = await newVisitor();
    await checkout(buyer, 'geometry-essentials');
    const { restoreCode } = await purchasesOf(buyer);
    const guesser = await newVisitor();
    for (let i = 0; i < RESTORE_MAX_FAILURES; i++) {
      const code = i % 2 === 0 ? 'ABCDE-FGHJK-MNPQR-STVWX' : 'not a code';
      expectError(await post(guesser, apiPaths.purchaseRestore, { code }), 404, 'unknown_code');
    }
    const limited = await post(guesser, apiPaths.purchaseRestore, { code: restoreCode });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers['retry-after']).toBe(String((RESTORE_WINDOW_MS - 60_000) / 1000));
    expect((await purchasesOf(guesser)).restoreCode).toBeNull();
    expectError(
      await post(guesser, apiPaths.purchaseRestore, { code: '  ' }),
      400,
      'validation_error',
      'code',
    );
    // The next window starts from zero.
    vi.setSystemTime(start + RESTORE_WINDOW_MS);
    const restored = await post(guesser, apiPaths.purchaseRestore, { code: restoreCode });
    expect(restored.statusCode, restored.body).toBe(200);
    // The guesser holds the buyer's account now, though its own code (it has none) is shown.
    expect((await purchasesOf(guesser)).restoreCode).toBeNull();
    expect(
      await t.app.db
        .selectFrom('visitor_restores')
        .select('account_id')
        .where(
          'account_id',
          'in',
          t.app.db
            .selectFrom('accounts')
            .select('id')
            .where('restore_code', '=', restoreCode as string),
        )
        .execute(),
    ).toHaveLength(1);
  });

  it('gives a free trial once per visitor (409 trial_used), Pro with its pack, for 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2027, 0, 10, 12);
    vi.setSystemTime(start);
    const visitor = await newVisitor();
    expectError(
      await post(visitor, apiPaths.purchaseTrial, { plan: 'pro' }),
      400,
      'validation_error',
      'packId',
    );
    expectError(
      await post(visitor, apiPaths.purchaseTrial, {
        plan: 'master',
        packId: 'geometry-essentials',
      }),
      400,
      'validation_error',
      'packId',
    );
    expectError(
      await post(visitor, apiPaths.purchaseTrial, { plan: 'pro', packId: 'pro' }),
      404,
      'not_found',
      'packId',
    );
    const res = await post(visitor, apiPaths.purchaseTrial, {
      plan: 'pro',
      packId: 'geometry-essentials',
    });
    expect(res.statusCode, res.body).toBe(200);
    const trial = z.parse(Purchases, res.json());
    expect(trial.plan).toEqual({
      name: 'Pro',
      expiresAt: new Date(start + TRIAL_DAYS * DAY).toISOString(),
      packId: 'geometry-essentials',
      trial: true,
    });
    expect(trial.ownedPackIds).toEqual(['geometry-essentials']);
    expect(trial.products).toEqual([]);
    expect(trial.restoreCode).toMatch(RESTORE_CODE_PATTERN);
    expect(trial.freeProblems).toBeNull();
    expect((await problemOf(visitor, 'surface-area')).statusCode).toBe(200);

    expectError(await post(visitor, apiPaths.purchaseTrial, { plan: 'master' }), 409, 'trial_used');
    // A second browser restoring the code shares the account, and its trial.
    const other = await newVisitor();
    await post(other, apiPaths.purchaseRestore, { code: trial.restoreCode });
    expectError(await post(other, apiPaths.purchaseTrial, { plan: 'master' }), 409, 'trial_used');
    // Two first trials at once: one is granted.
    const racer = await newVisitor();
    const raced = await Promise.all(
      [0, 1, 2].map(() => post(racer, apiPaths.purchaseTrial, { plan: 'master' })),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);

    // Day 7 ends the trial: the pack locks again.
    vi.setSystemTime(start + TRIAL_DAYS * DAY - 1);
    expect((await purchasesOf(visitor)).ownedPackIds).toEqual(['geometry-essentials']);
    vi.setSystemTime(start + TRIAL_DAYS * DAY);
    expect(await purchasesOf(visitor)).toMatchObject({ plan: null, ownedPackIds: [] });
    // After the trial the Free tier's monthly problems apply again.
    expect((await purchasesOf(visitor)).freeProblems?.left).toBe(FREE_PREMIUM_PROBLEMS_PER_MONTH);
  });

  it("Pro needs its pack at checkout, grants it for 30 days, and a renewal adds 30 days to what's left", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2027, 2, 1, 9);
    vi.setSystemTime(start);
    const buyer = await newVisitor();
    expectError(
      await post(buyer, apiPaths.paymentIntent, { productId: 'pro', amount: 9.99 }),
      400,
      'validation_error',
      'packId',
    );
    expectError(
      await post(buyer, apiPaths.paymentIntent, {
        productId: 'geometry-essentials',
        amount: 14.99,
        packId: 'algebra-foundations',
      }),
      400,
      'validation_error',
      'packId',
    );
    expectError(
      await post(buyer, apiPaths.paymentIntent, {
        productId: 'pro',
        amount: 9.99,
        packId: 'master',
      }),
      404,
      'not_found',
      'packId',
    );
    const pi = await checkout(buyer, 'pro', 'calculus-readiness');
    expect(stripe.fake.intents.get(pi)?.metadata).toMatchObject({
      productId: 'pro',
      packId: 'calculus-readiness',
    });
    expect(stripe.fake.intents.get(pi)?.description).toMatch(
      /^MathTools Pro \(with Calculus Readiness\) — restore code /,
    );
    await stripe.fake.confirm(pi);
    await webhook(pi);
    const ends = start + PLAN_DAYS * DAY;
    expect(await purchasesOf(buyer)).toMatchObject({
      plan: {
        name: 'Pro',
        packId: 'calculus-readiness',
        trial: false,
        expiresAt: new Date(ends).toISOString(),
      },
      ownedPackIds: ['calculus-readiness'],
    });
    expect((await problemOf(buyer, 'derivatives')).statusCode).toBe(200);

    // Renewed 10 days before the end: the new end is 30 days after the old one.
    vi.setSystemTime(ends - 10 * DAY);
    const renewal = await checkout(buyer, 'pro', 'calculus-readiness');
    await stripe.fake.confirm(renewal);
    await confirmed(buyer, renewal);
    expect((await purchasesOf(buyer)).plan?.expiresAt).toBe(
      new Date(ends + PLAN_DAYS * DAY).toISOString(),
    );
    // Past it, the plan and its pack are gone.
    vi.setSystemTime(ends + PLAN_DAYS * DAY);
    expect(await purchasesOf(buyer)).toMatchObject({
      plan: null,
      ownedPackIds: [],
      freeProblems: { left: FREE_PREMIUM_PROBLEMS_PER_MONTH },
    });
  });

  it('Master grants every pack for 30 days and shows over an active Pro', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2027, 4, 1, 9);
    vi.setSystemTime(start);
    const buyer = await newVisitor();
    const pro = await checkout(buyer, 'pro', 'geometry-essentials');
    await stripe.fake.confirm(pro);
    await webhook(pro);
    vi.setSystemTime(start + DAY);
    const master = await checkout(buyer, 'master');
    await stripe.fake.confirm(master);
    await webhook(master);
    const packs = (await t.app.inject({ method: 'GET', url: apiPaths.products })).json() as {
      id: string;
    }[];
    const owned = await purchasesOf(buyer);
    expect(owned.ownedPackIds).toEqual(packs.map((p) => p.id));
    expect(owned.plan).toEqual({
      name: 'Master',
      expiresAt: new Date(start + DAY + PLAN_DAYS * DAY).toISOString(),
      trial: false,
    });
    for (const skill of listPremiumSkills())
      expect((await problemOf(buyer, skill.id)).statusCode, skill.id).toBe(200);
    // Master's priority support: this visitor's messages are stored and logged as priority.
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'Help', message: 'Hi' };
    const sent = await post(buyer, apiPaths.contact, message);
    expect(sent.statusCode).toBe(201);
    const plain = await post(await newVisitor(), apiPaths.contact, message);
    const stored = await t.app.db
      .selectFrom('contact_messages')
      .select(['id', 'priority'])
      .where('id', 'in', [sent.json().id, plain.json().id])
      .execute();
    expect(Object.fromEntries(stored.map((m) => [m.id, Number(m.priority)]))).toEqual({
      [sent.json().id]: 1,
      [plain.json().id]: 0,
    });
    // Pro ends first; Master still holds every pack.
    vi.setSystemTime(start + PLAN_DAYS * DAY);
    expect((await purchasesOf(buyer)).ownedPackIds).toEqual(packs.map((p) => p.id));
    vi.setSystemTime(start + DAY + PLAN_DAYS * DAY);
    expect((await purchasesOf(buyer)).plan).toBeNull();
    const late = await post(buyer, apiPaths.contact, message);
    const after = await t.app.db
      .selectFrom('contact_messages')
      .select('priority')
      .where('id', '=', late.json().id)
      .executeTakeFirstOrThrow();
    expect(Number(after.priority)).toBe(0);
  });
});
