import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultWebDistDir, EnvError, loadEnv } from '../src/env.js';

const cwd = mkdtempSync(join(tmpdir(), 'mathtools-env-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

describe('loadEnv', () => {
  it('has the documented defaults, a SQLite file under ./data and a kept cookie secret', () => {
    const { port, host, config } = loadEnv({}, cwd);
    expect(port).toBe(3000);
    expect(host).toBe('0.0.0.0');
    expect(config.database).toEqual({
      kind: 'sqlite',
      filename: join(cwd, 'data', 'mathtools.db'),
    });
    expect(existsSync(join(cwd, 'data'))).toBe(true);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.webDistDir).toBe(defaultWebDistDir);
    expect(defaultWebDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.rateLimit.enabled).toBe(true);
    expect(config.stripe.secretKey).toBeUndefined();
    const kept = readFileSync(join(cwd, 'data', 'cookie-secret'), 'utf8').trim();
    expect(config.cookieSecret).toBe(kept);
    expect(loadEnv({}, cwd).config.cookieSecret).toBe(kept);
  });

  it('reads every variable', () => {
    const { port, config } = loadEnv(
      {
        PORT: '3201',
        DATABASE_URL: 'postgresql://u@127.0.0.1:5432/db',
        PUBLIC_ORIGIN: 'https://mathtools.example/',
        COOKIE_SECRET: 'c'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
        REDIS_URL: 'redis://127.0.0.1:6379',
        WEB_DIST_DIR: 'web',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
        RATE_LIMIT_MAX_FORMS: '50',
        TRUST_PROXY: 'true',
        STRIPE_UNUSED: '',
      },
      cwd,
    );
    expect(port).toBe(3201);
    expect(config.database).toEqual({
      kind: 'postgres',
      connectionString: 'postgresql://u@127.0.0.1:5432/db',
    });
    expect(config.publicOrigin).toBe('https://mathtools.example');
    expect(config.cookieSecret).toBe('c'.repeat(32));
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(config.webDistDir).toBe(join(cwd, 'web'));
    expect(config.rateLimit).toMatchObject({ enabled: false, forms: 50 });
    expect(config.trustProxy).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ COOKIE_SECRET: 'short' }, 'COOKIE_SECRET'],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, 'PUBLIC_ORIGIN'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => loadEnv(env, cwd)).toThrow(EnvError);
    expect(() => loadEnv(env, cwd)).toThrow(name);
  });
});
