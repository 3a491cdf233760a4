/**
 * `pnpm --filter @mathtools/api bench:faults`: the hostile-client figures against the built server
 * (`dist/server.js`, SQLite, production timeouts), each a bounded run on 127.0.0.1 that prints what
 * it sent, what came back and how long the server took. It asserts nothing (the tests do):
 *
 * 1. 20 grades of `2e99999999` / `1e9999999999999999999` with health probes alongside;
 * 2. 1,000 sockets trickling a body one byte every 5 s, with a health probe every second, until
 *    every socket is closed (at most 75 s);
 * 3. 30 newsletter sign-ups with a spoofed `X-Forwarded-For` behind `TRUST_PROXY=1`;
 * 4. 8 concurrent sign-ups with `REDIS_URL` pointing at a server that accepts and never answers;
 * 5. 200 cookieless progress updates from one client.
 *
 * The PostgreSQL figures (terminated backends, partition) come from `test/faults/pg-faults.test.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const serverJs = join(apiDir, 'dist', 'server.js');
const fixtureWeb = join(apiDir, 'test', 'fixtures', 'web');
const dir = mkdtempSync(join(tmpdir(), 'mathtools-faults-bench-'));
const children: ChildProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function start(name: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: `file:./${name}/site.db`,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: fixtureWeb,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  return new Promise<string>((resolve, reject) => {
    // Generous: on a loaded machine a start took over 15 s.
    const timer = setTimeout(() => reject(new Error(`${name}: no start`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (out.length < 10_000) out += chunk.toString();
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

const postJson = (
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });

async function hostileAnswers() {
  const base = await start('grade', { RATE_LIMIT: 'off' });
  const answers = Array.from({ length: 20 }, (_, i) =>
    i % 2 ? '2e99999999' : '1e9999999999999999999',
  );
  // A visitor's cookie, as a page gets it: from its first call that needs one (answers are stored
  // only for a visitor that sends it back; reads set none).
  const cookie = (
    (await fetch(`${base}/api/practice/offline-seeds`)).headers.get('set-cookie') ?? ''
  ).split(';')[0] as string;
  const grades = timed(() =>
    Promise.all(
      answers.map((answer, i) =>
        postJson(
          base,
          '/api/practice/grade',
          { problemId: `algebra-${i + 1}`, answer },
          { cookie },
        ).then((r) => r.status),
      ),
    ),
  );
  const probes = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      sleep(i * 20).then(() => timed(() => fetch(`${base}/api/health`).then((r) => r.status))),
    ),
  );
  const done = await grades;
  const statuses = done.value.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});
  console.log(
    `1. hostile answers: ${answers.length} sent, statuses ${JSON.stringify(statuses)}, all answered in ${done.ms} ms; ` +
      `health probes meanwhile ${probes.filter((p) => p.value === 200).length}/${probes.length} OK, slowest ${Math.max(...probes.map((p) => p.ms))} ms`,
  );
}

async function tricklers() {
  const base = await start('slow', { RATE_LIMIT: 'off' });
  const port = Number(new URL(base).port);
  const COUNT = 1_000;
  const started = performance.now();
  const closedAt: number[] = [];
  const sockets: Socket[] = [];
  const body = JSON.stringify({ email: 'slow@example.com' });
  for (let i = 0; i < COUNT; i++) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.once('close', () => closedAt.push(performance.now() - started));
    socket.once('connect', () =>
      socket.write(
        `POST /api/newsletter/subscribe HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`,
      ),
    );
    sockets.push(socket);
  }
  let sent = 0;
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(body[sent % body.length]!);
    sent++;
  }, 5_000);
  let probesOk = 0;
  let probes = 0;
  let slowest = 0;
  while (closedAt.length < COUNT && performance.now() - started < 75_000) {
    probes++;
    try {
      const { value, ms } = await timed(() =>
        fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.status),
      );
      if (value === 200) probesOk++;
      slowest = Math.max(slowest, ms);
    } catch {}
    await sleep(1_000);
  }
  clearInterval(trickle);
  for (const socket of sockets) socket.destroy();
  console.log(
    `2. slow clients: ${COUNT} sockets trickling a byte every 5 s; ${closedAt.length} closed by the server, the last after ${Math.round(Math.max(...closedAt) / 1000)} s; ` +
      `health probes meanwhile ${probesOk}/${probes} OK, slowest ${slowest} ms`,
  );
}

async function spoofedForwardedFor() {
  const base = await start('proxy', { TRUST_PROXY: '1' });
  let accepted = 0;
  for (let i = 0; i < 30; i++) {
    const res = await postJson(
      base,
      '/api/newsletter/subscribe',
      { email: `spoof${i}@example.com` },
      { 'x-forwarded-for': `198.51.100.${i + 1}, 10.9.9.9` },
    );
    if (res.ok) accepted++;
  }
  console.log(
    `3. TRUST_PROXY=1, X-Forwarded-For: 198.51.100.$i, 10.9.9.9: 30 sign-ups sent, ${accepted} accepted (limit 10 per client)`,
  );
}

async function hungRedis() {
  const silent = createServer((socket) => socket.on('error', () => {}));
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const { port } = silent.address() as { port: number };
  const base = await start('redis', { REDIS_URL: `redis://127.0.0.1:${port}` });
  await sleep(200);
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      timed(() =>
        postJson(base, '/api/newsletter/subscribe', { email: `r${i}@example.com` }).then(
          (r) => r.status,
        ),
      ),
    ),
  );
  silent.close();
  console.log(
    `4. Redis accepting and never answering: 8 concurrent sign-ups, ${results.filter((r) => r.value === 200).length} answered 200, slowest ${Math.max(...results.map((r) => r.ms))} ms`,
  );
}

async function progressFlood() {
  const base = await start('progress', {});
  const statuses: Record<number, number> = {};
  for (let i = 0; i < 200; i++) {
    const res = await postJson(base, '/api/progress/algebra', { problemsCompleted: 1, streak: 1 });
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  }
  const db = new Database(join(dir, 'progress', 'site.db'), { readonly: true });
  const rows = (db.prepare('select count(*) as n from progress').get() as { n: number }).n;
  db.close();
  console.log(
    `5. progress: 200 cookieless updates from one client, statuses ${JSON.stringify(statuses)}, ${rows} rows stored`,
  );
}

try {
  await hostileAnswers();
  await spoofedForwardedFor();
  await hungRedis();
  await progressFlood();
  await tricklers();
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(500);
  rmSync(dir, { recursive: true, force: true });
}
