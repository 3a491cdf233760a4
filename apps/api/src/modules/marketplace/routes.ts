import { PracticeLanguageCode, ProductList } from '@mathtools/contracts';
import { operations } from '@mathtools/contracts/operations';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { listPacks } from '../catalog/service.js';

/** The catalog changes with a deploy (the seed), not per request: read it at most every few seconds. */
const PRODUCTS_TTL_MS = 5_000;

const marketplace: FastifyPluginAsyncZod = async (app) => {
  // Checked against the contract and serialised once per read, not once per request. lru-cache
  // shares one pending read between concurrent callers and forgets a read that failed.
  // One entry per language the packs are asked for in (`?lang=es`; English without it).
  const products = new LRUCache<PracticeLanguageCode, string>({
    max: PracticeLanguageCode.options.length,
    ttl: PRODUCTS_TTL_MS,
    perf: { now: app.now },
    fetchMethod: async (lang) =>
      JSON.stringify(z.parse(ProductList, await listPacks(app.db, lang))),
  });
  app.route({
    ...operations.listProducts,
    // Already JSON: sent as is, past the serialiser.
    handler: async (request, reply) =>
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await products.fetch(request.query.lang ?? 'en')),
  });
};

export default marketplace;
