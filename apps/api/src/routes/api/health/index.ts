import { apiPaths, HealthResponse } from '@mathtools/contracts';
import { sql } from 'kysely';
import { HttpError } from '../../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';

/** 200 once the database answers; migrations ran before the server started listening. */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.health, { schema: { response: { 200: HealthResponse } } }, async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      throw new HttpError(503, 'internal_error', 'The database is unreachable');
    }
    return { status: 'ok' as const };
  });
};

export default health;
