/**
 * `fastify.live`: tells the API processes of a deployment that a class set has a new event, over
 * Redis when REDIS_URL is set, else over PostgreSQL when that is the database, else in process
 * (see ./bus.ts). Also starts the purge of old class data (./purge.ts). Closed with the app.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseKey, type LiveBus, type LiveListener, memoryBus, pgBus, redisBus } from './bus.js';
import { startPurge } from './purge.js';

export interface Live {
  /**
   * Call after the transaction that inserted event `eventId` of set `setId` committed. Never
   * throws and never waits: a notification that does not arrive costs a delay, not an update.
   */
  notify(setId: string, eventId: number): void;
  /** `onEvent` hears of each new event of `setId` until the returned function is called. */
  subscribe(setId: string, onEvent: LiveListener): () => void;
  /** Which carrier links the processes. */
  readonly kind: LiveBus['kind'];
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

export default fp(
  async function live(app: FastifyInstance) {
    const { config } = app;
    const key = databaseKey(config.database);
    let bus: LiveBus;
    if (config.redisUrl) {
      bus = await redisBus({
        redisUrl: config.redisUrl,
        databaseKey: key,
        commandMs: config.timeouts.redisMs,
        log: app.log,
      });
    } else if (config.database.kind === 'postgres') {
      bus = await pgBus({
        connectionString: config.database.connectionString,
        searchPath: config.database.searchPath,
        databaseKey: key,
        db: app.db,
        connectMs: config.timeouts.dbConnectMs,
        queryMs: config.timeouts.dbQueryMs,
        log: app.log,
      });
    } else {
      bus = memoryBus(app.log);
    }
    app.decorate('live', {
      kind: bus.kind,
      notify: (setId: string, eventId: number) => bus.notify(setId, eventId),
      subscribe: (setId: string, onEvent: LiveListener) => bus.subscribe(setId, onEvent),
    });
    const purge = startPurge(app);
    app.addHook('onClose', async () => {
      await purge.stop();
      await bus.close();
    });
  },
  { name: 'live', dependencies: ['config', 'db'] },
);
