/**
 * Rate limits for the calls that write or cost money (newsletter, contact, payments, grading).
 * Counters live in memory, or in Redis when REDIS_URL is set so several processes share them.
 * Routes opt in with `config: { rateLimit: app.rateLimits.forms }` and friends.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from '../lib/http-error.js';

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
    };
  }
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
    });
    if (!limits.enabled) return;

    let redis: Redis | undefined;
    if (redisUrl) {
      // Loaded only when configured: it is a large module and most single-process setups skip it.
      const { Redis: RedisClient } = await import('ioredis');
      redis = new RedisClient(redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: true,
        lazyConnect: false,
      });
      redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
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
