import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultTimeouts,
  defaultWebDistDir,
  EnvError,
  loadEnv,
  parseTrustProxy,
} from '../src/env.js';

const cwd = mkdtempSync(join(tmpdir(), 'mathtools-env-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

/**
 * CIDRs covering every IPv6 address except `::ffff:0:0/96`: at each prefix length of that block,
 * the other half.
 */
function everyIpv6ButMapped(): string {
  const mapped = 0xffffn << 32n;
  const cidrs: string[] = [];
  for (let length = 1; length <= 96; length++) {
    const host = BigInt(128 - length);
    const other = ((mapped >> host) ^ 1n) << host;
    const groups = Array.from({ length: 8 }, (_, i) =>
      ((other >> BigInt(112 - 16 * i)) & 0xffffn).toString(16),
    );
    cidrs.push(`${groups.join(':')}/${length}`);
  }
  return cidrs.join(',');
}

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
        TRUST_PROXY: '2',
        RATE_LIMIT_MAX_PROGRESS: '7',
        DB_CONNECT_TIMEOUT_MS: '100',
        DB_QUERY_TIMEOUT_MS: '200',
        DB_MIGRATION_TIMEOUT_MS: '250',
        HEALTH_TIMEOUT_MS: '300',
        REDIS_TIMEOUT_MS: '400',
        HEADERS_TIMEOUT_MS: '500',
        REQUEST_TIMEOUT_MS: '600',
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
    expect(config.rateLimit).toMatchObject({ enabled: false, forms: 50, progress: 7 });
    expect(config.trustProxy).toBe(2);
    expect(config.timeouts).toEqual({
      dbConnectMs: 100,
      dbQueryMs: 200,
      dbMigrationMs: 250,
      healthMs: 300,
      redisMs: 400,
      headersMs: 500,
      requestMs: 600,
    });
  });

  it('has production timeouts: health within 5 s, Redis within 1 s, a whole request within 60 s', () => {
    const { timeouts } = loadEnv({}, cwd).config;
    expect(timeouts).toEqual(defaultTimeouts);
    expect(timeouts.healthMs).toBeLessThan(5_000);
    expect(timeouts.redisMs).toBeLessThan(1_000);
    // Node checks the limits every second.
    expect(timeouts.requestMs + 1_000).toBeLessThan(60_000);
    expect(timeouts.headersMs).toBeLessThanOrEqual(timeouts.requestMs);
  });

  it('reads TRUST_PROXY as off, a number of proxies, or proxy addresses/CIDRs', () => {
    const trust = (value: string) => loadEnv({ TRUST_PROXY: value }, cwd).config.trustProxy;
    expect(loadEnv({}, cwd).config.trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 192.168.1.7,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
    expect(parseTrustProxy('3')).toBe(3);
  });

  it('refuses TRUST_PROXY=true, saying why and what to write instead', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' }, cwd)).toThrow(EnvError);
    let message = '';
    try {
      loadEnv({ TRUST_PROXY: 'true' }, cwd);
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('TRUST_PROXY');
    expect(message).toContain('X-Forwarded-For');
    expect(message).toContain('rate limits');
    expect(message).toContain('TRUST_PROXY=1');
  });

  // A list whose ranges together hold every address trusts every client, as TRUST_PROXY=true did.
  // `0.0.0.0/0` and `::/0` once crashed the start with the proxy library's stack trace instead.
  it.each(
    [
      { value: '0.0.0.0/1,128.0.0.0/1', families: ['IPv4'] },
      { value: '0.0.0.0/0', families: ['IPv4'] },
      { value: '10.0.0.0/0', families: ['IPv4'] },
      { value: '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1', families: ['IPv4'] },
      // IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d.
      { value: '::ffff:0:0/96', families: ['IPv4'] },
      { value: '::ffff:0.0.0.0/97,::ffff:128.0.0.0/97', families: ['IPv4'] },
      { value: '0.0.0.0/1,::ffff:128.0.0.0/97', families: ['IPv4'] },
      { value: '::/0', families: ['IPv4', 'IPv6'] },
      { value: '::/1,8000::/1', families: ['IPv4', 'IPv6'] },
      { value: '8000::/1,::/2,4000::/2', families: ['IPv4', 'IPv6'] },
      // Every IPv6 address but the IPv4-mapped block, which no IPv6 client has.
      {
        label: 'every IPv6 CIDR but ::ffff:0:0/96',
        value: everyIpv6ButMapped(),
        families: ['IPv6'],
      },
    ].map((c: { value: string; families: string[]; label?: string }) => ({ label: c.value, ...c })),
  )(
    'refuses TRUST_PROXY=$label, which trusts every client of $families, with the message of the variable',
    ({ value, families }) => {
      let error: unknown;
      try {
        loadEnv({ TRUST_PROXY: value }, cwd);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid environment:\n {2}TRUST_PROXY: /);
      expect(message).toContain(`covers every ${families.join(' and every ')} address`);
      expect(message).toContain('X-Forwarded-For');
      expect(message).toContain('TRUST_PROXY=1');
    },
  );

  it.each([
    ['1', 1],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['127.0.0.1,::1', ['127.0.0.1', '::1']],
    [
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7',
      ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
    ],
    ['::ffff:10.0.0.0/104', ['::ffff:10.0.0.0/104']],
    ['2001:db8::/32,fe80::/10', ['2001:db8::/32', 'fe80::/10']],
  ])('still takes TRUST_PROXY=%s', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }, cwd).config.trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ COOKIE_SECRET: 'short' }, 'COOKIE_SECRET'],
    [{ PUBLIC_ORIGIN: 'ftp://x' }, 'PUBLIC_ORIGIN'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ REDIS_TIMEOUT_MS: '0' }, 'REDIS_TIMEOUT_MS'],
    [{ HEADERS_TIMEOUT_MS: '9000', REQUEST_TIMEOUT_MS: '5000' }, 'HEADERS_TIMEOUT_MS'],
  ])('refuses %j with a message naming the variable', (env, name) => {
    expect(() => loadEnv(env, cwd)).toThrow(EnvError);
    expect(() => loadEnv(env, cwd)).toThrow(name);
  });
});
