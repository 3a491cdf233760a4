import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';

/**
 * POST /api/visitor: the one call that hands a new visitor its cookie without failing, so a page
 * makes it once before the calls that need the cookie instead of meeting 400 `cookie_required`.
 * Not cached: each answer is about the request's own cookie.
 */
const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.startVisit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { visitor: request.startVisit(reply) };
    },
  });
};

export default visitorRoutes;
