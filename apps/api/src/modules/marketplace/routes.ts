import { apiPaths, ProductList } from '@mathtools/contracts';
import { ttlCache } from '../../lib/ttl-cache.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { listPacks } from '../catalog/service.js';

/** The catalog changes with a deploy (the seed), not per request: read it at most every few seconds. */
const PRODUCTS_TTL_MS = 5_000;

const marketplace: FastifyPluginAsyncZod = async (app) => {
  // Checked against the contract and serialised once per read, not once per request.
  const productsJson = ttlCache(
    async () => JSON.stringify(ProductList.parse(await listPacks(app.db))),
    PRODUCTS_TTL_MS,
  );
  app.get(apiPaths.products, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await productsJson()),
  );
};

export default marketplace;
