import { operations } from '@mathtools/contracts/operations';
import { sql } from 'kysely';
import { databaseUnavailable, type UnavailableReason } from '../../lib/db-errors.js';
import { HttpError } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';

class ProbeTimeout extends Error {}

/**
 * 200 while the database takes writes: each check rewrites one row (a cheap write, so a full disk
 * or a read-only database shows here, not only a lost connection), within `timeouts.healthMs`.
 * A request whose write failed for lack of the database keeps the answer at 503 for a short hold.
 * The 503 says why. Migrations ran before the server started listening.
 */
const health: FastifyPluginAsyncZod = async (app) => {
  const { healthMs } = app.config.timeouts;

  const probe = () =>
    app.db
      .insertInto('health_probe')
      .values({ id: 1 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: sql`CURRENT_TIMESTAMP` }))
      .execute();

  app.route({
    ...operations.getHealth,
    handler: async (_, reply) => {
      reply.header('cache-control', 'no-store');
      const unavailable = (reason: UnavailableReason) =>
        new HttpError(503, 'service_unavailable', `Not ready: ${reason}`);
      const recent = app.dbStatus.recentFailure();
      if (recent) throw unavailable(recent);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          probe(),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new ProbeTimeout()), healthMs);
          }),
        ]);
      } catch (err) {
        const reason =
          err instanceof ProbeTimeout
            ? 'the database timed out'
            : (databaseUnavailable(err) ?? 'the database cannot be reached');
        app.log.error({ err, reason }, 'health check failed');
        throw unavailable(reason);
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  });
};

export default health;
