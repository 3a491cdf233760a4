/**
 * Nothing is stored for a client that does not keep the visitor cookie. Every call that stores
 * something for a visitor, or hands out what counts only for it (offline seeds), (the operations
 * that need the cookie an earlier call set) answers 400
 * `cookie_required` without it, sets the cookie, and leaves every table as it was (no visitor, no
 * account, no order, no PaymentIntent at Stripe); asked again with the cookie it set, the call is
 * that visitor's own. The list of such calls is checked against the operations, so a new call that
 * stores for a visitor must come with its case here.
 */
import { randomUUID } from 'node:crypto';
import { apiPaths } from '@mathtools/contracts';
import {
  needsVisitorCookie,
  type Operation,
  type OperationId,
  operations,
  VISITOR_SECURITY,
} from '@mathtools/contracts/operations';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { json, rowCount, useTestApp } from './helpers/app.js';
import { buyers } from './helpers/buyers.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';
import { useFakeStripe } from './helpers/fake-stripe.js';

const SECRET = 'whsec_cookieless';
const stripe = useFakeStripe(SECRET);
const SKILL = 'one-step-equations';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

/** For each call that needs the cookie: a request that passes every check but that one. */
const calls = (code: string): Record<string, Call> => ({
  gradeAnswer: {
    method: 'POST',
    url: apiPaths.grade,
    body: { problemId: 'algebra-1', answer: '12' },
  },
  getSkillProblem: { method: 'GET', url: apiPaths.skillProblem(SKILL) },
  getSkillHint: {
    method: 'POST',
    url: apiPaths.skillHint(SKILL),
    body: { problemId: randomUUID(), level: 1 },
  },
  gradeSkillAnswer: {
    method: 'POST',
    url: apiPaths.skillGrade(SKILL),
    body: { problemId: randomUUID(), answer: '1' },
  },
  recordOfflineAttempt: {
    method: 'POST',
    url: apiPaths.offlineAttempts,
    body: {
      id: randomUUID(),
      kind: 'category',
      category: 'algebra',
      batch: '1.AAAA.BBBB',
      seed: 7,
      answers: ['1'],
      shownCorrect: false,
    },
  },
  getOfflineSeeds: { method: 'GET', url: apiPaths.offlineSeeds },
  recordSimilarAttempt: {
    method: 'POST',
    url: apiPaths.similarAttempts,
    body: { problem: '2x+3=7', similar: '2x+3=9', answers: ['1'] },
  },
  getReviewSession: { method: 'GET', url: apiPaths.review },
  setProgress: {
    method: 'POST',
    url: apiPaths.progress('algebra'),
    body: { problemsCompleted: 3, streak: 2 },
  },
  createPaymentIntent: {
    method: 'POST',
    url: apiPaths.paymentIntent,
    body: { productId: 'logarithms-mastery', amount: 24.99 },
  },
  confirmPurchase: {
    method: 'POST',
    url: apiPaths.purchaseConfirm,
    body: { paymentIntentId: 'pi_fake_999999' },
  },
  restorePurchases: { method: 'POST', url: apiPaths.purchaseRestore, body: { code } },
  startTrial: { method: 'POST', url: apiPaths.purchaseTrial, body: { plan: 'master' } },
  rotateRestoreCode: { method: 'POST', url: apiPaths.purchaseCode },
  forgetBrowser: { method: 'POST', url: apiPaths.purchaseForget },
});

/** Every table a visitor's calls write to. */
const tables: (keyof Database)[] = [
  'accounts',
  'visitor_accounts',
  'visitor_restores',
  'orders',
  'grants',
  'duplicate_payments',
  'trials',
  'trial_marks',
  'trial_starts',
  'restore_failures',
  'progress',
  'practice_attempts',
  'category_outcomes',
  'skill_problems',
  'skill_progress',
  'skill_attempts',
  'offline_attempts',
  'offline_credit',
  'free_problems',
];

async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await rowCount(app, table);
  return counts;
}

describe.each(databaseKinds)('calls without the visitor cookie on %s', (kind) => {
  const t = useTestApp(kind, () => ({ stripe: stripe.config() }));
  const b = buyers(
    () => t.app,
    () => stripe.fake,
    SECRET,
  );
  const send = (call: Call, cookie?: string) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      ...(call.body === undefined
        ? { headers: cookie ? { cookie } : {} }
        : json(call.body, cookie ? { cookie } : {})),
    });

  it('are every call that stores something for a visitor', () => {
    const all = Object.entries(operations as Record<string, Operation>);
    const needing = all
      .filter(([, op]) => needsVisitorCookie(op.schema))
      .map(([id]) => id)
      .sort();
    expect(needing).toEqual(Object.keys(calls('')).sort());
    // Every POST a visitor makes needs it, except the contact form (which stores no visitor) and
    // the call that hands the cookie out. A teacher's or a class student's calls go by their own
    // cookies, not the visitor's.
    const byVisitor = (op: Operation) =>
      op.schema.security?.some((scheme) => VISITOR_SECURITY in scheme) ?? false;
    const posts = all.filter(([, op]) => op.method === 'POST' && byVisitor(op));
    for (const [id, op] of posts)
      expect(
        needsVisitorCookie(op.schema) || id === 'sendContactMessage' || id === 'startVisit',
        id,
      ).toBe(true);
  });

  it('each answers 400 cookie_required, sets the cookie and stores nothing', async () => {
    const owner = await b.owner('algebra-foundations');
    const before = await rowCounts(t.app);
    const intentsBefore = stripe.fake.intents.size;
    for (const [id, call] of Object.entries(calls(owner.code))) {
      for (let i = 0; i < 3; i++) {
        const res = await send(call);
        expectError(res, 400, 'cookie_required');
        expect(
          res.cookies.some((c) => c.name === 'mt_visitor'),
          id as OperationId,
        ).toBe(true);
      }
    }
    expect(await rowCounts(t.app)).toEqual(before);
    expect(stripe.fake.intents.size).toBe(intentsBefore);
  });

  it('asked again with the cookie it set, each call is the visitor’s own', async () => {
    const owner = await b.owner('geometry-essentials');
    const all = calls(owner.code);
    for (const id of ['gradeAnswer', 'setProgress', 'createPaymentIntent', 'restorePurchases']) {
      const call = all[id] as Call;
      const refused = await send(call);
      expectError(refused, 400, 'cookie_required');
      const cookie = refused.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const again = await send(call, cookie);
      expect(again.statusCode, `${id}: ${again.body}`).toBeLessThan(300);
    }
  });
});
