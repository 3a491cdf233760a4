import type {
  CatalogItem,
  PracticeLanguageCode,
  Product,
  ProductDifficulty,
} from '@mathtools/contracts';
import type { Kysely } from 'kysely';
import { packFeatures, packText } from '../../db/pack-words.js';
import type { Database, ProductRow } from '../../db/schema.js';
import { centsToDollars } from '../../lib/money.js';
import { skillsIn } from '../skills/listed.js';

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

/**
 * A pack's words in a language other than English: its title and description from the pack
 * words, its features made from its premium skills written in that language (their names), as
 * the seed made the English ones. A pack without words in the language keeps the stored English.
 */
async function inLanguage(
  products: Product[],
  lang: Exclude<PracticeLanguageCode, 'en'>,
): Promise<Product[]> {
  const listed = [...(await skillsIn(lang)).values()];
  return products.map((product) => {
    const text = packText(product.id, lang);
    const skills = listed.filter((skill) => skill.packs.includes(product.id));
    return text && skills.length > 0
      ? { ...product, ...text, features: packFeatures(product.id, skills, lang) }
      : product;
  });
}

/**
 * Marketplace packs in their seeded order (stable: sort_order, then id), their words in `lang`
 * (the page's language; English, as stored, without it).
 */
export async function listPacks(
  db: Kysely<Database>,
  lang: PracticeLanguageCode = 'en',
): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('kind', '=', 'pack')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const products = rows.map(toProduct);
  return lang === 'en' ? products : inLanguage(products, lang);
}

export async function findPricedItem(db: Kysely<Database>, id: string): Promise<PricedItem | null> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'title', 'kind', 'price_cents'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.title, kind: row.kind, priceCents: row.price_cents } : null;
}

/** The item as the catalog call answers it: a pack's name in `lang`, the page's language. */
export const toCatalogItem = (item: PricedItem, lang?: PracticeLanguageCode): CatalogItem => ({
  id: item.id,
  name: (item.kind === 'pack' && lang && packText(item.id, lang)?.title) || item.name,
  kind: item.kind,
  price: centsToDollars(item.priceCents),
});
