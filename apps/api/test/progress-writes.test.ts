/**
 * `POST /api/progress` once had no rate limit and stored a row for every cookieless request
 * (4,186 rows in 10 s from one client). It is limited like the other writes now, stores nothing
 * for a client that sends no cookie back (400 `cookie_required`), and zeros for a visitor without
 * a row store nothing.
 */
import { apiPaths, Progress } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { json, useTestApp, visitorCookie } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const limits = { enabled: true, windowMs: 60_000, forms: 3, payments: 2, grades: 4, progress: 5 };

describe.each(databaseKinds)('progress writes on %s', (kind) => {
  const t = useTestApp(kind, { rateLimit: limits });
  const rows = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('progress')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const post = (body: unknown, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: apiPaths.progress('algebra'),
      remoteAddress,
      ...json(body, cookie ? { cookie } : {}),
    });

  it('stores no row for zeros from a visitor who has none', async () => {
    const before = await rows();
    for (let i = 0; i < 5; i++) {
      const cookie = await visitorCookie(t.app);
      const res = await post({ problemsCompleted: 0, streak: 0 }, `10.1.0.${i + 1}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(z.parse(Progress, res.json())).toEqual({ problemsCompleted: 0, streak: 0 });
    }
    expect(await rows()).toBe(before);
  });

  it('stores real progress, and zeros then reset it', async () => {
    const cookie = await visitorCookie(t.app);
    const first = await post({ problemsCompleted: 4, streak: 2 }, '10.2.0.1', cookie);
    expect(first.statusCode).toBe(200);
    const reset = await post({ problemsCompleted: 0, streak: 0 }, '10.2.0.1', cookie);
    expect(z.parse(Progress, reset.json())).toEqual({ problemsCompleted: 0, streak: 0 });
    const read = await t.app.inject({
      method: 'GET',
      url: apiPaths.progress('algebra'),
      headers: { cookie },
    });
    expect(z.parse(Progress, read.json())).toEqual({ problemsCompleted: 0, streak: 0 });
  });

  it('is rate limited per client like the other writes', async () => {
    const before = await rows();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const cookie = await visitorCookie(t.app);
      statuses.push(
        (await post({ problemsCompleted: 1, streak: 1 }, '10.3.0.1', cookie)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    // Five visitors' writes stored five rows; the refused ones stored nothing.
    expect(await rows()).toBe(before + 5);
    const cookie = await visitorCookie(t.app);
    expectError(
      await post({ problemsCompleted: 1, streak: 1 }, '10.3.0.1', cookie),
      429,
      'rate_limited',
    );
    expect((await post({ problemsCompleted: 1, streak: 1 }, '10.3.0.2', cookie)).statusCode).toBe(
      200,
    );
    // Without the cookie nothing is stored at all.
    const rowsNow = await rows();
    expectError(
      await post({ problemsCompleted: 1, streak: 1 }, '10.3.0.3'),
      400,
      'cookie_required',
    );
    expect(await rows()).toBe(rowsNow);
  });
});
