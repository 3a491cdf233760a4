/**
 * With `TRUST_PROXY=true` a client chose its own address by writing `X-Forwarded-For:
 * 198.51.100.$i, 10.9.9.9` and slipped past every rate limit. A hop count or a proxy list
 * only believes what the proxies added.
 */
import { apiPaths } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from '../src/app.js';
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
