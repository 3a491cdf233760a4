/**
 * A flood of the most expensive mathematics a client can ask for: ten clients send, as fast as the
 * server answers them, similar-problem attempts whose problems are degree-8 equations with 9-digit
 * coefficients (before the maths pool one of them froze the whole server for 19–27 s). The built
 * server, as in production (its maths pool at its defaults), must keep answering health checks and
 * grading within a second, and answer each slow request (checked, 422 too_complex or 503 busy)
 * within 10 s.
 *
 * A second is what tells a server that is busy from one that is frozen: a task run on the event
 * loop holds every request for as long as it runs, and these problems run to the pool's time limit
 * per task (1.5 s) or far past it. How fast health and grading answer under load is a speed
 * target, measured by `pnpm bench:api`, not asserted here: the slowest of about a hundred requests
 * on a shared 2-core host moves with the host (43–103 ms on one day; 231–771 ms on a day when bare
 * Fastify ran 2.5× slower, with the build before and after the same change alike).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, PracticeProblem } from '@mathtools/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createTestDatabase } from '../helpers/databases.js';
import { ensureBuilt, running, startServer } from '../helpers/server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'mathtools-slow-maths-'));
const children: ChildProcess[] = [];
beforeAll(ensureBuilt, 120_000);
afterAll(() => {
  for (const child of children) if (running(child)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Nine 9-digit coefficients from a seed, as a degree-8 equation. */
const degreeEight = (seed: number) =>
  `${Array.from({ length: 9 }, (_, i) => {
    const c = 100_000_000 + ((seed * 7_919 + i * 104_729) % 899_999_999);
    return i < 8 ? `${c}x^${8 - i}` : `${c}`;
  })
    .join('+')
    .replace('x^1+', 'x+')}=0`;

const FLOOD_MS = 8_000;
const CLIENTS = 10;

describe('ten clients sending the slowest problems they can', () => {
  it('leave health and grading answering within a second, and get each answer within 10 s', async () => {
    const database = await createTestDatabase('sqlite');
    const server = await startServer(database.config, dir);
    children.push(server.child);
    const { base } = server;
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const visit = await post(apiPaths.visitor, {});
    const cookie = (visit.headers.get('set-cookie') ?? '').split(';')[0]!;

    const until = Date.now() + FLOOD_MS;
    const slowTimes: number[] = [];
    const slowStatuses = new Map<number, number>();
    const flood = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; Date.now() < until; n++) {
        const sent = Date.now();
        const res = await post(
          apiPaths.similarAttempts,
          {
            problem: degreeEight(client * 1000 + n),
            similar: degreeEight(client * 1000 + n + 500),
            answers: ['1'],
          },
          cookie,
        );
        await res.arrayBuffer();
        slowTimes.push(Date.now() - sent);
        slowStatuses.set(res.status, (slowStatuses.get(res.status) ?? 0) + 1);
      }
    });

    // Meanwhile a student: a health check, a problem and its answer, every 100 ms.
    const quickTimes: number[] = [];
    const student = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      while (Date.now() < until) {
        let sent = Date.now();
        const health = await fetch(`${base}${apiPaths.health}`);
        expect(health.status).toBe(200);
        quickTimes.push(Date.now() - sent);
        sent = Date.now();
        const problem = z.parse(
          PracticeProblem,
          await (await fetch(`${base}${apiPaths.randomProblem('algebra')}`)).json(),
        );
        const graded = await post(
          apiPaths.grade,
          { problemId: problem.id, answer: problem.answer },
          cookie,
        );
        expect(graded.status, await graded.text()).toBe(200);
        quickTimes.push(Date.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.all([...flood, student]);
    server.child.kill('SIGTERM');
    await database.cleanup();

    const worst = (times: number[]) => Math.max(...times);
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1];
    console.info(
      `slow-maths flood: ${slowTimes.length} slow requests (${[...slowStatuses].map(([s, n]) => `${n}× ${s}`).join(', ')}), slowest ${worst(slowTimes)} ms; ${quickTimes.length} health checks and gradings, median ${median(quickTimes)} ms, slowest ${worst(quickTimes)} ms`,
    );
    expect(quickTimes.length).toBeGreaterThan(10);
    expect(worst(quickTimes)).toBeLessThan(1_000);
    expect(worst(slowTimes)).toBeLessThan(10_000);
    // Every slow request was answered as the pool answers: checked, too complex, or busy.
    for (const status of slowStatuses.keys()) expect([200, 400, 422, 503]).toContain(status);
  }, 60_000);
});
