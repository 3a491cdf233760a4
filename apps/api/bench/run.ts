/**
 * `pnpm bench:api`: autocannon against the products, random-problem and grading routes of the
 * built server, and against a bare Fastify hello-world in the same run; on SQLite and, when
 * TEST_DATABASE_URL or DATABASE_URL points at PostgreSQL, on PostgreSQL. Prints req/s, p99 and the
 * ratio to bare Fastify; then grading at 50 concurrent graders, each a visitor of its own that fetches
 * a problem and posts its answer, as a page does, on SQLite and on PostgreSQL; then grading again
 * on SQLite with visitors restoring codes and starting trials alongside (the transactions that
 * once collided with grading). Every grading row counts the answers acknowledged (2xx) and the
 * errors by status, and only acknowledged answers make its throughput and latency: a run with more
 * than 0.1 % errors is marked FAILED, its figures are not figures. Each figure is printed next to
 * its target; the bench asserts nothing.
 * 127.0.0.1 ports 3101–3107 only. `BENCH_ONLY=reads` or `BENCH_ONLY=grading` runs one half. The
 * printed report is also written to bench/RESULTS.md, dated, with the host it ran on.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const GRADERS = 50;

/** Targets: reads against bare Fastify sending a body of the same size; grading on both engines. */
const READ_RATIO_TARGET = 0.6;
const GRADING_P99_TARGET_MS = 100;
/** PostgreSQL's grading throughput against SQLite's on the same machine. */
const PG_RATIO_TARGET = 0.5;
/** Grading with restores and trials running alongside: p99 and no error. */
const ALONGSIDE_P99_TARGET_MS = 100;
/** The share of answers that may fail before a run's figures stop counting. */
const ERROR_BUDGET = 0.001;
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
    // The server has one core (pinned): one thread each for making problems and grading, and for
    // the solver.
    ...(pinning.serverPrefix.length ? { MATHS_QUICK_THREADS: '1', MATHS_SOLVER_THREADS: '1' } : {}),
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
  /** Acknowledged (2xx) answers per second. */
  requests: number;
  /** Latency of the acknowledged answers (the POST; the problem fetched before it is not counted). */
  p50: number;
  p99: number;
  acknowledged: number;
  /** Answers that were not acknowledged, by status ("network" when none came back). */
  errors: Record<string, number>;
}

const errorCount = (row: Pick<GradingRow, 'errors'>) =>
  Object.values(row.errors).reduce((a, b) => a + b, 0);

/** More than ERROR_BUDGET of the answers failed: the run's figures do not count. */
const failed = (row: Pick<GradingRow, 'errors' | 'acknowledged'>) =>
  errorCount(row) > ERROR_BUDGET * (row.acknowledged + errorCount(row));

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * GRADERS students at once for `seconds`, each a visitor of its own (its cookie from POST
 * /api/visitor, as a page gets it), each in a loop: fetch a problem of a category (in turn), post
 * its answer, right twice and wrong once in turn (a wrong first answer leaves one more try, which
 * the next problem's answer settles), as fast as the server acknowledges. Only 2xx answers are
 * counted as answers; anything else is an error, by status.
 */
async function gradeLoad(base: string, seconds: number): Promise<Omit<GradingRow, 'target'>> {
  const categories = ['algebra', 'logarithms', 'geometry'];
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  const fail = (status: string) => {
    errors[status] = (errors[status] ?? 0) + 1;
  };
  const cookies = await Promise.all(
    Array.from({ length: GRADERS }, async () => {
      const res = await fetch(`${base}/api/visitor`, { method: 'POST' });
      await res.arrayBuffer();
      return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    }),
  );
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie, grader) => {
      for (let n = grader; performance.now() < until; n++) {
        const problem = await fetch(`${base}/api/practice/random/${categories[n % 3]}`, {
          headers: { cookie },
        });
        if (problem.status !== 200) {
          await problem.arrayBuffer();
          fail(`problem ${problem.status}`);
          continue;
        }
        const { id, answer } = (await problem.json()) as { id: string; answer: string };
        const sent = performance.now();
        let status: string;
        try {
          const res = await fetch(`${base}/api/practice/grade`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            // A wrong answer the grader can read (one it cannot read is refused, not graded).
            body: JSON.stringify({ problemId: id, answer: n % 3 === 2 ? '987654321' : answer }),
          });
          await res.arrayBuffer();
          status = String(res.status);
        } catch {
          status = 'network';
        }
        if (status.startsWith('2')) latencies.push(performance.now() - sent);
        else fail(status);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    acknowledged: latencies.length,
    errors,
  };
}

/** Grading on this build at GRADERS graders for DURATION_S, after a second of warm-up. */
async function benchGrading(label: string, databaseUrl: string, port: number): Promise<GradingRow> {
  const server = await startApi(databaseUrl, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await gradeLoad(base, 1);
    return {
      target: `${label} POST /api/practice/grade, ${GRADERS} graders`,
      ...(await gradeLoad(base, DURATION_S)),
    };
  } finally {
    await stop(server);
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
    await gradeLoad(base, 1);
    let result: Omit<GradingRow, 'target'> | undefined;
    const side = await purchasesAlongside(base, async () => {
      result = await gradeLoad(base, DURATION_S);
    });
    return {
      target: `sqlite POST /api/practice/grade, ${GRADERS} graders, restores and trials alongside`,
      ...(result as Omit<GradingRow, 'target'>),
      side,
    };
  } finally {
    await stop(server);
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

/** One grading row: acknowledged answers, errors by status, and FAILED past the error budget. */
const gradingLine = (r: GradingRow) =>
  `${r.target}: ${r.requests.toFixed(0)} answers/s acknowledged, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ${r.acknowledged} answers 2xx, ${errorCount(r)} errors ${JSON.stringify(r.errors)}${failed(r) ? ` — FAILED: over ${ERROR_BUDGET * 100} % errors, not a measurement` : ''}`;

function printGrading(rows: GradingRow[]) {
  out('');
  for (const r of rows) out(gradingLine(r));
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
  for (const r of grading)
    out(
      `  ${r.target.split(' ')[0]} grading p99: ${r.p99.toFixed(1)} ms, ${errorCount(r)} errors; target ≤ ${GRADING_P99_TARGET_MS} ms with at most ${ERROR_BUDGET * 100} % errors — ${verdict(!failed(r) && r.p99 <= GRADING_P99_TARGET_MS)}`,
    );
  const sqlite = grading.find((r) => r.target.startsWith('sqlite'));
  const postgres = grading.find((r) => r.target.startsWith('postgres'));
  if (sqlite && postgres) {
    const ratio = postgres.requests / sqlite.requests;
    out(
      `  postgres grading throughput: ${ratio.toFixed(2)}× sqlite's on this machine; target ≥ ${PG_RATIO_TARGET}× — ${verdict(!failed(sqlite) && !failed(postgres) && ratio >= PG_RATIO_TARGET)}`,
    );
  }
  if (alongside) {
    const errors = errorCount(alongside) + errorCount(alongside.side);
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
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target in ${ROUNDS} slices, each after a slice of bare Fastify (hello-world, then a body of the target's size), ratio = median over the slices; grading: ${GRADERS} graders, each a visitor fetching a problem then posting its answer, for ${DURATION_S} s on each engine after 1 s of warm-up; ${pinning.note}; node ${process.version}, rate limits off, LOG_LEVEL=warn`,
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
    grading.push(await withSqlite((url) => benchGrading('sqlite', url, 3104)));
    const onPg = await withPostgres((url) => benchGrading('postgres', url, 3105));
    if (onPg) grading.push(onPg);
    printGrading(grading);
    alongside = await withSqlite((url) => benchGradingAlongside(url, 3107));
    const { side } = alongside;
    out(
      `${gradingLine(alongside)}; alongside ${side.restores} restores and ${side.trials} trials, not 200: ${JSON.stringify(side.errors)}`,
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
