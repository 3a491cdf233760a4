/**
 * The one place the API reads its environment (design.md §3 rule 10, §4). Every variable is
 * validated with zod at start-up; a bad value stops the process with a message naming it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(
      /^(file:|postgres:\/\/|postgresql:\/\/)/,
      'must start with file:, postgres:// or postgresql://',
    )
    .default('file:./data/mathtools.db'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  RATE_LIMIT_MAX_FORMS: positiveInt.default(10),
  RATE_LIMIT_MAX_PAYMENTS: positiveInt.default(20),
  RATE_LIMIT_MAX_GRADES: positiveInt.default(120),
});

export type DatabaseConfig =
  | { kind: 'sqlite'; filename: string }
  | { kind: 'postgres'; connectionString: string; searchPath?: string };

export interface RateLimitConfig {
  enabled: boolean;
  windowMs: number;
  /** Per client and window: newsletter and contact forms. */
  forms: number;
  /** Per client and window: payment intents. */
  payments: number;
  /** Per client and window: graded answers. */
  grades: number;
}

export interface StripeConfig {
  secretKey?: string | undefined;
  publishableKey?: string | undefined;
  webhookSecret?: string | undefined;
  /** Points the SDK at another host (a local fake in tests and e2e), e.g. http://127.0.0.1:12111 */
  apiBase?: string | undefined;
}

/** Everything the app needs; tests build one directly instead of going through the environment. */
export interface AppConfig {
  database: DatabaseConfig;
  publicOrigin: string;
  cookieSecret: string;
  stripe: StripeConfig;
  redisUrl?: string | undefined;
  /** Folder of the web build; when it is missing, non-API paths answer 404 and the API still works. */
  webDistDir: string;
  logLevel: (typeof logLevels)[number];
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits need it). */
  trustProxy: boolean;
  rateLimit: RateLimitConfig;
}

export interface ServerEnv {
  port: number;
  host: string;
  config: AppConfig;
}

/** apps/web/dist, found from this package's own location so the cwd does not matter. */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export class EnvError extends Error {}

export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseConfig {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length);
    return { kind: 'sqlite', filename: path === ':memory:' ? path : resolve(cwd, path) };
  }
  return { kind: 'postgres', connectionString: url };
}

/** COOKIE_SECRET, or one generated on first run and kept beside the data so cookies survive restarts. */
function resolveCookieSecret(
  given: string | undefined,
  database: DatabaseConfig,
  cwd: string,
): string {
  if (given) return given;
  const dataDir =
    database.kind === 'sqlite' && database.filename !== ':memory:'
      ? dirname(database.filename)
      : resolve(cwd, 'data');
  const file = join(dataDir, 'cookie-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerEnv {
  // An empty variable means "unset", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const database = parseDatabaseUrl(e.DATABASE_URL, cwd);
  if (database.kind === 'sqlite' && database.filename !== ':memory:') {
    mkdirSync(dirname(database.filename), { recursive: true });
  }
  const webDistDir = e.WEB_DIST_DIR ? resolve(cwd, e.WEB_DIST_DIR) : defaultWebDistDir;
  return {
    port: e.PORT,
    host: e.HOST,
    config: {
      database,
      publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      cookieSecret: resolveCookieSecret(e.COOKIE_SECRET, database, cwd),
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiBase: e.STRIPE_API_BASE,
      },
      redisUrl: e.REDIS_URL,
      webDistDir,
      logLevel: e.LOG_LEVEL,
      trustProxy: e.TRUST_PROXY === 'true',
      rateLimit: {
        enabled: e.RATE_LIMIT === 'on',
        windowMs: e.RATE_LIMIT_WINDOW_MS,
        forms: e.RATE_LIMIT_MAX_FORMS,
        payments: e.RATE_LIMIT_MAX_PAYMENTS,
        grades: e.RATE_LIMIT_MAX_GRADES,
      },
    },
  };
}
