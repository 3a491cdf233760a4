/**
 * The rules of owning: a restore adds and never moves, restore codes can be replaced and browsers
 * detached, one trial per person, Pro's pack is a single pack, and the Free tier's monthly
 * allowance of premium problems is real and counted on the server.
 */
import {
  apiPaths,
  FREE_PREMIUM_PROBLEMS_PER_MONTH,
  RESTORE_CODE_PATTERN,
  SkillList,
  SkillProblem,
  TRIAL_DAYS,
} from '@mathtools/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { json, useTestApp } from './helpers/app.js';
import { buyers } from './helpers/buyers.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

const SECRET = 'whsec_rules_secret';
const stripe = useFakeStripe(SECRET);
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(databaseKinds)('owning on %s', (kind) => {
  const t = useTestApp(kind, () => ({ stripe: stripe.config() }));
  const b = buyers(
    () => t.app,
    () => stripe.fake,
    SECRET,
  );
  let addresses = 0;
  /** A client address of its own, so the per-address trial limit stays out of the way. */
  const address = () => `192.0.2.${++addresses}`;

  describe('restore', () => {
    it('adds the code’s purchases and moves nothing: each browser keeps its own and its own code', async () => {
      const a = await b.owner('algebra-foundations');
      const other = await b.owner('geometry-essentials');
      const res = await b.restore(a.cookie, other.code);
      expect(res.statusCode, res.body).toBe(200);
      const after = await b.purchases(a.cookie);
      expect(after.ownedPackIds).toEqual(['algebra-foundations', 'geometry-essentials']);
      expect(after.restoreCode).toBe(a.code);
      expect((await b.purchases(other.cookie)).ownedPackIds).toEqual(['geometry-essentials']);
      // A's own code still restores exactly what A bought.
      const third = await b.visitor();
      expect((await b.restore(third, a.code)).statusCode).toBe(200);
      expect((await b.purchases(third)).ownedPackIds).toEqual(['algebra-foundations']);
      // A second restore of the same code changes nothing.
      expect((await b.restore(a.cookie, other.code)).statusCode).toBe(200);
      expect((await b.purchases(a.cookie)).ownedPackIds).toHaveLength(2);
    });

    it('a purchase made after a restore lands on the browser’s own account', async () => {
      const other = await b.owner('geometry-essentials');
      const buyer = await b.visitor();
      await b.restore(buyer, other.code);
      expect((await b.purchases(buyer)).restoreCode).toBeNull();
      const pi = await b.checkout(buyer, 'trigonometry-toolkit');
      await stripe.fake.confirm(pi);
      await b.webhook(pi);
      const mine = await b.purchases(buyer);
      expect(mine.ownedPackIds).toEqual(['geometry-essentials', 'trigonometry-toolkit']);
      expect(mine.restoreCode).toMatch(RESTORE_CODE_PATTERN);
      expect((await b.purchases(other.cookie)).ownedPackIds).toEqual(['geometry-essentials']);
    });
  });

  describe('restore codes', () => {
    it('"New restore code" replaces the code: the old one stops working, restored browsers keep theirs', async () => {
      const a = await b.owner('logarithms-mastery');
      const earlier = await b.visitor();
      await b.restore(earlier, a.code);
      const res = await b.post(a.cookie, apiPaths.purchaseCode);
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json().restoreCode as string;
      expect(fresh).toMatch(RESTORE_CODE_PATTERN);
      expect(fresh).not.toBe(a.code);
      expect((await b.purchases(a.cookie)).restoreCode).toBe(fresh);
      const later = await b.visitor();
      expectError(await b.restore(later, a.code), 404, 'unknown_code', 'code');
      expect((await b.restore(later, fresh)).statusCode).toBe(200);
      expect((await b.purchases(later)).ownedPackIds).toEqual(['logarithms-mastery']);
      expect((await b.purchases(earlier)).ownedPackIds).toEqual(['logarithms-mastery']);
    });

    it('replacements sent at once all answer the one code that works', async () => {
      const a = await b.owner('calculus-readiness');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => b.post(a.cookie, apiPaths.purchaseCode)),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
      const codes = new Set(answers.map((r) => r.json().restoreCode as string));
      expect(codes.size).toBe(1);
      const [code] = codes;
      expect(code).not.toBe(a.code);
      expect((await b.purchases(a.cookie)).restoreCode).toBe(code);
      const other = await b.visitor();
      expect((await b.restore(other, code as string)).statusCode).toBe(200);
      expect((await b.purchases(other)).ownedPackIds).toEqual(['calculus-readiness']);
      expectError(await b.restore(await b.visitor(), a.code), 404, 'unknown_code');
    });

    it('there is no code to replace before a first checkout or trial', async () => {
      expectError(await b.post(await b.visitor(), apiPaths.purchaseCode), 404, 'not_found');
    });

    it('a payment returned to after "Forget this browser" says it is not held here', async () => {
      const buyer = await b.visitor();
      const pi = await b.checkout(buyer, 'trigonometry-toolkit');
      const { restoreCode } = await b.purchases(buyer);
      await stripe.fake.confirm(pi);
      expect((await b.post(buyer, apiPaths.purchaseForget)).statusCode).toBe(200);
      const res = await b.confirm(buyer, pi);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'succeeded', held: false });
      expect(res.json().purchases.ownedPackIds).toEqual([]);
      // The payment counts, for the code of the browser that paid.
      expect((await b.restore(buyer, restoreCode as string)).statusCode).toBe(200);
      const again = await b.confirm(buyer, pi);
      expect(again.json()).toMatchObject({ status: 'succeeded', held: true });
      expect(again.json().purchases.ownedPackIds).toEqual(['trigonometry-toolkit']);
    });

    it('"Forget this browser" detaches it; the code brings the purchases back', async () => {
      const a = await b.owner('algebra-foundations');
      const other = await b.owner('geometry-essentials');
      await b.restore(a.cookie, other.code);
      const res = await b.post(a.cookie, apiPaths.purchaseForget);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ownedPackIds: [], restoreCode: null, plan: null });
      expect((await b.restore(a.cookie, a.code)).statusCode).toBe(200);
      expect((await b.purchases(a.cookie)).ownedPackIds).toEqual(['algebra-foundations']);
      expect((await b.purchases(other.cookie)).ownedPackIds).toEqual(['geometry-essentials']);
    });
  });

  describe('trials', () => {
    it('need the visitor cookie: without it nothing is stored and a cookie is set to ask again', async () => {
      const accounts = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('accounts')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await accounts();
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.purchaseTrial,
        remoteAddress: address(),
        ...json({ plan: 'master' }),
      });
      expectError(res, 400, 'cookie_required');
      expect(await accounts()).toBe(before);
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect(cookie).toMatch(/^mt_visitor=/);
      const again = await b.trial(cookie, 'master', undefined, address());
      expect(again.statusCode, again.body).toBe(200);
    });

    it('a trial restored into another browser is not a second trial, whichever way round', async () => {
      const main = await b.visitor();
      const throwAway = await b.visitor();
      expect((await b.trial(throwAway, 'master', undefined, address())).statusCode).toBe(200);
      const code = (await b.purchases(throwAway)).restoreCode as string;
      const trialEnd = (await b.purchases(throwAway)).plan?.expiresAt;
      await b.restore(main, code);
      // The restored trial is the same trial, ending when it ends; no fresh one can start.
      expect((await b.purchases(main)).plan).toMatchObject({ trial: true, expiresAt: trialEnd });
      expectError(await b.trial(main, 'pro', 'algebra-foundations', address()), 409, 'trial_used');

      // A second throw-away trial restored into the same browser does not extend it.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * DAY });
      const second = await b.visitor();
      expect((await b.trial(second, 'master', undefined, address())).statusCode).toBe(200);
      await b.restore(main, (await b.purchases(second)).restoreCode as string);
      expect((await b.purchases(main)).plan?.expiresAt).toBe(trialEnd);
      vi.setSystemTime(Date.now() + TRIAL_DAYS * DAY);
      expect((await b.purchases(main)).plan).toBeNull();

      // The other way round: a browser that had a trial restores someone's code; that someone
      // can no longer start one.
      const owner = await b.owner('algebra-foundations');
      const tried = await b.visitor();
      expect((await b.trial(tried, 'master', undefined, address())).statusCode).toBe(200);
      await b.restore(tried, owner.code);
      expectError(await b.trial(owner.cookie, 'master', undefined, address()), 409, 'trial_used');
    });

    it('one client address starts at most three an hour; refused trials do not count', async () => {
      const from = address();
      const first = await b.visitor();
      expect((await b.trial(first, 'master', undefined, from)).statusCode).toBe(200);
      expectError(await b.trial(first, 'master', undefined, from), 409, 'trial_used');
      for (let i = 0; i < 2; i++)
        expect((await b.trial(await b.visitor(), 'master', undefined, from)).statusCode).toBe(200);
      const fourth = await b.trial(await b.visitor(), 'master', undefined, from);
      expectError(fourth, 429, 'rate_limited');
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect((await b.trial(await b.visitor(), 'master', undefined, address())).statusCode).toBe(
        200,
      );
    });
  });

  describe('one trial per person, whatever the browser forgets', () => {
    it('forget, then restore a throw-away’s fresh trial: no new trial, three rounds running', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const main = await b.visitor();
      expect((await b.trial(main, 'master', undefined, address())).statusCode).toBe(200);
      expect((await b.purchases(main)).plan).toMatchObject({ name: 'Master', trial: true });
      for (let round = 1; round <= 3; round++) {
        vi.setSystemTime(Date.now() + (TRIAL_DAYS + 1) * DAY);
        expect((await b.purchases(main)).plan, `round ${round}`).toBeNull();
        expect((await b.post(main, apiPaths.purchaseForget)).statusCode).toBe(200);
        const throwAway = await b.visitor();
        expect((await b.trial(throwAway, 'master', undefined, address())).statusCode).toBe(200);
        const { restoreCode, plan } = await b.purchases(throwAway);
        expect(plan).toMatchObject({ name: 'Master', trial: true });
        expect((await b.restore(main, restoreCode as string)).statusCode).toBe(200);
        // The throw-away's trial does not count here, and no other can start.
        expect((await b.purchases(main)).plan, `round ${round}`).toBeNull();
        expect((await b.purchases(main)).ownedPackIds).toEqual([]);
        expectError(await b.trial(main, 'master', undefined, address()), 409, 'trial_used');
      }
    });

    it('restoring another trial while its own runs never extends it', async () => {
      const main = await b.visitor();
      expect((await b.trial(main, 'pro', 'algebra-foundations', address())).statusCode).toBe(200);
      const own = (await b.purchases(main)).plan;
      const other = await b.visitor();
      expect((await b.trial(other, 'master', undefined, address())).statusCode).toBe(200);
      await b.restore(main, (await b.purchases(other)).restoreCode as string);
      expect((await b.purchases(main)).plan).toEqual(own);
    });

    it('the mark stays with the browser and every account it holds later: forget, buy, share the code', async () => {
      const main = await b.visitor();
      expect((await b.trial(main, 'master', undefined, address())).statusCode).toBe(200);
      await b.post(main, apiPaths.purchaseForget);
      await b.post(main, apiPaths.purchaseCode);
      // A new account, made by a checkout after forgetting, carries the mark too.
      const pi = await b.checkout(main, 'geometry-essentials');
      await stripe.fake.confirm(pi);
      await b.webhook(pi);
      const { restoreCode } = await b.purchases(main);
      expectError(await b.trial(main, 'pro', 'algebra-foundations', address()), 409, 'trial_used');
      const friend = await b.visitor();
      await b.restore(friend, restoreCode as string);
      expectError(await b.trial(friend, 'master', undefined, address()), 409, 'trial_used');
    });
  });

  describe('trials per network', () => {
    it('count IPv6 clients by their /64 and IPv4 clients by their address', async () => {
      const network = `2001:db8:${(addresses++).toString(16)}:1`;
      for (const host of ['::1', '::2', ':ffff:ffff:ffff:fffe'])
        expect(
          (await b.trial(await b.visitor(), 'master', undefined, `${network}${host}`)).statusCode,
        ).toBe(200);
      const fourth = await b.trial(await b.visitor(), 'master', undefined, `${network}::99`);
      expectError(fourth, 429, 'rate_limited');
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      // The next /64 is another network.
      const next = `2001:db8:${(addresses - 1).toString(16)}:2::1`;
      expect((await b.trial(await b.visitor(), 'master', undefined, next)).statusCode).toBe(200);
      // IPv4: one address is one client, and a neighbour is another.
      const v4 = address();
      for (let i = 0; i < 3; i++)
        expect((await b.trial(await b.visitor(), 'master', undefined, v4)).statusCode).toBe(200);
      expectError(await b.trial(await b.visitor(), 'master', undefined, v4), 429, 'rate_limited');
      expect((await b.trial(await b.visitor(), 'master', undefined, address())).statusCode).toBe(
        200,
      );
    });
  });

  describe("Pro's pack", () => {
    it('is a single pack: a bundle is refused for the trial and at checkout', async () => {
      const products = (await t.app.inject({ method: 'GET', url: apiPaths.products })).json() as {
        id: string;
        bundle: boolean;
      }[];
      const bundles = products.filter((p) => p.bundle).map((p) => p.id);
      expect(bundles).toEqual(['exam-prep-bundle', 'teacher-classroom-kit']);
      const cookie = await b.visitor();
      for (const packId of bundles) {
        expectError(
          await b.trial(cookie, 'pro', packId, address()),
          400,
          'validation_error',
          'packId',
        );
        const res = await b.post(cookie, apiPaths.paymentIntent, {
          productId: 'pro',
          amount: 9.99,
          packId,
        });
        expectError(res, 400, 'validation_error', 'packId');
      }
      expect((await b.trial(cookie, 'pro', 'geometry-essentials', address())).statusCode).toBe(200);
    });
  });

  describe('the Free tier’s premium problems', () => {
    const skills = async (cookie: string) =>
      z.parse(
        SkillList,
        (await t.app.inject({ method: 'GET', url: apiPaths.skills, headers: { cookie } })).json(),
      ).skills;
    const problem = (cookie: string, skill: string) =>
      t.app.inject({ method: 'GET', url: apiPaths.skillProblem(skill), headers: { cookie } });

    it(`are ${FREE_PREMIUM_PROBLEMS_PER_MONTH} a month for a visitor who owns nothing, answerable, then 403 until next month`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 20, 12) });
      const cookie = await b.visitor();
      expect((await b.purchases(cookie)).freeProblems).toEqual({
        limit: FREE_PREMIUM_PROBLEMS_PER_MONTH,
        left: FREE_PREMIUM_PROBLEMS_PER_MONTH,
        resetsAt: '2026-12-01T00:00:00.000Z',
      });
      const all = await skills(cookie);
      const premium = all.filter((s) => s.premium).map((s) => s.id);
      const free = all.find((s) => !s.premium)?.id as string;
      // Free skills are not counted.
      for (let i = 0; i < 3; i++) expect((await problem(cookie, free)).statusCode).toBe(200);
      let sample = z.parse(SkillProblem, (await problem(cookie, premium[0] as string)).json());
      for (let i = 1; i < FREE_PREMIUM_PROBLEMS_PER_MONTH; i++) {
        const res = await problem(cookie, premium[i % premium.length] as string);
        expect(res.statusCode, res.body).toBe(200);
        if (i === FREE_PREMIUM_PROBLEMS_PER_MONTH - 1) sample = z.parse(SkillProblem, res.json());
      }
      expect((await b.purchases(cookie)).freeProblems?.left).toBe(0);
      expectError(await problem(cookie, premium[0] as string), 403, 'not_owned', 'skillId');
      // The problems already served can still be worked: a hint, then an answer.
      const hint = await b.post(cookie, apiPaths.skillHint(sample.skill), {
        problemId: sample.id,
        level: 1,
      });
      expect(hint.statusCode, hint.body).toBe(200);
      const graded = await b.post(cookie, apiPaths.skillGrade(sample.skill), {
        problemId: sample.id,
        answer: '0',
      });
      expect(graded.statusCode, graded.body).toBe(200);
      // A month later the allowance is back.
      vi.setSystemTime(Date.UTC(2026, 11, 1, 0, 0, 1));
      expect((await b.purchases(cookie)).freeProblems?.left).toBe(FREE_PREMIUM_PROBLEMS_PER_MONTH);
      expect((await problem(cookie, premium[0] as string)).statusCode).toBe(200);
    });

    it('are not offered to a visitor who owns a pack (null), who practises its own packs unlimited', async () => {
      const owner = await b.owner('logarithms-mastery');
      expect((await b.purchases(owner.cookie)).freeProblems).toBeNull();
      const all = await skills(owner.cookie);
      const own = all.find((s) => s.packs.includes('logarithms-mastery'))?.id as string;
      const other = all.find((s) => s.premium && !s.owned)?.id as string;
      for (let i = 0; i <= FREE_PREMIUM_PROBLEMS_PER_MONTH; i++)
        expect((await problem(owner.cookie, own)).statusCode).toBe(200);
      expectError(await problem(owner.cookie, other), 403, 'not_owned', 'skillId');
    });

    it('store nothing for a client that sends no cookie back', async () => {
      const skill = (await skills(await b.visitor())).find((s) => s.premium)?.id as string;
      const rows = async () =>
        Number(
          (
            await t.app.db
              .selectFrom('skill_problems')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await rows();
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ method: 'GET', url: apiPaths.skillProblem(skill) });
        expectError(res, 400, 'cookie_required');
        expect(res.cookies.map((c) => c.name)).toContain('mt_visitor');
      }
      const review = await t.app.inject({ method: 'GET', url: apiPaths.review });
      expectError(review, 400, 'cookie_required');
      expect(await rows()).toBe(before);
    });
  });
});
