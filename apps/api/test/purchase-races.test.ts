/**
 * Purchases under races: whatever runs at the same moment (the buyer's own restore, the return
 * from the payment page, the webhook, another visitor restoring the buyer's code, trials and
 * graders), a succeeded payment ends owned by the browser that paid, every grant sits on an
 * account some browser holds, and nothing answers 5xx.
 *
 * The round counts are chosen to catch the failures these tests were written for with certainty:
 * before restores stopped moving purchases, 20–24 of 30 buyers and 9–14 of 40 pairs lost a grant.
 */
import { apiPaths, PurchaseConfirmResponse } from '@mathtools/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../src/app.js';
import { problemId } from '../src/modules/practice/bank.js';
import { json, testConfig, useTestApp, warmMaths } from './helpers/app.js';
import { buyers } from './helpers/buyers.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

const SECRET = 'whsec_races_secret';
const stripe = useFakeStripe(SECRET);
const BUYER_ROUNDS = 30;
const PAIRS = 40;

const statusOf = (res: LightMyRequestResponse) => res.statusCode;

describe.each(databaseKinds)(
  'purchase races on %s',
  (kind) => {
    const t = useTestApp(kind, () => ({ stripe: stripe.config() }));
    const b = buyers(
      () => t.app,
      () => stripe.fake,
      SECRET,
    );

    /** Grants on an account no browser holds (neither its own account nor a restored one). */
    async function strandedGrants(): Promise<number> {
      const rows = await t.app.db
        .selectFrom('grants as g')
        .select('g.id')
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb
                  .selectFrom('visitor_accounts as va')
                  .select('va.visitor_id')
                  .whereRef('va.account_id', '=', 'g.account_id'),
              ),
              eb.exists(
                eb
                  .selectFrom('visitor_restores as vr')
                  .select('vr.visitor_id')
                  .whereRef('vr.account_id', '=', 'g.account_id'),
              ),
            ]),
          ),
        )
        .execute();
      return rows.length;
    }

    it(`${BUYER_ROUNDS} buyers restore a code while their own payment is confirmed and its webhook lands: each owns what it paid for`, async () => {
      const other = await b.owner('geometry-essentials');
      const statuses: number[] = [];
      let owned = 0;
      for (let round = 0; round < BUYER_ROUNDS; round++) {
        const buyer = await b.visitor();
        const pi = await b.checkout(buyer, 'logarithms-mastery');
        await stripe.fake.confirm(pi);
        const answers = await Promise.all([
          b.restore(buyer, other.code),
          b.confirm(buyer, pi),
          b.webhook(pi),
          b.confirm(buyer, pi),
        ]);
        statuses.push(...answers.map(statusOf));
        const after = await b.purchases(buyer);
        if (after.ownedPackIds.includes('logarithms-mastery')) owned++;
        expect(after.ownedPackIds).toEqual(
          expect.arrayContaining(['geometry-essentials', 'logarithms-mastery']),
        );
      }
      expect(owned).toBe(BUYER_ROUNDS);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.every((s) => s === 200)).toBe(true);
      // The other visitor's purchases did not move either.
      expect((await b.purchases(other.cookie)).ownedPackIds).toEqual(['geometry-essentials']);
      expect(await strandedGrants()).toBe(0);
    });

    it(`${PAIRS} pairs restore each other's codes while both payments land: both own both packs`, async () => {
      const statuses: number[] = [];
      for (let pair = 0; pair < PAIRS; pair++) {
        const [u, v] = [await b.visitor(), await b.visitor()];
        const [piU, piV] = [
          await b.checkout(u, 'algebra-foundations'),
          await b.checkout(v, 'trigonometry-toolkit'),
        ];
        const [codeU, codeV] = [
          (await b.purchases(u)).restoreCode as string,
          (await b.purchases(v)).restoreCode as string,
        ];
        await Promise.all([stripe.fake.confirm(piU), stripe.fake.confirm(piV)]);
        const answers = await Promise.all([
          b.restore(u, codeV),
          b.restore(v, codeU),
          b.webhook(piU),
          b.webhook(piV),
          b.confirm(u, piU),
          b.confirm(v, piV),
        ]);
        statuses.push(...answers.map(statusOf));
        for (const cookie of [u, v]) {
          expect((await b.purchases(cookie)).ownedPackIds).toEqual([
            'algebra-foundations',
            'trigonometry-toolkit',
          ]);
        }
        // Each browser still shows its own code, and that code still restores its own purchase.
        expect((await b.purchases(u)).restoreCode).toBe(codeU);
        expect((await b.purchases(v)).restoreCode).toBe(codeV);
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(await strandedGrants()).toBe(0);
    });

    it('restores, trials and confirms answer no 5xx while 20 graders answer at the same time', async () => {
      // The graders' first answers do not wait for the maths thread to start.
      await warmMaths(t.app);
      const graders = await Promise.all(Array.from({ length: 20 }, () => b.visitor()));
      const owner = await b.owner('calculus-readiness');
      let grading = true;
      const graded: number[] = [];
      const grade = async (cookie: string) => {
        for (let n = 0; grading && n < 400; n++) {
          const res = await t.app.inject({
            method: 'POST',
            url: apiPaths.grade,
            ...json({ problemId: problemId('algebra', 1 + n), answer: '1' }, { cookie }),
          });
          graded.push(res.statusCode);
        }
      };
      const work = async () => {
        const answers: number[] = [];
        for (let round = 0; round < 10; round++) {
          const [buyer, taker, restorer] = [
            await b.visitor(),
            await b.visitor(),
            await b.visitor(),
          ];
          const pi = await b.checkout(buyer, 'logarithms-mastery');
          await stripe.fake.confirm(pi);
          const done = await Promise.all([
            b.restore(buyer, owner.code),
            b.confirm(buyer, pi),
            b.webhook(pi),
            b.trial(taker, 'master', undefined, `203.0.113.${round}`),
            b.restore(restorer, owner.code),
          ]);
          answers.push(...done.map(statusOf));
          expect((await b.purchases(buyer)).ownedPackIds).toContain('logarithms-mastery');
        }
        return answers;
      };
      const running = graders.map(grade);
      const answers = await work();
      grading = false;
      await Promise.all(running);
      expect(answers.filter((s) => s >= 500)).toEqual([]);
      expect(answers.every((s) => s === 200)).toBe(true);
      expect(graded.length).toBeGreaterThan(20);
      expect(graded.filter((s) => s !== 200)).toEqual([]);
    });

    it('counts wrong restore codes atomically: 30 at once get 5 checks, then 429', async () => {
      const cookie = await b.visitor();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: apiPaths.purchaseRestore,
            remoteAddress: '198.51.100.7',
            ...json({ code: `WRONG-CODE0-00000-${String(10000 + i).slice(-5)}` }, { cookie }),
          }),
        ),
      );
      const checked = answers.filter((r) => r.statusCode === 404).length;
      expect(checked).toBe(5);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(25);
    });
  },
  // A hang guard, not a speed bound: a round is hundreds of concurrent requests, and on
  // PostgreSQL on a 2-core machine busy with other suites one took up to 20 s (9 s on its own).
  60_000,
);

/**
 * The buyer's return and Stripe's webhook at the same moment, as a browser on a busy server saw
 * it: the return's request read the clock, then the webhook granted and committed, then the return
 * read the purchases. The clock is injected so that order is exact.
 */
describe.each(databaseKinds)(
  'a grant committed during the return, on %s (injected clock)',
  (kind) => {
    let database: TestDatabase;
    let app: FastifyInstance;
    // Now, give or take: Stripe's signature is checked against this clock too.
    const start = Date.now();
    let clock = start;
    const b = buyers(
      () => app,
      () => stripe.fake,
      SECRET,
    );

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      app = await buildApp(testConfig(database.config, { stripe: stripe.config() }), false, {
        now: () => clock,
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    it('the return answers the pack owned, as GET /api/purchases does', async () => {
      const buyer = await b.visitor();
      const pi = await b.checkout(buyer, 'algebra-foundations');
      await stripe.fake.confirm(pi);
      clock = start + 50;
      expect((await b.webhook(pi)).statusCode).toBe(200);
      clock = start;
      const res = await b.confirm(buyer, pi);
      expect(res.statusCode, res.body).toBe(200);
      const answer = z.parse(PurchaseConfirmResponse, res.json());
      expect(answer.status).toBe('succeeded');
      expect(answer.purchases.ownedPackIds).toEqual(['algebra-foundations']);
      expect((await b.purchases(buyer)).ownedPackIds).toEqual(['algebra-foundations']);
    });
  },
);
