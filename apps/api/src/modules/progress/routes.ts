import { apiPaths, Progress, ProgressUpdateRequest } from '@mathtools/contracts';
import { CategoryPathParams, knownCategory, routePattern } from '../../lib/category.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { getProgress, setProgress } from './service.js';

/**
 * Per visitor (signed cookie) and per category; a new visitor starts at zero. Updates are rate
 * limited like the other writes, and zeros are not stored for a visitor who has no row (zero is
 * what a missing row reads as), so cookieless requests cannot fill the table for free.
 */
const progress: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(apiPaths.progress),
    { schema: { params: CategoryPathParams, response: { 200: Progress } } },
    async (request, reply) => {
      const category = knownCategory(request.params.category);
      reply.header('cache-control', 'no-store');
      return getProgress(app.db, request.visitorId(reply), category);
    },
  );

  app.post(
    routePattern(apiPaths.progress),
    {
      config: { rateLimit: app.rateLimits.progress },
      schema: {
        params: CategoryPathParams,
        body: ProgressUpdateRequest,
        response: { 200: Progress },
      },
    },
    async (request, reply) => {
      const category = knownCategory(request.params.category);
      return setProgress(app.db, request.visitorId(reply), category, request.body);
    },
  );
};

export default progress;
