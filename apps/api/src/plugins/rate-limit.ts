/**
 * Rate limits for the calls that write or cost money (newsletter, contact, payments, grading,
 * progress). Counters live in memory, or in Redis when REDIS_URL is set so several processes share
 * them. Routes opt in with `config: { rateLimit: app.rateLimits.forms }` and friends.
 *
 * Redis never holds a request up: a command that gets no answer within `timeouts.redisMs` fails,
 * and while the connection is down (refused, or connected but not answering its handshake)
 * commands fail at once instead of queueing; reconnection backs off on its own schedule. A failed
 * command lets the request through without its limit (fail open); connection problems are logged.
 *
 * A command that times out also drops its connection, which then reconnects on that schedule. A
 * connection that stopped answering (a Redis that hung, a middlebox that lost the flow) once stayed
 * in use for the life of the process: once Redis answered again, every limited request still
 * waited the full timeout on the dead connection and no limit applied. Now limits apply again
 * within one backoff step (at most 10 s) of Redis answering.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Command, Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.js';

const REDIS_MAX_BACKOFF_MS = 10_000;

/** An IPv6 client is counted by its /64 network: one home or phone gets a whole /64. */
const IPV6_NETWORK_BITS = 64;

/**
 * The client a limit counts: its IPv4 address, or its IPv6 /64 network (an IPv4 client seen as
 * `::ffff:a.b.c.d` counts as its IPv4 address). The route limits and the limits kept in the
 * database (free trials, wrong restore codes) count clients alike.
 */
export const clientNetwork = (ip: string): string => normalizeIP(ip, IPV6_NETWORK_BITS);

export interface RouteRateLimit {
  max: number;
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-route settings, or `false` when rate limiting is off. */
    rateLimits: {
      forms: RouteRateLimit | false;
      payments: RouteRateLimit | false;
      grades: RouteRateLimit | false;
      progress: RouteRateLimit | false;
    };
  }
}

/** ioredis's message for a command past `commandTimeout`. */
const COMMAND_TIMED_OUT = 'Command timed out';

/**
 * Makes a command timeout drop the connection it was sent on, so the client reconnects (with its
 * backoff) instead of queueing every later command behind a connection that no longer answers.
 * The socket is destroyed rather than ended: a connection that does not answer would not answer
 * the close either. A timeout of a command sent on an earlier connection changes nothing.
 */
function dropConnectionOnTimeout(client: Redis, warn: (message: string) => void): void {
  // Bumped on each `ready`: which connection a command went out on, and the last one dropped.
  let connection = 0;
  let dropped = 0;
  client.on('ready', () => {
    connection++;
  });
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command: Command, stream?: Parameters<Redis['sendCommand']>[1]) => {
    const sentOn = connection;
    const result = send(command, stream);
    command.promise.catch((err: unknown) => {
      if (!(err instanceof Error) || err.message !== COMMAND_TIMED_OUT) return;
      if (sentOn !== connection || dropped === connection || client.status !== 'ready') return;
      dropped = connection;
      warn('redis command timed out: dropping the connection and reconnecting');
      client.stream.destroy();
    });
    return result;
  };
}

export default fp(
  async function rateLimits(app: FastifyInstance) {
    const { rateLimit: limits, redisUrl } = app.config;
    const per = (max: number): RouteRateLimit | false =>
      limits.enabled ? { max, timeWindow: limits.windowMs } : false;
    app.decorate('rateLimits', {
      forms: per(limits.forms),
      payments: per(limits.payments),
      grades: per(limits.grades),
      progress: per(limits.progress),
    });
    if (!limits.enabled) return;

    let redis: Redis | undefined;
    if (redisUrl) {
      // Loaded only when configured: it is a large module and most single-process setups skip it.
      const { Redis: RedisClient } = await import('ioredis');
      const connectTimeout = Math.max(app.config.timeouts.redisMs, 1000);
      redis = new RedisClient(redisUrl, {
        connectTimeout,
        commandTimeout: app.config.timeouts.redisMs,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        // 200 ms, 400 ms, … up to 10 s between attempts, whatever the request rate.
        retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, REDIS_MAX_BACKOFF_MS),
        // A command that timed out is never sent again on the next connection (it would count
        // twice), and a connection being closed that does not answer is cut after one timeout.
        autoResendUnfulfilledCommands: false,
        disconnectTimeout: app.config.timeouts.redisMs,
        lazyConnect: false,
      });
      // One line per connection problem (the reconnection schedule bounds them), not per request.
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
      const client = redis;
      dropConnectionOnTimeout(client, (message) => app.log.warn(message));
      // Commands fail at once until the client is ready, so give it its connect timeout to get
      // there before the first request; a Redis that is down then does not delay start-up further.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, connectTimeout);
        client.once('ready', done);
      });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ipv6Subnet: IPV6_NETWORK_BITS,
      ...(redis ? { redis, nameSpace: 'mathtools-rl:' } : {}),
      // A broken Redis must not take the forms down: let the request through and log it.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many requests, please try again in ${context.after}`,
        ),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
