/**
 * Calls that change something are refused when a browser sends them from another site: one hook
 * for every POST under /api/ (403 `cross_site`), by `Sec-Fetch-Site` or `Origin`, before anything
 * runs. The site's own pages, and clients that are not browsers (no such headers: curl, these
 * tests, servers), pass; so does Stripe's webhook, which its signature authenticates. Every POST
 * documents the 403.
 */
import { apiPaths } from '@mathtools/contracts';
import { buildOpenApiDocument, errorCodesOf } from '@mathtools/contracts/openapi';
import { type Operation, operations } from '@mathtools/contracts/operations';
import { describe, expect, it } from 'vitest';
import { isCrossSite } from '../src/plugins/same-origin.js';
import { json, rowCount, useTestApp, visitorCookie } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const SITE = 'http://localhost:3000';
const EVIL = 'https://evil.example';

/** Every POST of the API, with a path it answers (`:params` filled in). */
const posts = (Object.values(operations) as Operation[])
  .filter((op) => op.method === 'POST')
  .map((op) => ({
    id: op.schema.operationId,
    url: op.url.replace(':skillId', 'one-step-equations').replace(':category', 'algebra'),
    crossSite: op.schema.allowCrossSite === true,
  }));

describe('isCrossSite', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'same-origin', origin: SITE }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: EVIL }, true],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    // A site served under a second name, by a browser: its own origin is named.
    [{ 'sec-fetch-site': 'cross-site', origin: SITE }, false],
    [{ origin: EVIL }, true],
    [{ origin: 'null' }, true],
    [{ origin: SITE }, false],
    // No browser said anything: curl, tests, another server.
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isCrossSite(headers, SITE)).toBe(expected);
  });
});

describe.each(databaseKinds)('cross-site calls on %s', (kind) => {
  const t = useTestApp(kind);
  const progressRows = () => rowCount(t.app, 'progress');

  it('every POST but the webhook answers 403 cross_site from another site, and nothing runs', async () => {
    const cookie = await visitorCookie(t.app);
    const before = await progressRows();
    for (const { id, url } of posts.filter((p) => !p.crossSite)) {
      const refused: Record<string, string>[] = [
        { origin: EVIL },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'http://evil.localhost:3000' },
      ];
      for (const headers of refused) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          ...json({ problemsCompleted: 5, streak: 5 }, { cookie, ...headers }),
        });
        expect(res.statusCode, `${id} ${JSON.stringify(headers)}`).toBe(403);
        expectError(res, 403, 'cross_site');
      }
    }
    expect(await progressRows()).toBe(before);
  });

  it('the site’s own pages, clients without browser headers, reads and the webhook pass', async () => {
    const cookie = await visitorCookie(t.app);
    const progress = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.progress('algebra'),
        ...json({ problemsCompleted: 2, streak: 1 }, { cookie, ...headers }),
      });
    const passing: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: SITE },
      { 'sec-fetch-site': 'same-origin' },
      { origin: SITE },
      {},
    ];
    for (const headers of passing)
      expect((await progress(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: apiPaths.progress('algebra'),
      headers: { cookie, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
    // Stripe posts from its own servers; its signature, not its origin, is checked.
    const webhook = await t.app.inject({
      method: 'POST',
      url: apiPaths.stripeWebhook,
      ...json({ id: 'evt_x' }, { origin: EVIL, 'sec-fetch-site': 'cross-site' }),
    });
    expect(webhook.statusCode).not.toBe(403);
  });
});

describe('the document', () => {
  it('lists 403 cross_site on every POST but the webhook', () => {
    const document = buildOpenApiDocument();
    for (const { id, url, crossSite } of posts) {
      const path =
        (Object.values(operations) as Operation[]).find((op) => op.schema.operationId === id)
          ?.url ?? url;
      const operation = document.paths[path.replace(/:(\w+)/g, '{$1}')]?.post;
      const forbidden = operation?.responses['403'];
      if (crossSite) expect(forbidden, id).toBeUndefined();
      else expect(forbidden && errorCodesOf(forbidden), id).toContain('cross_site');
    }
  });
});
