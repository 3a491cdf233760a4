/**
 * The whole application as one Fastify plugin (fastify/demo style): plugins first, then one route
 * plugin per resource. `server.ts` owns the process; tests build the app with `buildApp`.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from './env.js';
import { serializerCompiler, validatorCompiler } from './lib/zod-schemas.js';
import livePlugin from './live/plugin.js';
import type { Maths } from './maths/pool.js';
import catalogRoutes from './modules/catalog/routes.js';
import contactRoutes from './modules/contact/routes.js';
import healthRoutes from './modules/health/routes.js';
import joinRoutes from './modules/join/routes.js';
import marketplaceRoutes from './modules/marketplace/routes.js';
import newsletterRoutes from './modules/newsletter/routes.js';
import openapiRoutes from './modules/openapi/routes.js';
import paymentsRoutes from './modules/payments/routes.js';
import gradeRoutes from './modules/practice/grade-routes.js';
import practiceRoutes from './modules/practice/routes.js';
import progressRoutes from './modules/progress/routes.js';
import purchaseRoutes from './modules/purchases/routes.js';
import skillRoutes from './modules/skills/routes.js';
import stripeWebhookRoutes from './modules/stripe/routes.js';
import liveRoutes from './modules/teach/live-routes.js';
import teachRoutes from './modules/teach/routes.js';
import teachSetRoutes from './modules/teach/set-routes.js';
import visitorRoutes from './modules/visitor/routes.js';
import configPlugin from './plugins/config.js';
import connectionsPlugin from './plugins/connections.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { type ErrorsOptions, errorBody } from './plugins/errors.js';
import mathsPlugin from './plugins/maths.js';
import practiceBankPlugin from './plugins/practice-bank.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import sameOriginPlugin from './plugins/same-origin.js';
import securityPlugin from './plugins/security.js';
import stripePlugin from './plugins/stripe.js';
import visitorPlugin from './plugins/visitor.js';
import webPlugin from './plugins/web.js';

/** Request bodies above this get 413 (the largest legitimate one, a contact message, is ~1.5 KB). */
export const BODY_LIMIT = 16 * 1024;

/**
 * What a test may replace: the clock every route reads the time from (milliseconds since 1970),
 * and what happens to an error answer its route does not declare (logged in any case).
 */
export interface AppHooks {
  now?: () => number;
  onUndeclaredError?: ErrorsOptions['onUndeclaredError'];
  /**
   * A maths pool the app runs its tasks on without owning it: it is not closed with the app (the
   * tests' many short-lived apps share one, so each does not start threads of its own). Without
   * it the app starts its own pool from `config.maths`.
   */
  maths?: Maths;
}

export interface AppOptions extends AppHooks {
  config: AppConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The current time in milliseconds since 1970: `Date.now` unless the app was given a clock. */
    now: () => number;
  }
}

// The default reads the global clock on each call (not a reference taken now), so tests that fake
// `Date` move it too.
const systemNow = () => Date.now();

export async function app(
  fastify: FastifyInstance,
  { config, now = systemNow, onUndeclaredError, maths }: AppOptions,
) {
  fastify.decorate('now', now);
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  // JSON only: any other body type is answered with 415.
  fastify.removeContentTypeParser('text/plain');

  await fastify.register(configPlugin, { config });
  await fastify.register(connectionsPlugin);
  await fastify.register(errorsPlugin, onUndeclaredError ? { onUndeclaredError } : {});
  await fastify.register(securityPlugin);
  await fastify.register(sameOriginPlugin);
  await fastify.register(rateLimitPlugin);
  await fastify.register(dbPlugin);
  await fastify.register(livePlugin);
  await fastify.register(mathsPlugin, maths ? { pool: maths } : {});
  await fastify.register(practiceBankPlugin);
  await fastify.register(stripePlugin);
  await fastify.register(webPlugin);

  // First among the routes: it sees every route registered after it, and documents them.
  await fastify.register(openapiRoutes);
  await fastify.register(healthRoutes);
  await fastify.register(newsletterRoutes);
  await fastify.register(marketplaceRoutes);
  await fastify.register(catalogRoutes);
  await fastify.register(stripeWebhookRoutes);
  await fastify.register(practiceRoutes);
  await fastify.register(liveRoutes);
  // Only the calls that need to know the visitor run the cookie plugin's hooks.
  await fastify.register(async function withVisitor(scope) {
    await scope.register(visitorPlugin);
    await scope.register(visitorRoutes);
    await scope.register(gradeRoutes);
    await scope.register(skillRoutes);
    await scope.register(progressRoutes);
    await scope.register(paymentsRoutes);
    await scope.register(purchaseRoutes);
    await scope.register(contactRoutes);
  });
  // Class links: teachers and students, with cookies of their own (no visitor cookie).
  await fastify.register(async function withClasses(scope) {
    await scope.register(cookie);
    scope.decorateRequest('teacherId', '');
    await scope.register(teachRoutes);
    await scope.register(teachSetRoutes);
    await scope.register(joinRoutes);
  });
}

/** `true`: JSON lines on stdout; a stream: the same lines there (tests read them); `false`: none. */
export type LogTarget = boolean | { stream: NodeJS.WritableStream };

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the first n hops" (the socket's
 * peer, then n - 1 entries of X-Forwarded-For from the right): Fastify's own number option trusts
 * nothing. A hop count assumes every request comes through those proxies; when the server can also
 * be reached directly, list the proxies' addresses instead.
 */
export function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * A path parameter may be as long as a request line (Node refuses headers past 16 KB with 431), so
 * every id reaches its route, which answers 404 for one it does not know. Past Fastify's default
 * of 100 characters the router gave up on the route, and a path whose parameter was that long was
 * answered 405 "use POST" when a POST route shared its shape (`/api/practice/skills/{skillId}/…`).
 */
const MAX_PARAM_LENGTH = 16 * 1024;

/** How often Node looks for requests past their headers or request timeout. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export function serverOptions(
  config: AppConfig,
  logger: LogTarget = true,
): FastifyHttpOptions<Server> {
  const { headersMs, requestMs } = config.timeouts;
  return {
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A client that trickles its headers or body is cut off (Fastify's default waits forever),
    // and the check runs every second rather than every 30 s, so the limits hold to the second.
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, headersMs),
    },
    // Starting includes migrating and seeding a new database's practice bank, a few seconds of
    // CPU; on a busy machine that passed Fastify's default of 10 s and the server gave up starting
    // (seen with two test servers and two browsers on 2 cores). The limit only catches a plugin
    // that never finishes.
    pluginTimeout: 60_000,
    // The errors plugin answers requests that arrive while closing, in the error shape.
    return503OnClosing: false,
    // Errors raised before routing (a URL with a broken %-escape) get the same error shape.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send(errorBody('bad_request', 'The URL is malformed'));
    },
    // Fastify's own pino child per request (it carries `reqId`). A hand-written lazy child that
    // built it only when a line was written measured 0.90× (0.86–1.04×) the default's reads/s on
    // GET /api/practice/random/algebra at LOG_LEVEL=warn (5 alternating 4 s slices, 50
    // connections, one process each), so the maintained default is used.
    logger: logger
      ? {
          level: config.logLevel,
          // Cookies and signatures identify people or sessions; never write them to the logs.
          redact: [
            'req.headers.cookie',
            'req.headers.authorization',
            'req.headers["stripe-signature"]',
          ],
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
        }
      : false,
  };
}

/**
 * A ready-to-use instance: `await buildApp(config)` then `inject` or `listen`. `hooks.now` replaces
 * the clock (a test moves it forward days to see reviews fall due).
 */
export async function buildApp(
  config: AppConfig,
  logger: LogTarget = false,
  hooks: AppHooks = {},
): Promise<FastifyInstance> {
  const instance = Fastify(serverOptions(config, logger));
  await instance.register(fp(app), { config, ...hooks });
  await instance.ready();
  return instance;
}
