import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, useTestApp } from './helpers/app.js';
import { createTestDatabase } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

describe('serving the web build', () => {
  const t = useTestApp('sqlite');

  it('serves / from index.html with no-cache and the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Home fixture');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com 'sha256-abc123DEF456+/='");
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("img-src 'self' data: https://*.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // helmet's page set, computed once at start-up.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // One framing policy: none, as frame-ancestors 'none' says.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-dns-prefetch-control']).toBe('off');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['origin-agent-cluster']).toBe('?1');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives JSON answers the short REST header set, not the page CSP', async () => {
    for (const url of [
      '/api/health',
      '/api/marketplace/products',
      '/api/practice/random/algebra',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('serves a route folder at /about and redirects /about/ there', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('About fixture');
    const slash = await t.app.inject({ method: 'GET', url: '/about/?x=1' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/about?x=1');
  });

  it("serves the join page's shell for /join/<code>, and nothing deeper", async () => {
    for (const url of ['/join', '/join/K7QX2M', '/join/k7qx2m?from=qr']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Join fixture');
    }
    for (const url of ['/join/K7QX2M/more', '/about/K7QX2M']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("serves a language's pages under its code: its home page at /es/, its join shell, its 404", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/es/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Inicio fixture');
    for (const url of ['/es', '/ES?x=1']) {
      const bare = await t.app.inject({ method: 'GET', url });
      expect(bare.statusCode, url).toBe(301);
      expect(bare.headers.location, url).toBe(url === '/es' ? '/es/' : '/es/?x=1');
    }
    for (const url of ['/es/join', '/es/join/ABC123']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Unirse fixture');
    }
    for (const url of ['/es/nope', '/es/join/ABC123/more']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Página no encontrada');
    }
    // A code that is no language of the site is an English address.
    const other = await t.app.inject({ method: 'GET', url: '/xx/nope' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('Page Not Found');
  });

  it('keeps the query as it came when it drops the trailing slash (no double encoding)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pricing/?plan=a%20b&q=%C3%A9' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/pricing?plan=a%20b&q=%C3%A9');
    const spaced = await t.app.inject({ method: 'GET', url: '/a%20b/?x=%2F' });
    expect(spaced.headers.location).toBe('/a%20b?x=%2F');
  });

  it('serves the pre-compressed copy when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Home fixture');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/nope',
    '/tools/nope',
    '/assets/missing.js',
    '/a/../../etc/passwd',
    '//evil.com/',
    '/..%2f..%2fetc',
  ])('answers %s with status 404 and the 404 page', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Page Not Found');
  });

  it('answers a path with a broken escape with 400 in the error shape', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/%E0%A4%A' }), 400, 'bad_request');
  });

  it('answers unknown API paths with a JSON 404, never the web page', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nope' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: '/api' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'GET', url: '/api//x' }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'POST', url: '/nope' }), 404, 'not_found');
  });
});

describe('without a web build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mathtools-noweb-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('still serves the API and answers pages with a 404', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(testConfig(database.config, { webDistDir: join(dir, 'missing') }));
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
        status: 'ok',
      });
      expectError(await app.inject({ method: 'GET', url: '/' }), 404, 'not_found');
      expectError(await app.inject({ method: 'GET', url: '/about' }), 404, 'not_found');
      const csp = String(
        (await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});

describe('over https', () => {
  it('adds upgrade-insecure-requests, HSTS and Secure cookies', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp(
      testConfig(database.config, { publicOrigin: 'https://mathtools.example' }),
    );
    try {
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
      expect(page.headers['strict-transport-security']).toBeDefined();
      const res = await app.inject({ method: 'GET', url: '/api/practice/offline-seeds' });
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(res.cookies[0]).toMatchObject({
        name: 'mt_visitor',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      const problem = await app.inject({ method: 'GET', url: '/api/practice/random/algebra' });
      expect(problem.cookies[0]).toMatchObject({ name: 'mt_last_problem', secure: true });
    } finally {
      await app.close();
      await database.cleanup();
    }
  });
});

describe('the 404 page', () => {
  const t = useTestApp('sqlite');

  it('keeps status 404 and the whole page on a conditional request', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/missing' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/missing',
      headers: {
        'if-none-match': String(first.headers.etag ?? '*'),
        'if-modified-since': new Date().toUTCString(),
      },
    });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Page Not Found');
  });
});
