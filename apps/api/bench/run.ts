/**
 * `pnpm bench:api`: autocannon against the products, random-problem and grading routes of the
 * built server, and against a bare Fastify hello-world in the same run; on SQLite and, when
 * TEST_DATABASE_URL or DATABASE_URL points at PostgreSQL, on PostgreSQL. Prints req/s, p99 and the
 * ratio to bare Fastify; asserts nothing. 127.0.0.1 ports 3101–3110 only.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
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
    cwd: apiDir,
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

async function benchApi(label: string, databaseUrl: string, port: number): Promise<Row[]> {
  const server = await start(join(apiDir, 'dist', 'server.js'), port, {
    DATABASE_URL: databaseUrl,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: fixtureWeb,
    COOKIE_SECRET: 'bench-cookie-secret-0123456789abcdef0123',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const problem = (await (await fetch(`${base}/api/practice/random/algebra`)).json()) as {
      id: string;
      answer: string;
    };
    return [
      await measure(`${label} GET /api/marketplace/products`, `${base}/api/marketplace/products`),
      await measure(
        `${label} GET /api/practice/random/algebra`,
        `${base}/api/practice/random/algebra`,
      ),
      await measure(`${label} POST /api/practice/grade`, `${base}/api/practice/grade`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ problemId: problem.id, answer: problem.answer }),
      }),
    ];
  } finally {
    await stop(server);
  }
}

function print(rows: Row[]) {
  const widths = [44, 9, 9, 8, 13, 18, 17, 18];
  const line = (cols: string[]) =>
    console.log(
      cols.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(''),
    );
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

async function main() {
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per target in ${ROUNDS} slices, each after a slice of bare Fastify (hello-world, then a body of the target's size), ratio = median over the slices; ${pinning.note}; node ${process.version}, rate limits off, LOG_LEVEL=warn`,
  );
  const hello = await start(join(apiDir, 'bench', 'hello.mjs'), 3101, {});
  const rows: Row[] = [];
  try {
    const bare = await load(HELLO_URL, {}, DURATION_S);
    rows.push({
      target: 'bare Fastify hello-world GET /',
      ...bare,
      hello: bare.requests,
      ratio: { median: 1, min: 1, max: 1 },
    });

    const dir = mkdtempSync(join(tmpdir(), 'mathtools-bench-'));
    try {
      rows.push(...(await benchApi('sqlite', `file:${join(dir, 'bench.db')}`, 3102)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const pgUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
      (u) => u && /^postgres(ql)?:\/\//.test(u),
    );
    if (pgUrl) {
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create schema "${schema}"`);
      try {
        const url = new URL(pgUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        rows.push(...(await benchApi('postgres', url.toString(), 3103)));
      } finally {
        await admin.query(`drop schema "${schema}" cascade`);
        await admin.end();
      }
    } else {
      console.log(
        '(PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL)',
      );
    }
  } finally {
    await stop(hello);
  }
  print(rows);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
