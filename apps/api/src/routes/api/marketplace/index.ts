import { apiPaths, ProductList } from '@mathtools/contracts';
import { ttlCache } from '../../../lib/ttl-cache.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';
import { listPacks } from '../../../services/catalog.js';

/** The catalog changes with a deploy (the seed), not per request: read it at most every few seconds. */
const PRODUCTS_TTL_MS = 5_000;

const marketplace: FastifyPluginAsyncZod = async (app) => {
  const packs = ttlCache(() => listPacks(app.db), PRODUCTS_TTL_MS);
  app.get(apiPaths.products, { schema: { response: { 200: ProductList } } }, async () => packs());
};

export default marketplace;
