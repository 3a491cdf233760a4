/**
 * The bus that tells every API process that a class set has a new event in `class_events`. A
 * message says only which set and which event (`setId:eventId`); the events themselves are read
 * from the database, so a message that is lost, late or duplicated costs at most a delay, never an
 * update: whoever listens reads the log after the last event it handled.
 *
 * Three carriers, chosen by the configuration:
 * - Redis pub/sub when REDIS_URL is set (one connection publishes, a second one subscribes);
 * - PostgreSQL LISTEN/NOTIFY when the database is PostgreSQL (a dedicated connection listens;
 *   NOTIFY goes through the app's pool);
 * - in process otherwise (SQLite serves one process).
 *
 * A process always tells its own listeners at once, whatever the carrier, so a carrier that is
 * down delays only the other processes. A listening connection that drops (or stops answering
 * its pings) is opened again with a growing delay, and once it listens again every listener of
 * the process is told `ANY_EVENT`, so what was published meanwhile is read from the log. Nothing
 * the carrier does ever throws into a request or stops the server.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/schema.js';
import type { DatabaseConfig } from '../env.js';

/**
 * A listener is called with the id of a new event of its set, or `ANY_EVENT` when events may
 * have been missed (the carrier reconnected): either way it reads the log after what it has.
 */
export type LiveListener = (eventId: number) => void;

/** An id above every event's: "read the log, something may be there". */
export const ANY_EVENT = Number.POSITIVE_INFINITY;

export interface LiveBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Tells every process's listeners of `setId` about `eventId`. Never throws, never waits. */
  notify(setId: string, eventId: number): void;
  /** Calls `listener` for each event of `setId` until the returned function is called. */
  subscribe(setId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** Between two attempts to reconnect a listening connection: 200 ms, 400 ms, … up to 10 s. */
export const backoffMs = (attempt: number) => Math.min(100 * 2 ** attempt, 10_000);

/** How often a listening connection is pinged; one that does not answer is replaced. */
export const PING_MS = 10_000;

/** A message on the wire: the set's id, a colon, the event's id (set ids hold no colon). */
export const encodeMessage = (setId: string, eventId: number) => `${setId}:${eventId}`;

export function decodeMessage(message: string): { setId: string; eventId: number } | undefined {
  const colon = message.lastIndexOf(':');
  if (colon <= 0) return undefined;
  const eventId = Number(message.slice(colon + 1));
  if (!Number.isSafeInteger(eventId) || eventId < 1) return undefined;
  return { setId: message.slice(0, colon), eventId };
}

/**
 * The channel of one deployment: processes sharing a database share it, and two databases on one
 * PostgreSQL server or one Redis (two PostgreSQL schemas, say) do not hear each other.
 */
export function channelName(databaseKey: string): string {
  return `mathtools_live_${createHash('sha256').update(databaseKey).digest('hex').slice(0, 16)}`;
}

/**
 * What names a deployment: the database's name and schema. Every process on the same database has
 * the same key whatever else its URL says (a password, an application name, the host or port it
 * reaches the server by: a proxy, a pooler), and two schemas of one server differ. Two servers
 * with a database of the same name that share one Redis hear each other's messages, which costs
 * nothing: set ids are random, so no listener of one is told of a set of the other.
 */
export function databaseKey(config: DatabaseConfig): string {
  if (config.kind === 'sqlite') return `sqlite:${config.filename}`;
  const url = new URL(config.connectionString);
  const schema = config.searchPath ?? url.searchParams.get('options') ?? '';
  return `postgres:${url.pathname}:${schema}`;
}

/** The listeners of this process, by set. */
class Listeners {
  private readonly bySet = new Map<string, Set<LiveListener>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  add(setId: string, listener: LiveListener): () => void {
    let set = this.bySet.get(setId);
    if (!set) {
      set = new Set();
      this.bySet.set(setId, set);
    }
    set.add(listener);
    return () => {
      const current = this.bySet.get(setId);
      if (!current?.delete(listener)) return;
      if (current.size === 0) this.bySet.delete(setId);
    };
  }

  deliver(setId: string, eventId: number): void {
    const set = this.bySet.get(setId);
    if (!set) return;
    for (const listener of [...set]) this.call(listener, eventId);
  }

  /** Every listener: the carrier was away, and any set may have events they have not read. */
  deliverAll(): void {
    for (const set of [...this.bySet.values()])
      for (const listener of [...set]) this.call(listener, ANY_EVENT);
  }

  private call(listener: LiveListener, eventId: number) {
    try {
      listener(eventId);
    } catch (err) {
      this.log.error({ err }, 'live listener failed');
    }
  }
}

/**
 * The part every carrier shares: local listeners told at once (on the next turn of the event
 * loop, so the request that notifies is not held up by them), and the message handed to the
 * carrier. A message the carrier brings back from this very process is delivered again; the
 * listeners skip an event they have already read.
 */
function busWith(
  kind: LiveBus['kind'],
  listeners: Listeners,
  publish: (message: string) => void,
  close: () => Promise<void>,
): LiveBus {
  return {
    kind,
    notify(setId, eventId) {
      setImmediate(() => listeners.deliver(setId, eventId));
      try {
        publish(encodeMessage(setId, eventId));
      } catch {
        // A carrier reports its own failures; the listeners of other processes catch up later.
      }
    },
    subscribe: (setId, listener) => listeners.add(setId, listener),
    close,
  };
}

function received(listeners: Listeners, message: string): void {
  const decoded = decodeMessage(message);
  if (decoded) listeners.deliver(decoded.setId, decoded.eventId);
}

export function memoryBus(log: FastifyBaseLogger): LiveBus {
  return busWith(
    'memory',
    new Listeners(log),
    () => {},
    async () => {},
  );
}

/** What every carrier between processes is given. */
interface CarrierOptions {
  /** What names the deployment's channel (the database's identity). */
  databaseKey: string;
  log: FastifyBaseLogger;
  /** How often the listening connection is pinged (PING_MS). */
  pingMs?: number;
}

export interface PgBusOptions extends CarrierOptions {
  connectionString: string;
  searchPath?: string | undefined;
  /** Sends NOTIFY (the app's pool: a listening connection that is away would lose it). */
  db: Kysely<Database>;
  connectMs: number;
  /** One statement's bound, the listener's pings included. */
  queryMs: number;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on the deployment's channel, opened again after
 * any failure. Resolves once it listens, or after its first attempt failed (it keeps trying).
 */
export async function pgBus(options: PgBusOptions): Promise<LiveBus> {
  const { default: pgModule } = await import('pg');
  const { log } = options;
  const listeners = new Listeners(log);
  const channel = channelName(options.databaseKey);
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const drop = (why: string, broken: pg.Client) => {
    if (client !== broken) return;
    client = undefined;
    clearInterval(ping);
    broken.end().catch(() => {});
    if (closed) return;
    const wait = backoffMs(attempt++);
    log.warn({ why, retryInMs: wait }, 'live updates: the PostgreSQL listener was lost');
    retry = setTimeout(connect, wait);
    retry.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pgModule.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.connectMs,
      query_timeout: options.queryMs,
      keepAlive: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    client = next;
    next.on('error', (err) => drop(err.message, next));
    next.on('end', () => drop('connection ended', next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) received(listeners, message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (err) {
      drop((err as Error).message, next);
      return;
    }
    if (client !== next) return;
    attempt = 0;
    // A partition sends no error: a ping that gets no answer in time replaces the connection.
    let pinging = false;
    ping = setInterval(() => {
      if (pinging) return;
      pinging = true;
      next.query('select 1').then(
        () => {
          pinging = false;
        },
        (err: Error) => drop(err.message, next),
      );
    }, options.pingMs ?? PING_MS);
    ping.unref();
    listeners.deliverAll();
  }

  await connect();
  return busWith(
    'postgres',
    listeners,
    (message) => {
      sql`select pg_notify(${channel}, ${message})`
        .execute(options.db)
        .catch((err: Error) =>
          log.warn({ err: err.message }, 'live updates: NOTIFY failed; other processes catch up'),
        );
    },
    async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  );
}

export interface RedisBusOptions extends CarrierOptions {
  redisUrl: string;
  /** One command's bound (REDIS_TIMEOUT_MS). */
  commandMs: number;
}

/**
 * Two connections: one publishes (a command that cannot be sent at once fails at once, as the
 * rate limits' do), one subscribes. The subscriber is pinged, dropped when it does not answer,
 * and subscribes again on each new connection before the listeners are told to catch up.
 */
export async function redisBus(options: RedisBusOptions): Promise<LiveBus> {
  const { Redis: RedisClient } = await import('ioredis');
  const { log } = options;
  const listeners = new Listeners(log);
  const channel = channelName(options.databaseKey);
  const connectTimeout = Math.max(options.commandMs, 1000);
  const common: RedisOptions = {
    connectTimeout,
    commandTimeout: options.commandMs,
    retryStrategy: (attempt) => backoffMs(attempt),
    disconnectTimeout: options.commandMs,
  };
  const publisher: Redis = new RedisClient(options.redisUrl, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  });
  const subscriber: Redis = new RedisClient(options.redisUrl, {
    ...common,
    // Subscribed by hand on each connection, so the listeners catch up only once it holds.
    autoResubscribe: false,
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  // One line per connection problem (the backoff bounds them).
  publisher.on('error', (err) => log.warn({ err: err.message }, 'live updates: redis error'));
  subscriber.on('error', (err) => log.warn({ err: err.message }, 'live updates: redis error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) received(listeners, message);
  });
  let subscribed: Promise<void> | undefined;
  subscriber.on('ready', () => {
    subscribed = subscriber.subscribe(channel).then(
      () => listeners.deliverAll(),
      (err: Error) => {
        log.warn({ err: err.message }, 'live updates: SUBSCRIBE failed; reconnecting');
        subscriber.disconnect(true);
      },
    );
  });
  let pinging = false;
  const ping = setInterval(() => {
    if (pinging || subscriber.status !== 'ready') return;
    pinging = true;
    subscriber
      .ping()
      .catch(() => {
        log.warn('live updates: the redis subscriber stopped answering; reconnecting');
        subscriber.disconnect(true);
      })
      .finally(() => {
        pinging = false;
      });
  }, options.pingMs ?? PING_MS);
  ping.unref();
  // Give both connections their connect timeout before the server answers; a Redis that is down
  // does not hold start-up longer.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, connectTimeout);
    subscriber.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await subscribed;
  return busWith(
    'redis',
    listeners,
    (message) => {
      publisher
        .publish(channel, message)
        .catch((err: Error) =>
          log.warn({ err: err.message }, 'live updates: PUBLISH failed; other processes catch up'),
        );
    },
    async () => {
      clearInterval(ping);
      await Promise.all([publisher, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  );
}
