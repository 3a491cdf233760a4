import { apiPaths, CatalogItem, ProductList, productDifficulties } from '@mathtools/contracts';
import { skillsOfPack } from '@mathtools/premium-skills';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seedCatalog } from '../src/db/seed.js';
import { useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

describe.each(databaseKinds)('marketplace and catalog on %s', (kind) => {
  const t = useTestApp(kind);

  it('lists at least six packs covering every difficulty, prices in dollars from cents', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.products });
    expect(res.statusCode).toBe(200);
    const products = z.parse(ProductList, res.json());
    expect(products.length).toBeGreaterThanOrEqual(6);
    expect(new Set(products.map((p) => p.difficulty))).toEqual(new Set(productDifficulties));
    for (const p of products) {
      expect(p.features.length).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round(p.price * 100))).toBe(true);
    }
    const stored = await t.app.db
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('kind', '=', 'pack')
      .execute();
    for (const row of stored) {
      expect(products.find((p) => p.id === row.id)?.price).toBe(row.price_cents / 100);
    }
    // Subscription tiers are for sale but are not marketplace packs.
    expect(products.map((p) => p.id)).not.toContain('pro');
  });

  it('keeps a stable order, also after the seed runs again', async () => {
    const first = (await t.app.inject({ method: 'GET', url: apiPaths.products })).json();
    await seedCatalog(t.app.db);
    const second = (await t.app.inject({ method: 'GET', url: apiPaths.products })).json();
    expect(second).toEqual(first);
    const count = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(10);
  });

  it('promises on each pack card what the pack unlocks, and corrects older text at the next seed', async () => {
    const products = z.parse(
      ProductList,
      (await t.app.inject({ method: 'GET', url: apiPaths.products })).json(),
    );
    for (const p of products) {
      const skills = skillsOfPack(p.id);
      expect(skills.length, p.id).toBeGreaterThan(0);
      // The first feature counts the skills the pack unlocks.
      expect(p.features[0], p.id).toMatch(new RegExp(`\\b${skills.length} premium`));
      const hints = Math.max(...skills.map((s) => s.hintLevels));
      expect(p.features, p.id).toContain(
        `Up to ${['', 'one', 'two', 'three'][hints]} hint levels and a worked solution for every problem`,
      );
      // Nothing the product does not deliver: no videos, printables, exams or licences.
      expect(`${p.description} ${p.features.join(' ')}`, p.id).not.toMatch(
        /video|printable|downloadable|worksheet|slide|exam with|licence|mock|planner|sheet/i,
      );
    }
    // A database seeded with the old promises gets the new text when the seed runs (every start).
    await t.app.db
      .updateTable('products')
      .set({ features: JSON.stringify(['Step-by-step video walkthroughs']) })
      .where('id', '=', 'algebra-foundations')
      .execute();
    await seedCatalog(t.app.db);
    const again = z.parse(
      ProductList,
      (await t.app.inject({ method: 'GET', url: apiPaths.products })).json(),
    );
    expect(again).toEqual(products);
  });

  it.each([
    ['pro', 'Pro', 'subscription', 9.99],
    ['master', 'Master', 'subscription', 19.99],
    ['algebra-foundations', 'Algebra Foundations', 'pack', 19.99],
  ])('GET /api/catalog/%s', async (id, name, itemKind, price) => {
    const res = await t.app.inject({ method: 'GET', url: apiPaths.catalogItem(id) });
    expect(res.statusCode).toBe(200);
    expect(z.parse(CatalogItem, res.json())).toEqual({ id, name, kind: itemKind, price });
  });

  it.each(['free', 'unknown-pack', 'UPPER', '%00', 'a'.repeat(90)])(
    'GET /api/catalog/%s is 404',
    async (id) => {
      expectError(
        await t.app.inject({ method: 'GET', url: `/api/catalog/${id}` }),
        404,
        'not_found',
        'productId',
      );
    },
  );

  it('answers an id too long to be a route parameter with a 404 too', async () => {
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/catalog/${'a'.repeat(300)}` }),
      404,
      'not_found',
    );
  });
});
