import type { CatalogItem, Product, ProductDifficulty } from '@mathtools/contracts';
import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../../db/schema.js';
import { centsToDollars } from '../../lib/money.js';

/** A buyable item with its server-side price: what payments trust, whatever the client sends. */
export interface PricedItem {
  id: string;
  name: string;
  kind: CatalogItem['kind'];
  priceCents: number;
}

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty as ProductDifficulty,
    features: JSON.parse(row.features) as string[],
    price: centsToDollars(row.price_cents),
    bundle: Number(row.bundle) === 1,
  };
}

/** Marketplace packs in their seeded order (stable: sort_order, then id). */
export async function listPacks(db: Kysely<Database>): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('kind', '=', 'pack')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map(toProduct);
}

export async function findPricedItem(db: Kysely<Database>, id: string): Promise<PricedItem | null> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'title', 'kind', 'price_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.title, kind: row.kind, priceCents: row.price_cents } : null;
}

export const toCatalogItem = (item: PricedItem): CatalogItem => ({
  id: item.id,
  name: item.name,
  kind: item.kind,
  price: centsToDollars(item.priceCents),
});
