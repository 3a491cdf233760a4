import type { Kysely } from 'kysely';
import type { Database, NewProduct } from './schema.js';
import { seedProducts, skillsOfPack } from './seed-products.js';

/**
 * A bundle gathers what several packs teach: every skill of at least two other packs is among its
 * skills. Pro's included pack is never one.
 */
function isBundle(packId: string, packIds: readonly string[]): boolean {
  const mine = new Set(skillsOfPack(packId).map((s) => s.id));
  const contained = packIds.filter(
    (other) => other !== packId && skillsOfPack(other).every((s) => mine.has(s.id)),
  );
  return contained.length >= 2;
}

/**
 * Writes the catalog. Idempotent: re-running it (every start-up, from several processes at once)
 * converges on the same rows, and a changed price in the seed reaches the database.
 */
export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  const packIds = seedProducts.filter((p) => p.kind === 'pack').map((p) => p.id);
  const rows: NewProduct[] = seedProducts.map((p, index) => ({
    ...p,
    features: JSON.stringify(p.features),
    sort_order: index,
    bundle: p.kind === 'pack' && isBundle(p.id, packIds) ? 1 : 0,
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
