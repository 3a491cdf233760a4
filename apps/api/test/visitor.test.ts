import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { apiPaths, OfflineSeeds } from '@mathtools/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VISITOR_COOKIE, verifiedCookies } from '../src/plugins/visitor.js';
import { cookieHeader, json, useTestApp, visitorCookie } from './helpers/app.js';
import { expectError } from './helpers/expect.js';
import { ensureBuilt } from './helpers/server-process.js';

describe('verifiedCookies', () => {
  it('keeps at most `max` cookies, dropping the oldest first', () => {
    const kept = verifiedCookies(2);
    kept.add('a.sig', 'id-a');
    kept.add('b.sig', 'id-b');
    kept.add('c.sig', 'id-c');
    expect(kept.size).toBe(2);
    expect(kept.get('a.sig')).toBeUndefined();
    expect([kept.get('b.sig'), kept.get('c.sig')]).toEqual(['id-b', 'id-c']);
  });

  describe('memory', () => {
    beforeAll(ensureBuilt);

    // A process of its own, to collect garbage on demand: 1,000 cookies, each parsed out of an
    // 8 KB Cookie header as a request would send it, remembered, then the headers dropped.
    it('keeps each cookie without the header it arrived in', () => {
      const script = `
        import cookie from '@fastify/cookie';
        import Fastify from 'fastify';
        import { verifiedCookies } from './dist/plugins/visitor.js';
        const app = Fastify();
        await app.register(cookie, { secret: 's'.repeat(40) });
        await app.ready();
        const kept = verifiedCookies(10_000);
        globalThis.gc();
        const before = process.memoryUsage().heapUsed;
        for (let i = 0; i < 1000; i++) {
          const header = 'pad=' + 'x'.repeat(8000) + i + '; ${VISITOR_COOKIE}=' + app.signCookie(crypto.randomUUID());
          const raw = app.parseCookie(header)['${VISITOR_COOKIE}'];
          kept.add(raw, app.unsignCookie(raw).value);
        }
        globalThis.gc();
        console.log(Math.round((process.memoryUsage().heapUsed - before) / 1000));`;
      const perCookie = Number(
        execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
          cwd: fileURLToPath(new URL('..', import.meta.url)),
          encoding: 'utf8',
        }),
      );
      // About 200 bytes each; a kept header would be over 8,000.
      expect(perCookie).toBeLessThan(1000);
    });
  });
});

describe('the visitor cookie, once accepted', () => {
  const ours = useTestApp('sqlite');
  const theirs = useTestApp('sqlite', {
    cookieSecret: 'another-secret-that-is-long-enough-987654',
  });
  // A call that needs a returning visitor: a cookie it does not accept gets a new one.
  const seeds = (app: typeof ours.app, cookie: string) =>
    app.inject({ method: 'GET', url: apiPaths.offlineSeeds, headers: { cookie } });
  const setsVisitor = (res: Awaited<ReturnType<typeof seeds>>) =>
    res.cookies.some((c) => c.name === VISITOR_COOKIE);

  it("is still checked against each server's own secret, and a tampered copy is refused", async () => {
    const cookie = await visitorCookie(ours.app);
    // Accepted again and again (from memory after the first check): no new visitor.
    for (let i = 0; i < 3; i++) expect(setsVisitor(await seeds(ours.app, cookie))).toBe(false);
    // Another secret never accepted it, whatever this server remembers.
    expect(setsVisitor(await seeds(theirs.app, cookie))).toBe(true);
    // The same text with one character of its signature changed is checked, and fails.
    // (Not the last one, whose low bits base64 may ignore.)
    const at = cookie.length - 5;
    const changed = cookie[at] === 'A' ? 'B' : 'A';
    const tampered = `${cookie.slice(0, at)}${changed}${cookie.slice(at + 1)}`;
    expect(setsVisitor(await seeds(ours.app, tampered))).toBe(true);
  });
});

describe('a first visit', () => {
  const t = useTestApp('sqlite');
  const seedsFor = (cookie: string) =>
    t.app.inject({ method: 'GET', url: apiPaths.offlineSeeds, headers: { cookie } });

  it('is one visitor: reads set no cookie, the first call that needs one sets it', async () => {
    // What /practice asks at once on a new browser's first visit.
    const reads = [apiPaths.progress('algebra'), apiPaths.skills, apiPaths.purchases];
    const urls = [...reads, apiPaths.offlineSeeds];
    const answers = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url })));
    const setting = urls.filter((_, i) =>
      answers[i]!.cookies.some((c) => c.name === VISITOR_COOKIE),
    );
    expect(setting).toEqual([apiPaths.offlineSeeds]);
    for (const res of answers.slice(0, reads.length)) expect(res.statusCode).toBe(200);
    const first = answers[reads.length]!;
    expectError(first, 400, 'cookie_required');
    expect(first.cookies.find((c) => c.name === VISITOR_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
    });

    // Asked again with it, the seeds are this visitor's: one counts for it, and for no other.
    const cookie = cookieHeader(first);
    const batches = z.parse(OfflineSeeds, (await seedsFor(cookie)).json()).batches;
    const batch = batches.find((b) => b.kind === 'category' && b.subject === 'algebra')!;
    const attempt = (seed: number) => ({
      id: randomUUID(),
      kind: 'category',
      category: 'algebra',
      batch: batch.batch,
      seed,
      answers: ['0'],
      shownCorrect: false,
    });
    const offline = (cookie: string, seed: number) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.offlineAttempts,
        ...json(attempt(seed), { cookie }),
      });
    expectError(
      await offline(await visitorCookie(t.app), batch.seeds[0]!),
      400,
      'validation_error',
      'seed',
    );
    expect((await offline(cookie, batch.seeds[0]!)).statusCode).toBe(200);
  });
});

describe('POST /api/visitor', () => {
  const t = useTestApp('sqlite');
  const start = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.visitor,
      headers: cookie ? { cookie } : {},
    });

  it('hands a new visitor its cookie without failing, and a returning one keeps its own', async () => {
    const first = await start();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ visitor: 'new' });
    expect(first.headers['cache-control']).toBe('no-store');
    const set = first.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // With it, the calls that keep something for the visitor answer at once.
    const cookie = cookieHeader(first);
    const again = await start(cookie);
    expect(again.json()).toEqual({ visitor: 'returning' });
    expect(again.cookies.some((c) => c.name === VISITOR_COOKIE)).toBe(false);
    const seeds = await t.app.inject({
      method: 'GET',
      url: apiPaths.offlineSeeds,
      headers: { cookie },
    });
    expect(seeds.statusCode).toBe(200);
  });

  it('replaces a cookie that does not verify', async () => {
    const res = await start(`${VISITOR_COOKIE}=s%3Anot-a-visitor.bad`);
    expect(res.json()).toEqual({ visitor: 'new' });
    expect(res.cookies.some((c) => c.name === VISITOR_COOKIE)).toBe(true);
  });
});
