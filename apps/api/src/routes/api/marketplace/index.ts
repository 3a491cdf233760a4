import { apiPaths, ProductList } from '@mathtools/contracts';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';
import { listPacks } from '../../../services/catalog.js';

const marketplace: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.products, { schema: { response: { 200: ProductList } } }, async () =>
    listPacks(app.db),
  );
};

export default marketplace;
