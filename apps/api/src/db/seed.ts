import { isBundle } from '@mathtools/premium-skills';
import type { Kysely } from 'kysely';
import type { Database, NewProduct } from './schema.js';
import { seedProducts } from './seed-products.js';

/**
 * Writes the catalog. Idempotent: re-running it (every start-up, from several processes at once)
 * converges on the same rows, and a changed price in the seed reaches the database.
 */
export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  const rows: NewProduct[] = seedProducts.map((p, index) => ({
    ...p,
    features: JSON.stringify(p.features),
    sort_order: index,
    // A pack that gathers several packs' skills: Pro's included pack is never one.
    bundle: isBundle(p.id) ? 1 : 0,
  }));
  await db
    .insertInto('products')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        title: eb.ref('excluded.title'),
        description: eb.ref('excluded.description'),
        difficulty: eb.ref('excluded.difficulty'),
        features: eb.ref('excluded.features'),
        price_cents: eb.ref('excluded.price_cents'),
        sort_order: eb.ref('excluded.sort_order'),
        bundle: eb.ref('excluded.bundle'),
      })),
    )
    .execute();
}
