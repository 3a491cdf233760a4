import { operations } from '@mathtools/contracts/operations';
import { notFound } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { findPricedItem, toCatalogItem } from './service.js';

/**
 * GET /api/catalog/{productId}: a pack or a paid tier (pro, master) with its price in dollars, a
 * pack's name in the page's language (`?lang=es`).
 */
const catalog: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.getCatalogItem,
    handler: async (request) => {
      const item = await findPricedItem(app.db, request.params.productId);
      if (!item) throw notFound('Unknown product', 'productId');
      return toCatalogItem(item, request.query.lang);
    },
  });
};

export default catalog;
