/**
 * A database that cannot take writes: `/api/health` once stayed 200 while every write failed with
 * "database or disk is full". Writes now get 503 in the error shape, health answers 503 with the
 * reason, and both recover once there is room again.
 *
 * As root, where `mount -t tmpfs` works, the SQLite folder is a real 4 MB tmpfs filled up with a
 * ballast file. Elsewhere (CI runs unprivileged) the same SQLITE_FULL error comes from SQLite's
 * `max_page_count` pinned at the file's current size: the database cannot grow, exactly as on a
 * full disk, without needing a mount.
 *
 * The second part makes every call of the API that writes meet a full disk, and on PostgreSQL too.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiPaths,
  OfflineSeeds,
  PaymentIntentResponse,
  ProductList,
  Purchases,
  SkillList,
} from '@mathtools/contracts';
import { apiOperations } from '@mathtools/contracts/openapi';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../../src/app.js';
import { defaultTimeouts } from '../../src/env.js';
import type { FakeStripe } from '../../src/testing/fake-stripe.js';
import { json, testConfig, visitorCookie } from '../helpers/app.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases.js';
import { expectError } from '../helpers/expect.js';
import { useFakeStripe } from '../helpers/fake-stripe.js';
import { newTeacher, SoftPasskey } from '../helpers/teacher.js';

const dir = mkdtempSync(join(tmpdir(), 'mathtools-full-'));
const ballast = join(dir, 'ballast');

function tryMountTmpfs(): boolean {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m,mode=0700', 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

const mounted = tryMountTmpfs();
afterAll(() => {
  if (mounted) execFileSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
});

/** Writes ballast until the tmpfs has no room left. */
function fillDisk() {
  const fd = openSync(ballast, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let i = 0; i < 1_000; i++) writeSync(fd, chunk);
    throw new Error('the tmpfs never filled up');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

describe(`a full database folder (${mounted ? 'tmpfs' : 'SQLite max_page_count'})`, () => {
  const timeouts = { ...defaultTimeouts, healthMs: 100 };
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({ kind: 'sqlite', filename: join(dir, 'site.db') }, { timeouts }),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const subscribe = (i: number) =>
    app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      ...json({ email: `full-${i}-${'x'.repeat(40)}@example.com` }),
    });

  it('answers writes and health with 503 while full, and recovers when there is room', async () => {
    expect((await app.inject({ method: 'GET', url: apiPaths.health })).statusCode).toBe(200);

    if (mounted) fillDisk();
    else {
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(app.db);
      await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(app.db);
    }

    // Rows fill the free space left in the last pages first; then a write fails.
    let failed: Awaited<ReturnType<typeof subscribe>> | undefined;
    let accepted = 0;
    for (let i = 0; i < 2_000 && !failed; i++) {
      const res = await subscribe(i);
      if (res.statusCode === 200) accepted++;
      else failed = res;
    }
    expect(failed, 'no write failed').toBeDefined();
    expectError(failed!, 503, 'service_unavailable');
    expect(failed!.headers['retry-after']).toBe('5');

    const health = await app.inject({ method: 'GET', url: apiPaths.health });
    const error = expectError(health, 503, 'service_unavailable');
    expect(error.message).toContain('the disk is full');
    expect(health.headers['retry-after']).toBe('5');

    // Every acknowledged write is there.
    const stored = await app.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(accepted);

    if (mounted) unlinkSync(ballast);
    else await sql`pragma max_page_count = 1073741823`.execute(app.db);

    let healthy = 0;
    for (let i = 0; i < 50 && healthy !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      healthy = (await app.inject({ method: 'GET', url: apiPaths.health })).statusCode;
    }
    expect(healthy).toBe(200);
    expect((await subscribe(99_999)).statusCode).toBe(200);
  });
});

// ---------------------------------------------------------------- every write route

/**
 * Trial, skill-problem and restore writes once answered 500 `internal_error` on a full disk while
 * the newsletter answered 503. Every call that writes must answer 503 `service_unavailable` with
 * Retry-After, never 500. The calls are the documented operations (`apiOperations`): each is
 * listed below as a write with the request that makes it write, or as a read, so a new operation
 * fails the coverage check until it is sorted. A write whose route is not registered yet is
 * skipped under its own name and covered once it exists.
 *
 * The disk fills after each call's preparation (a visitor, a served problem, a paid order) and is
 * freed after the call. On SQLite: the tmpfs when it can be mounted, where every write needs room;
 * with `max_page_count`, a write only fails when it needs a new page, so each call is prepared and
 * made again (up to a bound) until one fails, and a call that always fits is only held to "never
 * 500". On PostgreSQL: a trigger on every table raises SQLSTATE 53100 (`disk_full`), the error a
 * full disk gives, on any write.
 */

interface Call {
  method: 'GET' | 'POST';
  url: string;
  cookie?: string;
  /** JSON body, or the raw text with its own headers (the signed webhook). */
  body?: unknown;
  raw?: { payload: string; headers: Record<string, string> };
  remoteAddress?: string;
}

interface WriteContext {
  app: FastifyInstance;
  stripe: FakeStripe;
  webhookSecret: string;
}

let unique = 0;
const next = () => `${Date.now().toString(36)}-${++unique}`;
/** A client address of its own per call (trials are limited per address). */
const clientAddress = () => {
  const n = ++unique;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
};

function send(app: FastifyInstance, call: Call) {
  const headers: Record<string, string> = call.cookie ? { cookie: call.cookie } : {};
  return app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: call.remoteAddress ?? '127.0.0.1',
    ...(call.raw
      ? { headers: { ...headers, ...call.raw.headers }, payload: call.raw.payload }
      : call.body === undefined
        ? { headers }
        : json(call.body, headers)),
  });
}

async function ok(app: FastifyInstance, call: Call) {
  const res = await send(app, call);
  expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBeLessThan(300);
  return res;
}

/** A visitor that has its cookie (calls that store something need a returning visitor). */
const visitor = visitorCookie;

async function freeSkill(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await ok(app, { method: 'GET', url: apiPaths.skills, cookie });
  const skill = z.parse(SkillList, res.json()).skills.find((s) => !s.premium);
  if (!skill) throw new Error('no free skill');
  return skill.id;
}

/** A free skill with a problem served to a new visitor. */
async function servedProblem(app: FastifyInstance) {
  const cookie = await visitor(app);
  const skill = await freeSkill(app, cookie);
  const res = await ok(app, { method: 'GET', url: apiPaths.skillProblem(skill), cookie });
  return { cookie, skill, problemId: (res.json() as { id: string }).id };
}

/** A visitor whose checkout of the first pack has been paid at the (fake) Stripe. */
async function paidCheckout(ctx: WriteContext) {
  const cookie = await visitor(ctx.app);
  const products = z.parse(
    ProductList,
    (await ok(ctx.app, { method: 'GET', url: apiPaths.products })).json(),
  );
  const pack = products[0];
  if (!pack) throw new Error('no product');
  const res = await ok(ctx.app, {
    method: 'POST',
    url: apiPaths.paymentIntent,
    cookie,
    body: { productId: pack.id, amount: pack.price },
  });
  const pi = z.parse(PaymentIntentResponse, res.json()).clientSecret.replace(/_secret_fake$/, '');
  await ctx.stripe.confirm(pi);
  return { cookie, pi };
}

/** A visitor with a trial, hence an account and a restore code. */
async function withTrial(app: FastifyInstance) {
  const cookie = await visitor(app);
  await ok(app, {
    method: 'POST',
    url: apiPaths.purchaseTrial,
    cookie,
    body: { plan: 'master' },
    remoteAddress: clientAddress(),
  });
  const { restoreCode } = z.parse(
    Purchases,
    (await ok(app, { method: 'GET', url: apiPaths.purchases, cookie })).json(),
  );
  if (!restoreCode) throw new Error('no restore code after a trial');
  return { cookie, restoreCode };
}

/** A teacher's set of one problem, made with room left. */
async function classSet(app: FastifyInstance) {
  const teacher = await newTeacher(app);
  const res = await ok(app, {
    method: 'POST',
    url: apiPaths.teachSets,
    cookie: teacher.cookie,
    body: { title: 'A full disk', problems: ['2x + 3 = 7'], help: 'answer' },
  });
  return { teacher, code: (res.json() as { code: string }).code };
}

/** A student who joined a set, and the set's code. */
async function classStudent(app: FastifyInstance) {
  const { code } = await classSet(app);
  const res = await ok(app, {
    method: 'POST',
    url: apiPaths.join(code),
    body: { nickname: 'Ada' },
  });
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { code, cookie };
}

/** For each operation that writes: the request that makes it write, prepared with room left. */
const writes: Record<string, (ctx: WriteContext) => Promise<Call>> = {
  subscribeNewsletter: async () => ({
    method: 'POST',
    url: apiPaths.newsletter,
    body: { email: `full-${next()}@example.com` },
  }),
  sendContactMessage: async () => ({
    method: 'POST',
    url: apiPaths.contact,
    body: {
      name: 'Ada',
      email: `ada-${next()}@example.com`,
      subject: 'A full disk',
      message: 'x'.repeat(400),
    },
  }),
  gradeAnswer: async ({ app }) => {
    const cookie = await visitor(app);
    const problem = await ok(app, { method: 'GET', url: apiPaths.randomProblem('algebra') });
    return {
      method: 'POST',
      url: apiPaths.grade,
      cookie,
      body: { problemId: (problem.json() as { id: string }).id, answer: '1' },
    };
  },
  recordOfflineAttempt: async ({ app }) => {
    const cookie = await visitor(app);
    const seeds = z.parse(
      OfflineSeeds,
      (await ok(app, { method: 'GET', url: apiPaths.offlineSeeds, cookie })).json(),
    );
    const algebra = seeds.batches.find((b) => b.subject === 'algebra');
    if (!algebra) throw new Error('no algebra batch');
    return {
      method: 'POST',
      url: apiPaths.offlineAttempts,
      cookie,
      body: {
        id: randomUUID(),
        kind: 'category',
        category: 'algebra',
        batch: algebra.batch,
        seed: algebra.seeds[0],
        answers: ['1'],
        shownCorrect: false,
      },
    };
  },
  recordSimilarAttempt: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.similarAttempts,
    cookie: await visitor(app),
    // Another similar problem each time (2x + 3 = 9, 11, …: whole answers, as 2x + 3 = 7's), so
    // its outcome is new and written.
    body: { problem: '2x+3=7', similar: `2x+3=${7 + 2 * ++unique}`, answers: ['1'] },
  }),
  setProgress: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.progress('algebra'),
    cookie: await visitor(app),
    body: { problemsCompleted: 3, streak: 2 },
  }),
  getSkillProblem: async ({ app }) => {
    const cookie = await visitor(app);
    return { method: 'GET', url: apiPaths.skillProblem(await freeSkill(app, cookie)), cookie };
  },
  getSkillHint: async ({ app }) => {
    const { cookie, skill, problemId } = await servedProblem(app);
    return {
      method: 'POST',
      url: apiPaths.skillHint(skill),
      cookie,
      body: { problemId, level: 1 },
    };
  },
  gradeSkillAnswer: async ({ app }) => {
    const { cookie, skill, problemId } = await servedProblem(app);
    return {
      method: 'POST',
      url: apiPaths.skillGrade(skill),
      cookie,
      body: { problemId, answer: '1' },
    };
  },
  getReviewSession: async ({ app }) => {
    // A skill answered once and due for review: the session stores a problem of it. A wrong
    // first answer leaves one more try, so the answer is sent again until the problem is decided.
    const { cookie, skill, problemId } = await servedProblem(app);
    const answer = {
      method: 'POST',
      url: apiPaths.skillGrade(skill),
      cookie,
      body: { problemId, answer: '1' },
    } as const;
    if ((await ok(app, answer)).json().retry) await ok(app, answer);
    await app.db
      .updateTable('skill_progress')
      .set({ review_interval_days: 1, review_due_at: Date.now() - 60_000 })
      .where('skill', '=', skill)
      .execute();
    return { method: 'GET', url: apiPaths.review, cookie };
  },
  createPaymentIntent: async ({ app }) => {
    const products = z.parse(
      ProductList,
      (await ok(app, { method: 'GET', url: apiPaths.products })).json(),
    );
    const pack = products[0];
    if (!pack) throw new Error('no product');
    return {
      method: 'POST',
      url: apiPaths.paymentIntent,
      cookie: await visitor(app),
      body: { productId: pack.id, amount: pack.price },
    };
  },
  receiveStripeEvent: async (ctx) => {
    const { pi } = await paidCheckout(ctx);
    const payload = JSON.stringify({
      id: `evt_full_${next()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: ctx.stripe.intents.get(pi) },
    });
    return {
      method: 'POST',
      url: apiPaths.stripeWebhook,
      raw: {
        payload,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload,
            secret: ctx.webhookSecret,
          }),
        },
      },
    };
  },
  confirmPurchase: async (ctx) => {
    const { cookie, pi } = await paidCheckout(ctx);
    return {
      method: 'POST',
      url: apiPaths.purchaseConfirm,
      cookie,
      body: { paymentIntentId: pi },
    };
  },
  restorePurchases: async ({ app }) => {
    const { restoreCode } = await withTrial(app);
    return {
      method: 'POST',
      url: apiPaths.purchaseRestore,
      cookie: await visitor(app),
      body: { code: restoreCode },
    };
  },
  startTrial: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.purchaseTrial,
    cookie: await visitor(app),
    body: { plan: 'master' },
    remoteAddress: clientAddress(),
  }),
  rotateRestoreCode: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.purchaseCode,
    cookie: (await withTrial(app)).cookie,
  }),
  forgetBrowser: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.purchaseForget,
    cookie: (await withTrial(app)).cookie,
  }),
  // A WebAuthn challenge is stored for the call that answers it.
  registerPasskeyOptions: async () => ({
    method: 'POST',
    url: apiPaths.teachRegisterOptions,
    remoteAddress: clientAddress(),
  }),
  registerPasskey: async ({ app }) => {
    const passkey = new SoftPasskey(app.config.publicOrigin);
    const remoteAddress = clientAddress();
    const options = await ok(app, {
      method: 'POST',
      url: apiPaths.teachRegisterOptions,
      remoteAddress,
    });
    return {
      method: 'POST',
      url: apiPaths.teachRegister,
      remoteAddress,
      body: { response: passkey.register(options.json().options) },
    };
  },
  loginPasskeyOptions: async () => ({
    method: 'POST',
    url: apiPaths.teachLoginOptions,
    remoteAddress: clientAddress(),
  }),
  loginPasskey: async ({ app }) => {
    const { passkey, remoteAddress } = await newTeacher(app);
    const options = await ok(app, {
      method: 'POST',
      url: apiPaths.teachLoginOptions,
      remoteAddress,
    });
    return {
      method: 'POST',
      url: apiPaths.teachLogin,
      remoteAddress,
      body: { response: passkey.authenticate(options.json().options) },
    };
  },
  recoverTeacher: async ({ app }) => {
    const { recoveryCode, remoteAddress } = await newTeacher(app);
    return { method: 'POST', url: apiPaths.teachRecover, remoteAddress, body: { recoveryCode } };
  },
  logoutTeacher: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.teachLogout,
    cookie: (await newTeacher(app)).cookie,
  }),
  createClassSet: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.teachSets,
    cookie: (await newTeacher(app)).cookie,
    body: { title: 'A full disk', problems: ['2x + 3 = 7'], help: 'answer' },
  }),
  joinClassSet: async ({ app }) => ({
    method: 'POST',
    url: apiPaths.join((await classSet(app)).code),
    body: { nickname: `Ada ${next()}`.slice(0, 24) },
  }),
  checkClassWorking: async ({ app }) => {
    const { code, cookie } = await classStudent(app);
    return {
      method: 'POST',
      url: apiPaths.joinWorking(code, 1),
      cookie,
      body: { lines: ['2x = 4', 'x = 2'] },
    };
  },
  answerClassProblem: async ({ app }) => {
    const { code, cookie } = await classStudent(app);
    return { method: 'POST', url: apiPaths.joinAnswer(code, 1), cookie, body: { answer: '2' } };
  },
};

/** Operations that write nothing to the database: a full disk does not concern them. */
const reads = new Set([
  'getHealth',
  'getOpenApiDocument',
  'getRandomProblem',
  'listSkills',
  'getProgress',
  'listProducts',
  'getCatalogItem',
  'getPaymentsConfig',
  'getPurchases',
  'getOfflineSeeds',
  // Sets the visitor cookie; stores nothing.
  'startVisit',
  'getTeacher',
  'listClassSets',
  'getClassSet',
  'getClassStudentWork',
  'streamClassEvents',
  'exportClassSet',
  'getJoinInfo',
  'getStudentWork',
  'getClassHelp',
]);

/** Whether the app serves the operation (`{param}` in the documented path is `:param` here). */
async function registeredOperations(): Promise<Set<string>> {
  const probeDir = mkdtempSync(join(tmpdir(), 'mathtools-full-probe-'));
  const probe = await buildApp(testConfig({ kind: 'sqlite', filename: join(probeDir, 'p.db') }));
  try {
    return new Set(
      apiOperations
        .filter((op) =>
          probe.hasRoute({
            method: op.method.toUpperCase() as 'GET' | 'POST',
            url: op.path.replace(/\{(\w+)\}/g, ':$1'),
          }),
        )
        .map((op) => op.operationId),
    );
  } finally {
    await probe.close();
    rmSync(probeDir, { recursive: true, force: true });
  }
}
const registered = await registeredOperations();

describe('the calls of the API', () => {
  it('are each sorted as a write (covered below) or a read', () => {
    const unsorted = apiOperations
      .map((op) => op.operationId)
      .filter((id) => !(id in writes) && !reads.has(id));
    expect(unsorted, 'add each new call to `writes` or `reads`').toEqual([]);
  });
});

const WEBHOOK_SECRET = 'whsec_disk_full';
const stripe = useFakeStripe(WEBHOOK_SECRET);

/** A full disk for one app, and its removal. */
interface FullDisk {
  /** True when every write fails while full; false when only writes that need a page do. */
  strict: boolean;
  fill(): Promise<void>;
  free(): Promise<void>;
}

const sqliteDisk = (app: FastifyInstance): FullDisk =>
  mounted
    ? {
        strict: true,
        // The log is emptied first: a write that reuses frames the log file already holds (after a
        // checkpoint) needs no new space, so it would succeed on a full disk, durably.
        fill: async () => {
          await sql`pragma wal_checkpoint(TRUNCATE)`.execute(app.db);
          fillDisk();
        },
        free: async () => unlinkSync(ballast),
      }
    : {
        strict: false,
        fill: async () => {
          const pages = await sql<{ page_count: number }>`pragma page_count`.execute(app.db);
          await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(app.db);
        },
        free: async () => {
          await sql`pragma max_page_count = 1073741823`.execute(app.db);
        },
      };

/** PostgreSQL's disk-full error on any write to the app's tables. */
const postgresDisk = (app: FastifyInstance): FullDisk => {
  const tables = async () =>
    (
      await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(app.db)
    ).rows.map((r) => r.name);
  return {
    strict: true,
    fill: async () => {
      await sql`
        create or replace function disk_full() returns trigger language plpgsql as $$
        begin
          raise exception 'could not extend file: No space left on device'
            using errcode = 'disk_full';
        end $$`.execute(app.db);
      for (const table of await tables())
        await sql
          .raw(
            `create trigger disk_full before insert or update or delete on "${table}" ` +
              'for each statement execute function disk_full()',
          )
          .execute(app.db);
    },
    free: async () => {
      for (const table of await tables())
        await sql.raw(`drop trigger if exists disk_full on "${table}"`).execute(app.db);
    },
  };
};

/** Rounds of prepare, fill, call, free while a write still fits (`max_page_count` only). */
const MAX_ROUNDS = 150;

describe.each(databaseKinds)('every write on %s while the disk is full', (kind) => {
  // SQLite in the folder that fills up; PostgreSQL in a schema of its own.
  const t = {} as { app: FastifyInstance; database?: TestDatabase };
  let disk: FullDisk;
  beforeAll(async () => {
    if (kind === 'postgres') t.database = await createTestDatabase('postgres');
    const database = t.database?.config ?? { kind: 'sqlite', filename: join(dir, 'routes.db') };
    t.app = await buildApp(testConfig(database, { stripe: stripe.config() }));
    disk = kind === 'postgres' ? postgresDisk(t.app) : sqliteDisk(t.app);
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.cleanup();
  });

  for (const op of apiOperations.filter((o) => o.operationId in writes)) {
    const name = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
    if (!registered.has(op.operationId)) {
      it.skip(`${name}: not registered yet, covered once it is`, () => {});
      continue;
    }
    it(`${name} answers 503 service_unavailable with Retry-After, never 500`, async () => {
      const prepare = writes[op.operationId]!;
      const ctx = { app: t.app, stripe: stripe.fake, webhookSecret: WEBHOOK_SECRET };
      let failed: Awaited<ReturnType<typeof send>> | undefined;
      const statuses: number[] = [];
      for (let round = 0; round < (disk.strict ? 1 : MAX_ROUNDS) && !failed; round++) {
        const call = await prepare(ctx);
        await disk.fill();
        let res: Awaited<ReturnType<typeof send>>;
        try {
          res = await send(t.app, call);
        } finally {
          await disk.free();
        }
        statuses.push(res.statusCode);
        expect(res.statusCode, res.body).not.toBe(500);
        if (res.statusCode >= 300) failed = res;
      }
      if (!failed) {
        // max_page_count only: the write always fitted in the pages the database had.
        expect(disk.strict, `${name} never failed: ${statuses.join(' ')}`).toBe(false);
        console.log(
          `disk-full (max_page_count): ${name} fitted in the existing pages in all ${MAX_ROUNDS} rounds; checked for "never 500" only`,
        );
        return;
      }
      expectError(failed, 503, 'service_unavailable');
      expect(failed.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      // And the call works again once there is room.
      expect((await send(t.app, await prepare(ctx))).statusCode).toBeLessThan(300);
    });
  }
});
