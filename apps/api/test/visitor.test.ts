import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@mathtools/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE, verifiedCookies } from '../src/plugins/visitor.js';
import { cookieHeader, useTestApp } from './helpers/app.js';
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
  const progress = (app: typeof ours.app, cookie: string) =>
    app.inject({ method: 'GET', url: apiPaths.progress('algebra'), headers: { cookie } });
  const setsVisitor = (res: Awaited<ReturnType<typeof progress>>) =>
    res.cookies.some((c) => c.name === VISITOR_COOKIE);

  it("is still checked against each server's own secret, and a tampered copy is refused", async () => {
    const cookie = cookieHeader(
      await ours.app.inject({ method: 'GET', url: apiPaths.progress('algebra') }),
    );
    // Accepted again and again (from memory after the first check): no new visitor.
    for (let i = 0; i < 3; i++) expect(setsVisitor(await progress(ours.app, cookie))).toBe(false);
    // Another secret never accepted it, whatever this server remembers.
    expect(setsVisitor(await progress(theirs.app, cookie))).toBe(true);
    // The same text with one character of its signature changed is checked, and fails.
    // (Not the last one, whose low bits base64 may ignore.)
    const at = cookie.length - 5;
    const changed = cookie[at] === 'A' ? 'B' : 'A';
    const tampered = `${cookie.slice(0, at)}${changed}${cookie.slice(at + 1)}`;
    expect(setsVisitor(await progress(ours.app, tampered))).toBe(true);
  });
});
