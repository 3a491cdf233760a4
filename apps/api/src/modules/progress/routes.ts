import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { getProgress, setProgress } from './service.js';

/**
 * Per visitor (signed cookie) and per category; a new visitor starts at zero. Updates are rate
 * limited like the other writes and stored only for a visitor that sent its cookie back (400
 * `cookie_required` otherwise), and zeros are not stored for a visitor who has no row (zero is
 * what a missing row reads as).
 */
const progress: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.getProgress,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getProgress(app.db, request.readingVisitorId(), request.params.category);
    },
  });

  app.route({
    ...operations.setProgress,
    config: { rateLimit: app.rateLimits.progress },
    handler: async (request, reply) =>
      setProgress(app.db, request.returningVisitorId(reply), request.params.category, request.body),
  });
};

export default progress;
