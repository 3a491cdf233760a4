/**
 * `pnpm --filter @mathtools/api bench:class`: a class of 35 students working a set over the API
 * while their teacher watches the live table, across processes, as behind a load balancer.
 *
 * Three built servers (dist/server.js) share one PostgreSQL database (a fresh schema) and one
 * Redis: the students are spread over the first two (student i on process i mod 2), and the
 * teacher's stream is served by the third, so every update crosses from one process to another
 * (over Redis pub/sub; the event log is read from PostgreSQL). Each student joins, then on each
 * problem checks a working with a mistake in it, gives a wrong answer and then the right one,
 * with a pause of 0.3 to 1.5 s between calls, as people type.
 *
 * Every call that changes a cell writes one event; the bench matches each event that arrives on
 * the teacher's stream with the call that made it (by nickname and problem, in order) and prints:
 * updates sent (calls answered 2xx), logged (events in the database), arrived on the stream,
 * lost (logged but never arrived) and duplicated, and the latency from the call's answer to the
 * event's arrival (p50, p99, max). Targets: none lost, p99 ≤ 2 s. The teacher's session is
 * written straight into the database (a passkey ceremony is not what this measures); the set is
 * made over the API. Rate limits are off: one client address plays the whole class.
 *
 * 127.0.0.1 ports 3611–3613 only. BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the local
 * postgres://postgres@127.0.0.1:5432/test) and BENCH_REDIS_URL (or TEST_REDIS_URL, or
 * redis://127.0.0.1:6379). The report is printed and written to bench/CLASS-RESULTS.md; each
 * server's log goes to the temp folder (mathtools-class-bench-<port>.log). The live figures and the
 * students' calls are judged apart: a call the server refuses makes no update to lose.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { openSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths, TEACHER_COOKIE } from '@mathtools/contracts';
import pg from 'pg';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 35);
const PORTS = [3611, 3612, 3613] as const;
const P99_TARGET_MS = 2_000;
/** How long the bench waits for the last events once every student is done. */
const DRAIN_MS = 5_000;
const PAUSE_MS = [300, 1_500] as const;

const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const redisUrl =
  process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(apiDir, 'bench', 'CLASS-RESULTS.md');
/** Each server's log (warnings and errors) goes to `${LOGS}-<port>.log`. */
const LOGS = join(tmpdir(), 'mathtools-class-bench');

/**
 * The set: each problem with a working that makes a named mistake (the sign of a moved term), a
 * wrong answer and the right one.
 */
const PROBLEMS = [
  { question: '2x + 3 = 7', working: ['2x = 7 + 3', 'x = 5'], wrong: 'x = 5', right: 'x = 2' },
  {
    question: '5x - 4 = 11',
    working: ['5x = 11 - 4', 'x = 7/5'],
    wrong: 'x = 7/5',
    right: 'x = 3',
  },
  { question: '3x + 6 = 18', working: ['3x = 18 + 6', 'x = 8'], wrong: 'x = 8', right: 'x = 4' },
];

const report: string[] = [];
const out = (line: string) => {
  console.log(line);
  report.push(line);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** A seeded generator (mulberry32), so two runs pause alike. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Starts a server and waits until it answers; `children` holds it from the start, to be stopped. */
async function startServer(
  port: number,
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<void> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', openSync(`${LOGS}-${port}.log`, 'w'), 'inherit'],
  });
  children.push(child);
  // Generous: the machine is shared, and three servers start on it.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && running(child)) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${apiPaths.health}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server on port ${port} did not start`);
}

async function stop(child: ChildProcess) {
  if (!running(child)) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function call(base: string, path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return { res, json: JSON.parse(text) as Record<string, unknown> };
}

/** A call that changed a cell: whose, which problem, when it was sent and answered. */
interface Sent {
  nickname: string;
  position: number;
  sentAt: number;
  answeredAt: number;
}

interface Arrived {
  id: number;
  nickname: string;
  position: number;
  state: string;
  mistake?: string;
  at: number;
}

/** Reads the teacher's stream until `stop` is called; every event is kept with its arrival time. */
function readStream(url: string, cookie: string) {
  const arrived: Arrived[] = [];
  const abort = new AbortController();
  const done = (async () => {
    const res = await fetch(url, { headers: { cookie }, signal: abort.signal });
    if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        text += value;
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id && data) {
            const cell = JSON.parse(data) as Omit<Arrived, 'id' | 'at'>;
            arrived.push({ ...cell, id: Number(id), at });
          }
          end = text.indexOf('\n\n');
        }
      }
    } catch (err) {
      if (!abort.signal.aborted) throw err;
    }
  })();
  return { arrived, done, stop: () => abort.abort() };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);

async function main() {
  const schema = `bench_class_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const children: ChildProcess[] = [];
  try {
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST_DIR: join(apiDir, 'test', 'fixtures', 'web'),
      // Three servers on a shared machine: one maths thread of each kind apiece.
      MATHS_QUICK_THREADS: '1',
      MATHS_SOLVER_THREADS: '1',
    };
    // One at a time: the first migrates the schema, and on a shared machine three starting at
    // once can each take longer than Fastify gives a plugin to load.
    for (const port of PORTS) await startServer(port, env, children);
    const [studentsA, studentsB, teacherSide] = PORTS.map((port) => `http://127.0.0.1:${port}`) as [
      string,
      string,
      string,
    ];

    // The teacher: a session written into the database.
    const teacherId = crypto.randomUUID();
    const token = randomBytes(32).toString('base64url');
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    await db.query('insert into teachers (id, recovery_hash) values ($1, $2)', [
      teacherId,
      randomBytes(32).toString('hex'),
    ]);
    await db.query(
      'insert into teacher_sessions (token_hash, teacher_id, expires_at) values ($1, $2, $3)',
      [createHash('sha256').update(token).digest('hex'), teacherId, Date.now() + 3_600_000],
    );
    const teacher = `${TEACHER_COOKIE}=${token}`;
    const made = await call(
      studentsA,
      apiPaths.teachSets,
      { title: 'Bench: equations', problems: PROBLEMS.map((p) => p.question), help: 'hints' },
      teacher,
    );
    const set = made.json as { id: string; code: string };
    const snapshot = (await (
      await fetch(`${teacherSide}${apiPaths.teachSet(set.id)}`, { headers: { cookie: teacher } })
    ).json()) as { lastEventId: number };
    const stream = readStream(
      `${teacherSide}${apiPaths.teachSetEvents(set.id)}?after=${snapshot.lastEventId}`,
      teacher,
    );
    const streamFailed = stream.done.then(
      () => undefined,
      (err: Error) => err,
    );

    const loadBefore = loadavg()[0]?.toFixed(1);
    const sent: Sent[] = [];
    const failures: string[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        const base = i % 2 === 0 ? studentsA : studentsB;
        const nickname = `student ${String(i + 1).padStart(2, '0')}`;
        const pause = random(i + 1);
        const wait = () => sleep(PAUSE_MS[0] + pause() * (PAUSE_MS[1] - PAUSE_MS[0]));
        const change = async (position: number, path: string, body: unknown, cookie?: string) => {
          const sentAt = performance.now();
          const result = await call(base, path, body, cookie);
          sent.push({ nickname, position, sentAt, answeredAt: performance.now() });
          return result;
        };
        try {
          await wait();
          const joined = await change(1, apiPaths.join(set.code), { nickname });
          const cookie = (joined.res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
          for (const [index, problem] of PROBLEMS.entries()) {
            const position = index + 1;
            await wait();
            await change(
              position,
              apiPaths.joinWorking(set.code, position),
              { lines: problem.working },
              cookie,
            );
            await wait();
            await change(
              position,
              apiPaths.joinAnswer(set.code, position),
              { answer: problem.wrong },
              cookie,
            );
            await wait();
            const right = await change(
              position,
              apiPaths.joinAnswer(set.code, position),
              { answer: problem.right },
              cookie,
            );
            if (right.json.correct !== true)
              failures.push(`${nickname} p${position}: the right answer was marked wrong`);
          }
        } catch (err) {
          failures.push(`${nickname}: ${(err as Error).message}`);
        }
      }),
    );
    const workedS = (performance.now() - started) / 1000;
    const drainUntil = performance.now() + DRAIN_MS;
    while (stream.arrived.length < sent.length && performance.now() < drainUntil) await sleep(50);
    stream.stop();
    const streamError = await streamFailed;

    const logged = await db.query<{ id: string }>(
      'select id from class_events where set_id = $1 and id > $2 order by id',
      [set.id, snapshot.lastEventId],
    );
    await db.end();
    const loggedIds = logged.rows.map((r) => Number(r.id));
    const arrivedIds = new Set(stream.arrived.map((e) => e.id));
    const lost = loggedIds.filter((id) => !arrivedIds.has(id));
    const duplicated = stream.arrived.length - arrivedIds.size;

    // The k-th event of a student's problem is the k-th call that changed it.
    const queues = new Map<string, Sent[]>();
    for (const s of [...sent].sort((a, b) => a.answeredAt - b.answeredAt)) {
      const key = `${s.nickname}/${s.position}`;
      queues.set(key, [...(queues.get(key) ?? []), s]);
    }
    const latencies: number[] = [];
    const sinceSent: number[] = [];
    let unmatched = 0;
    const mistakes = new Map<string, number>();
    for (const event of stream.arrived) {
      const match = queues.get(`${event.nickname}/${event.position}`)?.shift();
      if (!match) {
        unmatched++;
        continue;
      }
      // An event can arrive a moment before its call's answer is read: that counts as 0.
      latencies.push(Math.max(0, event.at - match.answeredAt));
      sinceSent.push(event.at - match.sentAt);
      if (event.mistake) mistakes.set(event.mistake, (mistakes.get(event.mistake) ?? 0) + 1);
    }
    latencies.sort((a, b) => a - b);
    sinceSent.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    // The live figures decide; a call the server refused (the maths pool's time limit on a busy
    // machine, say) made no update, and is listed apart.
    const ok =
      lost.length === 0 &&
      arrivedIds.size === loggedIds.length &&
      sent.length === loggedIds.length &&
      duplicated === 0 &&
      !streamError &&
      p99 <= P99_TARGET_MS;

    out(
      `# Class live updates: ${STUDENTS} students, two API processes, the teacher's stream on a third`,
    );
    out('');
    out(
      `${new Date().toISOString()} · Node ${process.version} · ${availableParallelism()} × ${cpus()[0]?.model ?? 'cpu'} · load average ${loadBefore} before the class, ${loadavg()[0]?.toFixed(1)} after (the machine is shared)`,
    );
    out('');
    out(
      '`pnpm --filter @mathtools/api bench:class` (PostgreSQL, Redis pub/sub between the processes,',
    );
    out(
      `${PROBLEMS.length} problems; each student joins, then per problem: a working with a named mistake, a wrong answer, the right answer; 0.3–1.5 s between calls)`,
    );
    out('');
    out('| figure | value | target |');
    out('| --- | --- | --- |');
    out(
      `| updates sent (calls answered 2xx) | ${sent.length} | ${STUDENTS * (1 + 3 * PROBLEMS.length)} |`,
    );
    out(`| events logged | ${loggedIds.length} | = sent |`);
    out(`| arrived on the stream | ${arrivedIds.size} | = logged |`);
    out(`| lost | ${lost.length} | 0 |`);
    out(`| duplicated | ${duplicated} | 0 |`);
    out(`| arrived but matched no call | ${unmatched} | 0 |`);
    out(
      `| latency, call answered → on the stream: p50 | ${percentile(latencies, 50).toFixed(0)} ms | |`,
    );
    out(
      `| latency, call answered → on the stream: p99 | ${p99.toFixed(0)} ms | ≤ ${P99_TARGET_MS} ms |`,
    );
    out(
      `| latency, call answered → on the stream: max | ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms | |`,
    );
    out(
      `| latency, call sent → on the stream: p50 / p99 | ${percentile(sinceSent, 50).toFixed(0)} / ${percentile(sinceSent, 99).toFixed(0)} ms | |`,
    );
    out(`| the class's work took | ${workedS.toFixed(1)} s | |`);
    out('');
    out(
      `Mistakes named on the stream: ${[...mistakes].map(([m, n]) => `${m} × ${n}`).join(', ') || 'none'}.`,
    );
    if (failures.length > 0)
      out(
        `Students' calls the server refused (${failures.length}; a refused call makes no update, so it counts neither as sent nor as lost; the servers' logs are in ${LOGS}-<port>.log): ${failures.slice(0, 5).join('; ')}`,
      );
    if (streamError) out(`The stream failed: ${streamError.message}`);
    out('');
    out(
      ok
        ? 'Live updates PASSED: every update arrived, once, none lost, p99 within target.'
        : 'Live updates FAILED: see the figures above.',
    );
    const complete = failures.length === 0;
    out(
      complete
        ? `The class PASSED: all ${sent.length} calls answered.`
        : `The class FAILED: ${failures.length} students' calls were refused, so the run did not make the load it should have.`,
    );
    writeFileSync(RESULTS, `${report.join('\n')}\n`);
    if (!ok || !complete) process.exitCode = 1;
  } finally {
    await Promise.all(children.map(stop));
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
