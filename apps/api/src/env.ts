/**
 * The one place the API reads its environment: nothing else looks at `process.env`. Every variable
 * is validated with zod at start-up; a bad value stops the process with a message naming it.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { MathsConfig } from './maths/pool.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const positiveInt = z.coerce.number().int().positive();

/**
 * How long the server waits on anything outside itself. Together they keep every request bounded:
 * with PostgreSQL unreachable `/api/health` answers 503 within HEALTH_TIMEOUT_MS (well under 5 s)
 * and other routes within the connect or query timeout; a Redis command gives up within
 * REDIS_TIMEOUT_MS (the request then goes on without its rate limit); a client that trickles its
 * headers or body is disconnected once the headers or the whole request took too long (checked
 * every second, so a trickling request is gone within REQUEST_TIMEOUT_MS + 1 s).
 */
export interface Timeouts {
  /** Opening a PostgreSQL connection, or waiting for a free one in the pool. */
  dbConnectMs: number;
  /** One PostgreSQL statement (client side, and `statement_timeout` on the server). */
  dbQueryMs: number;
  /**
   * One PostgreSQL statement of the migrations at start-up, the wait for another process's
   * migration lock included: a migration may rewrite a large table, and a second instance waits
   * for the first one's migrations instead of failing after one request's bound.
   */
  dbMigrationMs: number;
  /** The health check's database probe. */
  healthMs: number;
  /** One Redis command (the rate-limit counter). */
  redisMs: number;
  /** Receiving a request's headers. */
  headersMs: number;
  /** Receiving a whole request, body included. */
  requestMs: number;
}

export const defaultTimeouts: Timeouts = {
  dbConnectMs: 3_000,
  dbQueryMs: 5_000,
  dbMigrationMs: 600_000,
  healthMs: 2_000,
  redisMs: 500,
  headersMs: 10_000,
  requestMs: 30_000,
};

/**
 * The maths pool (src/maths): a thread per core for making problems and grading, half as many for
 * solving the problems clients send, each task stopped after 1.5 s (a lesson's problem takes a few
 * milliseconds). With the solver's queue of 2, a request that waits for the tasks before it is
 * answered within 3 × 1.5 s on one thread, plus the time a stopped thread takes to be replaced; a
 * queue of 256 takes the grading of hundreds of students at once.
 */
export const defaultMaths: MathsConfig = {
  quickThreads: Math.max(1, availableParallelism()),
  solverThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
  taskMs: 1_500,
  quickQueue: 256,
  solverQueue: 2,
  eager: true,
};

/**
 * Which peers may set the client address with `X-Forwarded-For`: `false` (none: the socket
 * address counts), the number of proxies in front of the server (the address that many hops back
 * counts, so values a client adds on the left are ignored), or the proxies' addresses/CIDRs.
 */
export type TrustProxy = false | number | string[];

const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true would believe the left-most X-Forwarded-For value, which any client can write: ' +
  'every client could choose its own address and get round the rate limits. Write the number of ' +
  'proxies in front of the server instead (TRUST_PROXY=1 behind one load balancer), or their ' +
  'addresses or CIDRs (TRUST_PROXY=10.0.0.0/8,192.168.1.7)';

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

const V4_BITS = 32;
const V6_BITS = 128;
const V4_ALL = (1n << 32n) - 1n;
const V6_ALL = (1n << 128n) - 1n;
/** `::ffff:0:0/96`, where IPv4 clients of a dual-stack socket appear (`::ffff:203.0.113.7`). */
const V4_MAPPED_START = 0xffffn << 32n;
const V4_MAPPED_END = V4_MAPPED_START + V4_ALL;

/** An IPv4 address as a number (`isIP` said it is one). */
function ipv4Value(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) + BigInt(part), 0n);
}

/** An IPv6 address as a number (`isIP` said it is one; a zone such as `%eth0` is ignored). */
function ipv6Value(address: string): bigint {
  let text = address.split('%')[0] ?? '';
  // A dotted IPv4 tail (`::ffff:10.0.0.1`) is the last two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4Value(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups =
    rest === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) + BigInt(`0x${group}`), 0n);
}

/** The first and last address of an address or CIDR (host bits of a CIDR are ignored). */
function rangeOf(entry: string): { version: 4 | 6; start: bigint; end: bigint } {
  const [address = '', prefix] = entry.split('/');
  const version = isIP(address) === 4 ? 4 : 6;
  const bits = version === 4 ? V4_BITS : V6_BITS;
  const value = version === 4 ? ipv4Value(address) : ipv6Value(address);
  const hostBits = BigInt(bits - (prefix === undefined ? bits : Number(prefix)));
  const start = (value >> hostBits) << hostBits;
  return { version, start, end: start + (1n << hostBits) - 1n };
}

/** Whether the union of the `[start, end]` ranges holds every number from 0 to `last`. */
function coversAll(ranges: [bigint, bigint][], last: bigint): boolean {
  let next = 0n;
  for (const [start, end] of [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (start > next) return false;
    if (end >= next) next = end + 1n;
    if (next > last) return true;
  }
  return false;
}

/**
 * The address families of which a proxy list would trust every client: none for a real list of
 * proxies, and the start is refused otherwise (`0.0.0.0/1,128.0.0.0/1` is TRUST_PROXY=true under
 * another name). The union of the ranges counts, not each range alone.
 *
 * IPv4 and IPv6 meet in `::ffff:0:0/96`: Node shows an IPv4 client of a dual-stack socket as
 * `::ffff:a.b.c.d`, and proxy matching compares such an address with IPv4 ranges and IPv6 ranges
 * over that block, so what an IPv6 range holds of the block counts for IPv4 (`::ffff:0:0/96`
 * trusts every IPv4 client). No IPv6 client has an address in the block, so an IPv6 list that
 * covers everything else already trusts every IPv6 client.
 */
export function familiesTrustedWhole(entries: string[]): ('IPv4' | 'IPv6')[] {
  const v4: [bigint, bigint][] = [];
  const v6: [bigint, bigint][] = [[V4_MAPPED_START, V4_MAPPED_END]];
  for (const entry of entries) {
    const { version, start, end } = rangeOf(entry);
    if (version === 4) {
      v4.push([start, end]);
      continue;
    }
    v6.push([start, end]);
    if (start <= V4_MAPPED_END && end >= V4_MAPPED_START) {
      const from = start > V4_MAPPED_START ? start : V4_MAPPED_START;
      const to = end < V4_MAPPED_END ? end : V4_MAPPED_END;
      v4.push([from - V4_MAPPED_START, to - V4_MAPPED_START]);
    }
  }
  const whole: ('IPv4' | 'IPv6')[] = [];
  if (coversAll(v4, V4_ALL)) whole.push('IPv4');
  if (coversAll(v6, V6_ALL)) whole.push('IPv6');
  return whole;
}

/** Reads TRUST_PROXY; the message of a thrown error says what to write instead. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') throw new Error(TRUST_PROXY_TRUE);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error('the number of proxies must be at most 20');
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) {
    throw new Error(
      `"${bad}" is not an IP address or CIDR; write false, a number of proxies (1 behind one load balancer) or a comma-separated list of proxy addresses/CIDRs`,
    );
  }
  const whole = familiesTrustedWhole(entries);
  if (whole.length > 0) {
    throw new Error(
      `"${text}" covers every ${whole.join(' and every ')} address, so it would trust any ` +
        'client: each could write its own address in X-Forwarded-For and get round the rate ' +
        "limits. List only the proxies' addresses or CIDRs (TRUST_PROXY=10.0.0.0/8,192.168.1.7), " +
        'or write the number of proxies in front of the server (TRUST_PROXY=1 behind one load ' +
        'balancer)',
    );
  }
  return entries;
}

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
  TRUST_PROXY: z.string().default('false'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  RATE_LIMIT_MAX_FORMS: positiveInt.default(10),
  RATE_LIMIT_MAX_PAYMENTS: positiveInt.default(20),
  RATE_LIMIT_MAX_GRADES: positiveInt.default(120),
  RATE_LIMIT_MAX_PROGRESS: positiveInt.default(60),
  MATHS_QUICK_THREADS: positiveInt.default(defaultMaths.quickThreads),
  MATHS_SOLVER_THREADS: positiveInt.default(defaultMaths.solverThreads),
  MATHS_TASK_MS: positiveInt.default(defaultMaths.taskMs),
  MATHS_QUICK_QUEUE: positiveInt.default(defaultMaths.quickQueue),
  MATHS_SOLVER_QUEUE: positiveInt.default(defaultMaths.solverQueue),
  DB_CONNECT_TIMEOUT_MS: positiveInt.default(defaultTimeouts.dbConnectMs),
  DB_QUERY_TIMEOUT_MS: positiveInt.default(defaultTimeouts.dbQueryMs),
  DB_MIGRATION_TIMEOUT_MS: positiveInt.default(defaultTimeouts.dbMigrationMs),
  HEALTH_TIMEOUT_MS: positiveInt.default(defaultTimeouts.healthMs),
  REDIS_TIMEOUT_MS: positiveInt.default(defaultTimeouts.redisMs),
  HEADERS_TIMEOUT_MS: positiveInt.default(defaultTimeouts.headersMs),
  REQUEST_TIMEOUT_MS: positiveInt.default(defaultTimeouts.requestMs),
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
  /** Per client and window: progress updates. */
  progress: number;
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
  /** Behind a load balancer: which proxies' X-Forwarded-For to believe (rate limits need it). */
  trustProxy: TrustProxy;
  rateLimit: RateLimitConfig;
  timeouts: Timeouts;
  maths: MathsConfig;
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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (err) {
    throw new EnvError(`Invalid environment:\n  TRUST_PROXY: ${(err as Error).message}`);
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new EnvError(
      'Invalid environment:\n  HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS (the headers are part of the request)',
    );
  }
  const database = parseDatabaseUrl(e.DATABASE_URL, cwd);
  if (database.kind === 'sqlite' && database.filename !== ':memory:') {
    // The database holds emails and messages: its folder is private to the server's user.
    mkdirSync(dirname(database.filename), { recursive: true, mode: 0o700 });
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
      trustProxy,
      rateLimit: {
        enabled: e.RATE_LIMIT === 'on',
        windowMs: e.RATE_LIMIT_WINDOW_MS,
        forms: e.RATE_LIMIT_MAX_FORMS,
        payments: e.RATE_LIMIT_MAX_PAYMENTS,
        grades: e.RATE_LIMIT_MAX_GRADES,
        progress: e.RATE_LIMIT_MAX_PROGRESS,
      },
      maths: {
        quickThreads: e.MATHS_QUICK_THREADS,
        solverThreads: e.MATHS_SOLVER_THREADS,
        taskMs: e.MATHS_TASK_MS,
        quickQueue: e.MATHS_QUICK_QUEUE,
        solverQueue: e.MATHS_SOLVER_QUEUE,
        eager: true,
      },
      timeouts: {
        dbConnectMs: e.DB_CONNECT_TIMEOUT_MS,
        dbQueryMs: e.DB_QUERY_TIMEOUT_MS,
        dbMigrationMs: e.DB_MIGRATION_TIMEOUT_MS,
        healthMs: e.HEALTH_TIMEOUT_MS,
        redisMs: e.REDIS_TIMEOUT_MS,
        headersMs: e.HEADERS_TIMEOUT_MS,
        requestMs: e.REQUEST_TIMEOUT_MS,
      },
    },
  };
}
