import { apiPaths, CatalogItem, ProductId } from '@mathtools/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { findPricedItem, toCatalogItem } from './service.js';

// Any string reaches the handler so a malformed id is "unknown" (404) like a well-formed one.
const Params = z.strictObject({ productId: z.string() });

/** GET /api/catalog/{productId}: a pack or a paid tier (pro, master) with its price in dollars. */
const catalog: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.catalogItem(':productId').replace('%3A', ':'),
    { schema: { params: Params, response: { 200: CatalogItem } } },
    async (request) => {
      const id = ProductId.safeParse(request.params.productId);
      const item = id.success ? await findPricedItem(app.db, id.data) : null;
      if (!item) throw notFound('Unknown product', 'productId');
      return toCatalogItem(item);
    },
  );
};

export default catalog;
