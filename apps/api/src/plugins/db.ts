import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type Dialect } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { seedCatalog } from '../db/seed.js';
import { DbStatus } from '../lib/db-status.js';
import { seedPracticeBank } from '../modules/practice/bank.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: Dialect;
    /** Recent write failures, read by the health check. */
    dbStatus: DbStatus;
  }
}

/** How long a failed write keeps the health check at 503, in health-probe timeouts (10 s by default). */
const FAILURE_HOLD_IN_PROBES = 5;

/**
 * On PostgreSQL the migrations run on a pool of their own, bounded by the migration timeout
 * rather than one request's: the requests' 5 s would cancel a migration that rewrites a large
 * table, and a process starting while another holds the migration lock would fail instead of
 * waiting its turn.
 */
async function migrate(app: FastifyInstance, db: Kysely<Database>, dialect: Dialect) {
  if (dialect !== 'postgres') return migrateToLatest(db, dialect);
  const { timeouts } = app.config;
  const migrating = await createDb(app.config.database, {
    timeouts: { dbConnectMs: timeouts.dbConnectMs, dbQueryMs: timeouts.dbMigrationMs },
  });
  try {
    await migrateToLatest(migrating.db, dialect);
  } finally {
    await migrating.db.destroy();
  }
}

/**
 * Opens the database, migrates it and seeds the catalog and the practice bank before the server
 * answers; closes it last.
 */
export default fp(
  async function db(app: FastifyInstance) {
    const { db, dialect } = await createDb(app.config.database, {
      timeouts: app.config.timeouts,
      onConnectionError: (err) =>
        app.log.warn({ err: err.message }, 'database connection lost; the pool replaces it'),
    });
    try {
      await migrate(app, db, dialect);
      await seedCatalog(db);
      await seedPracticeBank(db);
    } catch (err) {
      await db.destroy();
      throw err;
    }
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.decorate('dbStatus', new DbStatus(app.config.timeouts.healthMs * FAILURE_HOLD_IN_PROBES));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
