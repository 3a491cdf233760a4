/**
 * With `TRUST_PROXY=true` a client chose its own address by writing `X-Forwarded-For:
 * 198.51.100.$i, 10.9.9.9` and slipped past every rate limit. A hop count or a proxy list
 * only believes what the proxies added. A list that holds every address is `true` under another
 * name: `0.0.0.0/1,128.0.0.0/1` started and trusted everyone, and `0.0.0.0/0` or `::/0` crashed
 * the start with a stack trace. They are refused with the variable's message.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@mathtools/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { json, useTestApp } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

const limits = { enabled: true, windowMs: 60_000, forms: 3, payments: 2, grades: 4, progress: 5 };
const LB = '10.0.0.5';

/** Newsletter sign-ups, each claiming another address on the left of X-Forwarded-For. */
async function spoofed(
  app: ReturnType<typeof useTestApp>['app'],
  count: number,
  realClient: string,
  peer = LB,
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      remoteAddress: peer,
      ...json(
        { email: `spoof${i}@example.com` },
        { 'x-forwarded-for': `198.51.100.${i + 1}, ${realClient}` },
      ),
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY=1 (one load balancer)', () => {
  const t = useTestApp('sqlite', { rateLimit: limits, trustProxy: 1 });

  it('counts the address the load balancer saw, whatever the client wrote on the left', async () => {
    expect(await spoofed(t.app, 5, '203.0.113.7')).toEqual([200, 200, 200, 429, 429]);
    // Another real client behind the same balancer has its own counter.
    expect(await spoofed(t.app, 1, '203.0.113.8')).toEqual([200]);
  });

  it('gives the request the right-most forwarded address as its ip', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      remoteAddress: LB,
      ...json({ email: 'x@example.com' }, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }),
    });
    expect(res.statusCode).toBe(200);
    const trust = fastifyTrustProxy(1);
    expect(typeof trust === 'function' && trust(LB, 0)).toBe(true);
    expect(typeof trust === 'function' && trust('203.0.113.9', 1)).toBe(false);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const t = useTestApp('sqlite', { rateLimit: limits, trustProxy: ['10.0.0.0/24'] });

  it('believes X-Forwarded-For from a listed proxy only, and only up to the first other hop', async () => {
    expect(await spoofed(t.app, 4, '203.0.113.20')).toEqual([200, 200, 200, 429]);
    // A client connecting directly cannot choose its address: its own socket address counts.
    const direct = await spoofed(t.app, 4, '203.0.113.21', '192.0.2.50');
    expect(direct).toEqual([200, 200, 200, 429]);
    const after = await t.app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      remoteAddress: '192.0.2.50',
      ...json({ email: 'y@example.com' }, { 'x-forwarded-for': '198.51.100.200' }),
    });
    expectError(after, 429, 'rate_limited');
  });
});

describe('TRUST_PROXY off', () => {
  const t = useTestApp('sqlite', { rateLimit: limits, trustProxy: false });

  it('ignores X-Forwarded-For entirely', async () => {
    expect(await spoofed(t.app, 4, '203.0.113.30', '192.0.2.60')).toEqual([200, 200, 200, 429]);
  });
});

describe('TRUST_PROXY values read from the environment', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'mathtools-trust-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));
  const fromEnv = (value: string) => loadEnv({ TRUST_PROXY: value }, cwd).config.trustProxy;

  describe.each([
    ['1', LB],
    ['10.0.0.0/8', LB],
    ['127.0.0.1,::1', '127.0.0.1'],
    ['127.0.0.1,::1', '::1'],
    ['127.0.0.1,::1', '::ffff:127.0.0.1'],
  ])('TRUST_PROXY=%s, behind a proxy at %s', (value, proxy) => {
    const t = useTestApp('sqlite', () => ({ rateLimit: limits, trustProxy: fromEnv(value) }));

    it('starts, and counts each forwarded client on its own', async () => {
      // Two clients behind the proxy: each has the whole limit.
      expect(await spoofed(t.app, 4, '203.0.113.40', proxy)).toEqual([200, 200, 200, 429]);
      expect(await spoofed(t.app, 1, '203.0.113.41', proxy)).toEqual([200]);
    });
  });
});

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the built server (turbo builds it before the tests) with TRUST_PROXY=value; its exit
 * code and output. The build, not the sources through tsx: compiling the whole app on start took
 * longer than the bound below on a loaded machine.
 */
function startWithTrustProxy(value: string, dataDir: string) {
  const child = spawn(process.execPath, [join('dist', 'server.js')], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      TRUST_PROXY: value,
      DATABASE_URL: `file:${join(dataDir, 'site.db')}`,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // It started (the bug): no need to wait for the timer.
    if (output.includes('listening at')) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    // A server that did start (the bug) is stopped rather than left listening.
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('a TRUST_PROXY that would trust every address, at start-up', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mathtools-trust-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Every refused value goes the same way at start-up (loadEnv throws its EnvError before the app
  // is built, and the server prints its message and exits 1); env.test.ts checks the message of
  // each such value in-process. Started here: the two that once reached the proxy library and
  // died with its stack trace, one per address family (each start loads the whole server, ~1 s of
  // CPU).
  it.each([
    ['0.0.0.0/0', 'IPv4'],
    ['::/0', 'IPv6'],
  ])(
    'TRUST_PROXY=%s stops the server with the message of the variable, not a stack trace',
    async (value, family) => {
      const { code, output } = await startWithTrustProxy(value, dataDir);
      expect(code, output).toBe(1);
      expect(output).toContain('Invalid environment:\n  TRUST_PROXY: ');
      expect(output).toMatch(new RegExp(`covers every (\\w+ and every )?${family} address`));
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('listening at');
    },
    20_000,
  );
});
