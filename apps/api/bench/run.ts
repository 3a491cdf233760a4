/**
 * `pnpm bench:api`: autocannon against the products, random-problem and grading routes of the
 * built server, and against a bare Fastify hello-world in the same run; on SQLite and, when
 * TEST_DATABASE_URL or DATABASE_URL points at PostgreSQL, on PostgreSQL. Prints req/s, p99 and the
 * ratio to bare Fastify, then the grading figures at 50 concurrent graders (each with its own
 * visitor cookie), on SQLite side by side with the API before group commit (built from this
 * repository's history on the first run), and each figure next to its target; asserts nothing.
 * Then grading again on SQLite with visitors restoring codes and starting trials alongside (the
 * transactions that once collided with grading), counting every answer that is not a 2xx.
 * 127.0.0.1 ports 3101–3107 only. `BENCH_ONLY=reads` or `BENCH_ONLY=grading` runs one half. The
 * printed report is also written to bench/RESULTS.md, dated, with the host it ran on.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const GRADERS = 50;

/** Targets: reads against bare Fastify sending a body of the same size, grading on SQLite. */
const READ_RATIO_TARGET = 0.6;
const GRADING_P99_TARGET_MS = 50;
/** Grading with restores and trials running alongside: p99 and no error. */
const ALONGSIDE_P99_TARGET_MS = 100;
const GRADING_SPEEDUP_TARGET = 5;
/**
 * The last commit before group commit (one transaction and one fsync per answer, serialised): the
 * grading speed-up is measured against its API, built once from this repository's history into a
 * folder under the system's temp dir, and run side by side with this build in the same run.
 */
const GRADING_BEFORE_COMMIT = 'c4a7dd2';
/** Alternating grading turns per server (before, this build, then this build, before, …). */
const GRADING_TURNS = Number(process.env.BENCH_GRADING_TURNS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(apiDir, 'bench', 'RESULTS.md');

/** What the bench prints, kept for the results file. */
const report: string[] = [];
const out = (line: string) => {
  console.log(line);
  report.push(line);
};
const fixtureWeb = join(apiDir, 'test', 'fixtures', 'web');

interface Row {
  target: string;
  requests: number;
  p99: number;
  non2xx: number;
  /** bare Fastify req/s measured in the slices next to this target's */
  hello: number;
  /** bare Fastify req/s answering a body as large as this target's */
  sameSize?: number;
  /** the median over the slices of (target req/s) / (neighbouring bare req/s), and their range */
  ratio: Ratio;
  sameSizeRatio?: Ratio;
}

interface Ratio {
  median: number;
  min: number;
  max: number;
}

function ratioOf(pairs: [target: number, bare: number][]): Ratio {
  const ratios = pairs.map(([target, bare]) => target / bare).sort((a, b) => a - b);
  const mid = ratios.length >> 1;
  return {
    median: ratios.length % 2 ? ratios[mid]! : (ratios[mid - 1]! + ratios[mid]!) / 2,
    min: ratios[0]!,
    max: ratios[ratios.length - 1]!,
  };
}

/**
 * Servers on core 0, the load generator (this process) on the others, when `taskset` is there and
 * the machine has two cores or more: otherwise they fight over the same core and the figures say
 * more about the scheduler than about the server.
 */
function pinCores(): { serverPrefix: string[]; note: string } {
  const cores = availableParallelism();
  if (cores < 2) return { serverPrefix: [], note: 'one core: not pinned' };
  try {
    execFileSync('taskset', ['-a', '-pc', `1-${cores - 1}`, String(process.pid)], {
      stdio: 'ignore',
    });
    return {
      serverPrefix: ['taskset', '-c', '0'],
      note: `servers pinned to core 0, autocannon to ${cores === 2 ? 'core 1' : `cores 1-${cores - 1}`}`,
    };
  } catch {
    return { serverPrefix: [], note: 'taskset not found: not pinned' };
  }
}
const pinning = pinCores();

/** A process killed by a signal keeps `exitCode` null: look at both. */
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function start(
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const [command, ...args] = [...pinning.serverPrefix, process.execPath, script];
  const child = spawn(command!, args, {
    // The package folder: bench/hello.mjs and dist/server.js are both one level down.
    cwd: dirname(dirname(script)),
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready when it answers anything on its port (the API logs at warn here, so no "listening" line).
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && running(child)) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start on port ${port}`);
}

async function stop(child: ChildProcess) {
  if (!running(child)) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function load(url: string, options: Partial<autocannon.Options>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
  return { requests: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

const HELLO_URL = 'http://127.0.0.1:3101/';
/** Each target is measured in slices, each slice right after one of bare Fastify (see main). */
const ROUNDS = Number(process.env.BENCH_SLICES ?? 5);

/**
 * The machine is shared, so its speed drifts during a run, by ±15% from one slice to the next: a
 * target is compared with bare Fastify measured just before it, slice by slice, and the ratio is
 * the median over those pairs, so one slice caught by a burst of the neighbours does not decide it.
 */
async function measure(
  target: string,
  url: string,
  options: Partial<autocannon.Options> = {},
): Promise<Row> {
  const slice = DURATION_S / ROUNDS;
  // Warm-up, not counted: JIT, caches, the first connections.
  await load(url, options, 1);
  const sample = await fetch(url, {
    method: options.method ?? 'GET',
    headers: options.headers as Record<string, string> | undefined,
    body: options.body as string | undefined,
  });
  const sameSizeUrl = `${HELLO_URL}bytes/${(await sample.arrayBuffer()).byteLength}`;
  const hello: [number, number][] = [];
  const sameSize: [number, number][] = [];
  let p99 = 0;
  let non2xx = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const bare = (await load(HELLO_URL, {}, slice)).requests;
    const bareSameSize = (await load(sameSizeUrl, {}, slice)).requests;
    const r = await load(url, options, slice);
    hello.push([r.requests, bare]);
    sameSize.push([r.requests, bareSameSize]);
    p99 = Math.max(p99, r.p99);
    non2xx += r.non2xx;
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    target,
    requests: mean(hello.map(([t]) => t)),
    p99,
    non2xx,
    hello: mean(hello.map(([, b]) => b)),
    ratio: ratioOf(hello),
    sameSize: mean(sameSize.map(([, b]) => b)),
    sameSizeRatio: ratioOf(sameSize),
  };
}

/** The built API on `port`, rate limits off, logging at warn, the fixture web build. */
const startApi = (
  databaseUrl: string,
  port: number,
  dir = apiDir,
  extra: Record<string, string> = {},
) =>
  start(join(dir, 'dist', 'server.js'), port, {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: fixtureWeb,
    COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef0123',
    ...extra,
  });

async function benchApi(label: string, databaseUrl: string, port: number): Promise<Row[]> {
  const server = await startApi(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    if (ONLY === 'grading') return [];
    return [
      await measure(`${label} GET /api/marketplace/products`, `${base}/api/marketplace/products`),
      await measure(
        `${label} GET /api/practice/random/algebra`,
        `${base}/api/practice/random/algebra`,
      ),
    ];
  } finally {
    await stop(server);
  }
}

interface GradingRow {
  target: string;
  /** Answers/s: the mean over the turns. */
  requests: number;
  /** The worst p99 and the median p50 over the turns. */
  p99: number;
  p50: number;
  non2xx: number;
  /** Against the server before group commit, turn by turn: the median ratio and its range. */
  speedup?: Ratio;
  /** That server's answers/s, the mean over its turns. */
  before?: number;
}

/** Visitors the graders of one run take turns as (a visitor's progress counts a problem once). */
const GRADER_VISITORS = 1_500;

/**
 * 50 graders, each a connection with a visitor cookie of its own (as 50 people in 50 tabs), posting
 * answers as fast as they are acknowledged, right, right and wrong in turn; every 2xx is a
 * committed answer. A visitor's progress counts each problem once, so each grader answers
 * distinct problems (fetched from the server, as a page does) and moves to a new visitor's cookie
 * once it has answered them all. Returns the autocannon options, after a warm-up second.
 */
async function graders(base: string): Promise<autocannon.Options> {
  const url = `${base}/api/practice/grade`;
  const found = new Map<string, { id: string; answer: string }>();
  for (const category of ['algebra', 'logarithms', 'geometry'])
    for (let i = 0; i < 100; i++) {
      const problem = (await (await fetch(`${base}/api/practice/random/${category}`)).json()) as {
        id: string;
        answer: string;
      };
      found.set(problem.id, problem);
    }
  const problems = [...found.values()].map((p) => ({
    right: JSON.stringify({ problemId: p.id, answer: p.answer }),
    // A wrong answer the grader can read (one it cannot read is refused with a 400, not graded).
    wrong: JSON.stringify({ problemId: p.id, answer: '987654321' }),
  }));
  // Each visitor's cookie, as a page gets it: from its first call that needs one (writes need it
  // sent back; reads set none).
  const cookies: string[] = [];
  while (cookies.length < GRADER_VISITORS) {
    const batch = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${base}/api/practice/offline-seeds`)),
    );
    for (const res of batch)
      cookies.push((res.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
  }
  let nextVisitor = 0;
  const options: autocannon.Options = {
    url,
    connections: GRADERS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // `context` belongs to one connection: its grader's visitor, and which answer is next.
        setupRequest: (request, context) => {
          const n = ((context.n as number | undefined) ?? -1) + 1;
          context.n = n;
          if (n % problems.length === 0) context.cookie = cookies[nextVisitor++ % cookies.length];
          const problem = problems[n % problems.length]!;
          return {
            ...request,
            headers: { ...request.headers, cookie: context.cookie as string },
            body: n % 3 === 2 ? problem.wrong : problem.right,
          };
        },
      },
    ],
  };
  await autocannon({ ...options, duration: 1 });
  return options;
}

/**
 * Grading on this build and, when `beforeDir` is given, on the API before group commit at the same
 * time: both servers up on the same core, their turns alternating (A B, then B A, …) so that a
 * machine whose speed drifts slows both alike; the speed-up is the median of the turn-by-turn
 * ratios.
 */
async function benchGrading(
  label: string,
  databaseUrl: string,
  port: number,
  before?: { dir: string; databaseUrl: string; port: number },
): Promise<GradingRow> {
  const servers = [await startApi(databaseUrl, port)];
  try {
    const ours = await graders(`http://127.0.0.1:${port}`);
    let theirs: autocannon.Options | undefined;
    if (before) {
      servers.push(await startApi(before.databaseUrl, before.port, before.dir));
      theirs = await graders(`http://127.0.0.1:${before.port}`);
    }
    const turns: { requests: number; p99: number; p50: number; non2xx: number }[] = [];
    const pairs: [number, number][] = [];
    const run = (options: autocannon.Options) =>
      autocannon({ ...options, duration: theirs ? 5 : DURATION_S });
    for (let turn = 0; turn < (theirs ? GRADING_TURNS : 1); turn++) {
      let them: autocannon.Result | undefined;
      if (theirs && turn % 2 === 0) them = await run(theirs);
      const us = await run(ours);
      if (theirs && turn % 2 === 1) them = await run(theirs);
      turns.push({
        requests: us.requests.average,
        p99: us.latency.p99,
        p50: us.latency.p50,
        non2xx: us.non2xx,
      });
      if (them) pairs.push([us.requests.average, them.requests.average]);
    }
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const p50s = sorted(turns.map((t) => t.p50));
    return {
      target: `${label} POST /api/practice/grade, ${GRADERS} graders`,
      requests: turns.reduce((sum, t) => sum + t.requests, 0) / turns.length,
      p99: Math.max(...turns.map((t) => t.p99)),
      p50: p50s[p50s.length >> 1]!,
      non2xx: turns.reduce((sum, t) => sum + t.non2xx, 0),
      ...(pairs.length
        ? {
            speedup: ratioOf(pairs),
            before: pairs.reduce((sum, [, them]) => sum + them, 0) / pairs.length,
          }
        : {}),
    };
  } finally {
    for (const server of servers) await stop(server);
  }
}

interface Alongside {
  restores: number;
  trials: number;
  /** Restore and trial answers that were not 200, by status. */
  errors: Record<string, number>;
}

/**
 * Visitors restoring one owner's code and starting trials while `work` runs, WORKERS at a time,
 * each from an address of its own (the server trusts one proxy here, so X-Forwarded-For names it;
 * one address may start three trials an hour). Counts what they were answered.
 */
async function purchasesAlongside(base: string, work: () => Promise<void>): Promise<Alongside> {
  const WORKERS = 4;
  const tally: Alongside = { restores: 0, trials: 0, errors: {} };
  let address = 0;
  const call = async (path: string, cookie: string, body?: unknown) => {
    const n = ++address;
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(cookie ? { cookie } : {}),
        'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      cookie: cookie || ((res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''),
      body: text,
    };
  };
  const count = (status: number) => {
    if (status !== 200) tally.errors[status] = (tally.errors[status] ?? 0) + 1;
  };
  // The owner: a trial gives it an account and a code without a payment.
  // A new visitor's cookie comes from its first call that needs one: the offline seeds, say.
  const first = await call('/api/practice/offline-seeds', '');
  const owner = await call('/api/purchases/trial', first.cookie, { plan: 'master' });
  const code = (JSON.parse(owner.body) as { restoreCode: string }).restoreCode;
  let running = true;
  const loop = async () => {
    while (running) {
      const visitor = await call('/api/practice/offline-seeds', '');
      const restored = await call('/api/purchases/restore', visitor.cookie, { code });
      tally.restores++;
      count(restored.status);
      const other = await call('/api/practice/offline-seeds', '');
      const trial = await call('/api/purchases/trial', other.cookie, { plan: 'master' });
      tally.trials++;
      count(trial.status);
    }
  };
  const loops = Array.from({ length: WORKERS }, loop);
  try {
    await work();
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return tally;
}

/** SQLite grading for DURATION_S with restores and trials alongside. */
async function benchGradingAlongside(databaseUrl: string, port: number) {
  const server = await startApi(databaseUrl, port, apiDir, { TRUST_PROXY: '1' });
  try {
    const base = `http://127.0.0.1:${port}`;
    const options = await graders(base);
    let result: autocannon.Result | undefined;
    const side = await purchasesAlongside(base, async () => {
      result = await autocannon({ ...options, duration: DURATION_S });
    });
    const r = result as autocannon.Result;
    return {
      target: `sqlite POST /api/practice/grade, ${GRADERS} graders, restores and trials alongside`,
      requests: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors,
      side,
    };
  } finally {
    await stop(server);
  }
}

/**
 * The API as it was at GRADING_BEFORE_COMMIT, built into the system's temp dir on the first run
 * (a minute or two: `git archive`, `pnpm install`, the build) and reused after. Undefined, with
 * the reason printed, when this is not a git checkout with that commit or the build fails.
 */
function beforeGroupCommit(): string | undefined {
  const root = join(apiDir, '..', '..');
  const dir = join(tmpdir(), `mathtools-api-${GRADING_BEFORE_COMMIT}`);
  const api = join(dir, 'apps', 'api');
  if (existsSync(join(api, 'dist', 'server.js'))) return api;
  const run = (command: string, args: string[], cwd: string, input?: Buffer) =>
    execFileSync(command, args, {
      cwd,
      input,
      maxBuffer: 1 << 30,
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
  try {
    out(`building the API before group commit (${GRADING_BEFORE_COMMIT}) in ${dir}…`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const tarball = run('git', ['archive', GRADING_BEFORE_COMMIT], root);
    run('tar', ['-x', '-C', dir], dir, tarball);
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
    run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@mathtools/api...'], dir);
    return api;
  } catch (err) {
    const stderr = String((err as { stderr?: Buffer }).stderr ?? err)
      .trim()
      .split('\n');
    out(`(no side-by-side base: ${stderr.slice(-3).join(' / ')})`);
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

function print(rows: Row[]) {
  const widths = [44, 9, 9, 8, 13, 18, 17, 18];
  const line = (cols: string[]) =>
    out(cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(''));
  const show = (r?: Ratio) =>
    r === undefined ? '' : `${r.median.toFixed(2)} (${r.min.toFixed(2)}–${r.max.toFixed(2)})`;
  line([
    'target',
    'req/s',
    'p99 ms',
    'non2xx',
    'bare req/s',
    'ratio (range)',
    'same-size req/s',
    'ratio (range)',
  ]);
  for (const r of rows) {
    line([
      r.target,
      r.requests.toFixed(0),
      r.p99.toFixed(1),
      String(r.non2xx),
      r.hello.toFixed(0),
      show(r.ratio),
      r.sameSize === undefined ? '' : r.sameSize.toFixed(0),
      show(r.sameSizeRatio),
    ]);
  }
}

function printGrading(rows: GradingRow[]) {
  out('');
  for (const r of rows) {
    out(
      `${r.target}: ${r.requests.toFixed(0)} answers/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non2xx ${r.non2xx}`,
    );
    if (r.before !== undefined) {
      out(
        `  the API before group commit (${GRADING_BEFORE_COMMIT}), in the turns between: ${r.before.toFixed(0)} answers/s`,
      );
    }
  }
}

/** Each figure the issue sets a target for, next to it. */
function printTargets(
  reads: Row[],
  grading: GradingRow[],
  alongside?: Awaited<ReturnType<typeof benchGradingAlongside>>,
) {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  out('\ntargets');
  for (const r of reads.filter((row) => row.sameSizeRatio)) {
    const ratio = r.sameSizeRatio!;
    out(
      `  ${r.target}: ${ratio.median.toFixed(2)}× bare Fastify sending the same body (range ${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}); target ≥ ${READ_RATIO_TARGET}× — ${verdict(ratio.median >= READ_RATIO_TARGET)}`,
    );
  }
  const sqlite = grading.find((r) => r.target.startsWith('sqlite'));
  if (sqlite) {
    out(
      `  sqlite grading p99: ${sqlite.p99.toFixed(1)} ms; target ≤ ${GRADING_P99_TARGET_MS} ms — ${verdict(sqlite.p99 <= GRADING_P99_TARGET_MS)}`,
    );
    const s = sqlite.speedup;
    out(
      s
        ? `  sqlite grading throughput: ${s.median.toFixed(1)}× the API before group commit, side by side (range ${s.min.toFixed(1)}–${s.max.toFixed(1)}); target ≥ ${GRADING_SPEEDUP_TARGET}× — ${verdict(s.median >= GRADING_SPEEDUP_TARGET)}`
        : `  sqlite grading throughput: not compared (no build of ${GRADING_BEFORE_COMMIT}); target ≥ ${GRADING_SPEEDUP_TARGET}× — not measured`,
    );
  }
  if (alongside) {
    const sideErrors = Object.values(alongside.side.errors).reduce((a, b) => a + b, 0);
    const errors = alongside.non2xx + sideErrors;
    out(
      `  sqlite grading with restores and trials alongside: p99 ${alongside.p99.toFixed(1)} ms, ${errors} errors; target p99 ≤ ${ALONGSIDE_P99_TARGET_MS} ms and 0 errors — ${verdict(alongside.p99 <= ALONGSIDE_P99_TARGET_MS && errors === 0)}`,
    );
  }
}

/** A fresh schema on the PostgreSQL of the environment, dropped afterwards; undefined if none. */
async function withPostgres<T>(run: (url: string) => Promise<T>): Promise<T | undefined> {
  const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
    (u) => u && /^postgres(ql)?:\/\//.test(u),
  );
  if (!pgUrl) {
    out('(PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL)');
    return undefined;
  }
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  try {
    const url = new URL(pgUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return await run(url.toString());
  } finally {
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

/** A fresh SQLite file in a folder of its own, removed afterwards. */
async function withSqlite<T>(run: (url: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'mathtools-bench-'));
  try {
    return await run(`file:${join(dir, 'bench.db')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  out(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target in ${ROUNDS} slices, each after a slice of bare Fastify (hello-world, then a body of the target's size), ratio = median over the slices; grading: ${GRADERS} graders, on SQLite in ${GRADING_TURNS} turns of 5 s alternating with the API before group commit, on PostgreSQL for ${DURATION_S} s; ${pinning.note}; node ${process.version}, rate limits off, LOG_LEVEL=warn`,
  );
  const rows: Row[] = [];
  const grading: GradingRow[] = [];
  let alongside: Awaited<ReturnType<typeof benchGradingAlongside>> | undefined;
  if (ONLY !== 'grading') {
    const hello = await start(join(apiDir, 'bench', 'hello.mjs'), 3101, {});
    try {
      const bare = await load(HELLO_URL, {}, DURATION_S);
      rows.push({
        target: 'bare Fastify hello-world GET /',
        ...bare,
        hello: bare.requests,
        ratio: { median: 1, min: 1, max: 1 },
      });
      rows.push(...(await withSqlite((url) => benchApi('sqlite', url, 3102))));
      rows.push(...((await withPostgres((url) => benchApi('postgres', url, 3103))) ?? []));
    } finally {
      await stop(hello);
    }
    print(rows);
  }
  if (ONLY !== 'reads') {
    const beforeDir = beforeGroupCommit();
    grading.push(
      await withSqlite((url) =>
        beforeDir
          ? withSqlite((beforeUrl) =>
              benchGrading('sqlite', url, 3104, {
                dir: beforeDir,
                databaseUrl: beforeUrl,
                port: 3106,
              }),
            )
          : benchGrading('sqlite', url, 3104),
      ),
    );
    const onPg = await withPostgres((url) => benchGrading('postgres', url, 3105));
    if (onPg) grading.push(onPg);
    printGrading(grading);
    alongside = await withSqlite((url) => benchGradingAlongside(url, 3107));
    const { side } = alongside;
    out(
      `${alongside.target}: ${alongside.requests.toFixed(0)} answers/s, p50 ${alongside.p50.toFixed(1)} ms, p99 ${alongside.p99.toFixed(1)} ms, non2xx ${alongside.non2xx}; alongside ${side.restores} restores and ${side.trials} trials, not 200: ${JSON.stringify(side.errors)}`,
    );
  }
  printTargets(rows, grading, alongside);
  writeFileSync(
    RESULTS,
    `# \`pnpm bench:api\` results\n\nWritten by \`bench/run.ts\` on ${new Date().toISOString().slice(0, 10)}, on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}.\n\n\`\`\`\n${report.join('\n')}\n\`\`\`\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
