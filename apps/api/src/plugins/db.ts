import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type Dialect } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { seedCatalog } from '../db/seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: Dialect;
  }
}

/** Opens the database, migrates and seeds it before the server answers, closes it last. */
export default fp(
  async function db(app: FastifyInstance) {
    const { db, dialect } = createDb(app.config.database);
    try {
      await migrateToLatest(db, dialect);
      await seedCatalog(db);
    } catch (err) {
      await db.destroy();
      throw err;
    }
    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
