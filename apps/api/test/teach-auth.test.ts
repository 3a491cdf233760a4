/**
 * Teacher accounts: a passkey makes one and signs in again (real WebAuthn answers from a software
 * ES256 authenticator, checked by @simplewebauthn/server), a challenge is used once, the recovery
 * code signs in once and is replaced, and the recovery call is rate limited.
 */
import { generateKeyPairSync } from 'node:crypto';
import { apiPaths, RECOVER_MAX_TRIES, RESTORE_CODE_PATTERN } from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookieHeader, json, rowCount, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { newTeacher, SoftPasskey, withRateLimits } from './helpers/teacher.js';

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: apiPaths.teachMe, headers: { cookie } });

async function loginOptions(app: FastifyInstance) {
  const res = await app.inject({ method: 'POST', url: apiPaths.teachLoginOptions });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().options as { challenge: string; rpId: string };
}

describe.each(databaseKinds)('teacher accounts on %s', (kind) => {
  const clock = { now: Date.parse('2026-12-01T09:00:00Z') };
  const t = useTestApp(kind, {}, { now: () => clock.now });

  it('makes a teacher with a passkey, shows a recovery code, and signs in again', async () => {
    const { app } = t;
    const options = await app.inject({ method: 'POST', url: apiPaths.teachRegisterOptions });
    const { options: created } = options.json();
    expect(created).toMatchObject({
      rp: { name: 'MathTools', id: 'localhost' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required' },
    });
    expect(created.user.name).not.toMatch(/@/);

    const teacher = await newTeacher(app);
    expect(teacher.recoveryCode).toMatch(RESTORE_CODE_PATTERN);
    expect(teacher.cookie).toMatch(/^mt_teacher=[A-Za-z0-9_-]{43}$/);
    expect((await me(app, teacher.cookie)).json()).toEqual({ teacher: { id: teacher.id } });
    // Only hashes are kept: neither the session token nor the recovery code is in the database.
    const stored = await app.db.selectFrom('teachers').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(teacher.recoveryCode);
    const sessions = await app.db.selectFrom('teacher_sessions').select('token_hash').execute();
    expect(JSON.stringify(sessions)).not.toContain(teacher.cookie.split('=')[1]);

    const out = await app.inject({
      method: 'POST',
      url: apiPaths.teachLogout,
      headers: { cookie: teacher.cookie },
    });
    expect(out.json()).toEqual({ ok: true });
    expect((await me(app, teacher.cookie)).json()).toEqual({ teacher: null });

    const login = await app.inject({
      method: 'POST',
      url: apiPaths.teachLogin,
      ...json({ response: teacher.passkey.authenticate(await loginOptions(app)) }),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toEqual({ teacher: { id: teacher.id } });
    const set = login.cookies.find((c) => c.name === 'mt_teacher');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await me(app, cookieHeader(login))).statusCode).toBe(200);
    const [key] = await app.db.selectFrom('teacher_passkeys').select('counter').execute();
    expect(Number(key?.counter)).toBe(1);
  });

  it('refuses a challenge used twice, another origin, another key and an expired challenge', async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const refused = async (response: unknown) => {
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.teachLogin,
        ...json({ response }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'passkey_failed' } });
      expect(res.cookies).toEqual([]);
    };
    const once = teacher.passkey.authenticate(await loginOptions(app));
    const first = await app.inject({
      method: 'POST',
      url: apiPaths.teachLogin,
      ...json({ response: once }),
    });
    expect(first.statusCode).toBe(200);
    await refused(once);
    await refused(teacher.passkey.authenticate(await loginOptions(app), 'https://evil.example'));
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    await refused(teacher.passkey.authenticate(await loginOptions(app), undefined, other));
    await refused(new SoftPasskey().authenticate(await loginOptions(app)));
    const late = await loginOptions(app);
    clock.now += 6 * 60 * 1000;
    await refused(teacher.passkey.authenticate(late));
    // A registration answered from another site makes no teacher.
    const before = await rowCount(app, 'teachers');
    const options = await app.inject({ method: 'POST', url: apiPaths.teachRegisterOptions });
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.teachRegister,
      ...json({
        response: new SoftPasskey().register(options.json().options, 'http://localhost:5173'),
      }),
    });
    expect(res.json()).toMatchObject({ error: { code: 'passkey_failed' } });
    expect(await rowCount(app, 'teachers')).toBe(before);
  });

  it('signs in once with the recovery code, which is then replaced', async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const recover = (recoveryCode: string) =>
      app.inject({ method: 'POST', url: apiPaths.teachRecover, ...json({ recoveryCode }) });
    // Typed in lower case, without dashes.
    const res = await recover(teacher.recoveryCode.toLowerCase().replaceAll('-', ''));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.teacher).toEqual({ id: teacher.id });
    expect(body.recoveryCode).toMatch(RESTORE_CODE_PATTERN);
    expect(body.recoveryCode).not.toBe(teacher.recoveryCode);
    expect((await me(app, cookieHeader(res))).json()).toEqual({ teacher: { id: teacher.id } });

    const spent = await recover(teacher.recoveryCode);
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject({ error: { code: 'recovery_failed' } });
    expect((await recover('not a code')).statusCode).toBe(401);
    expect((await recover(body.recoveryCode)).statusCode).toBe(200);
  });

  it('keeps teacher calls to a signed-in teacher', async () => {
    const { app } = t;
    const sets = await app.inject({
      method: 'GET',
      url: apiPaths.teachSets,
      headers: { cookie: 'mt_teacher=forged' },
    });
    expect(sets.statusCode).toBe(401);
    expect(sets.json()).toMatchObject({ error: { code: 'teacher_required' } });
    // Asking who is signed in is answered, not refused: no teacher (a signed-out visit to /teach
    // logs nothing in the browser's console).
    for (const cookie of ['', 'mt_teacher=forged']) {
      const who = await me(app, cookie);
      expect(who.statusCode).toBe(200);
      expect(who.json()).toEqual({ teacher: null });
    }
    const teacher = await newTeacher(app);
    clock.now += 31 * 24 * 60 * 60 * 1000;
    expect((await me(app, teacher.cookie)).json()).toEqual({ teacher: null });
  });
});

describe('teacher recovery with rate limits on', () => {
  const t = useTestApp('sqlite', withRateLimits);

  it(`allows ${RECOVER_MAX_TRIES} tries per client, then answers 429`, async () => {
    const { app } = t;
    const tries = [];
    for (let i = 0; i <= RECOVER_MAX_TRIES; i++)
      tries.push(
        await app.inject({
          method: 'POST',
          url: apiPaths.teachRecover,
          remoteAddress: '203.0.113.9',
          ...json({ recoveryCode: 'AAAAA-AAAAA-AAAAA-AAAAA' }),
        }),
      );
    expect(tries.map((r) => r.statusCode)).toEqual([...Array(RECOVER_MAX_TRIES).fill(401), 429]);
    expect(tries.at(-1)?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(tries.at(-1)?.headers['retry-after']).toBeDefined();
    // Another client is not held up.
    const other = await app.inject({
      method: 'POST',
      url: apiPaths.teachRecover,
      remoteAddress: '203.0.113.10',
      ...json({ recoveryCode: 'AAAAA-AAAAA-AAAAA-AAAAA' }),
    });
    expect(other.statusCode).toBe(401);
  });
});
