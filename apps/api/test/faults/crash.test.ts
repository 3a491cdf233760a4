/**
 * Durability under `kill -9`: a real server process (the built dist, as in production) takes
 * concurrent writes, is killed with SIGKILL mid-load, and restarted on the same database (SQLite
 * file; PostgreSQL schema when TEST_DATABASE_URL is set). Every write it acknowledged with a 2xx
 * must still be there.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, ContactResponse, GradeResponse } from '@mathtools/contracts';
import { generateProblem } from '@mathtools/math-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createDb } from '../../src/db/create-db.js';
import type { DatabaseConfig } from '../../src/env.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases.js';
import {
  ensureBuilt,
  running,
  startServer as startServerProcess,
} from '../helpers/server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'mathtools-crash-'));
const children: ChildProcess[] = [];

beforeAll(ensureBuilt, 120_000);

afterAll(() => {
  for (const child of children) if (running(child)) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(config: DatabaseConfig) {
  const server = await startServerProcess(config, dir);
  children.push(server.child);
  return server;
}

const post = (base: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe.each(databaseKinds)('kill -9 under concurrent writes on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it('loses no acknowledged write', async () => {
    const { child, base } = await startServer(database.config);
    const emails: string[] = [];
    const contactIds: string[] = [];
    const gradesByVisitor = new Map<string, number>();
    let acknowledged = 0;
    let killed = false;

    async function worker(n: number) {
      // Each worker is one visitor (its own signed cookie) answering correctly again and again.
      const first = await fetch(`${base}${apiPaths.offlineSeeds}`);
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const visitor = cookie;
      for (let i = 0; !killed; i++) {
        try {
          const kind = i % 3;
          if (kind === 0) {
            const email = `w${n}-${i}@crash.test`;
            const res = await post(base, apiPaths.newsletter, { email });
            if (res.ok) emails.push(email);
          } else if (kind === 1) {
            const res = await post(base, apiPaths.contact, {
              name: `W${n}`,
              email: 'c@crash.test',
              subject: `s${i}`,
              message: `m${i}`,
            });
            if (res.status === 201) contactIds.push(z.parse(ContactResponse, await res.json()).id);
          } else {
            // A new problem each time (a category problem counts once), made as the server makes it.
            const seed = n * 100_000 + i + 1;
            const made = generateProblem('algebra', seed);
            if (!made.ok) throw new Error(made.error.message);
            const res = await post(
              base,
              apiPaths.grade,
              { problemId: `algebra-${seed}`, answer: made.value.answer },
              cookie,
            );
            if (res.ok) {
              const done = z.parse(GradeResponse, await res.json()).progress.problemsCompleted;
              gradesByVisitor.set(visitor, Math.max(gradesByVisitor.get(visitor) ?? 0, done));
            }
          }
          acknowledged++;
        } catch {
          // Once the server is killed every request fails: stop. Before that, a failed request
          // (a reset keep-alive socket on a loaded machine) was simply not acknowledged.
          if (killed) return;
          await new Promise((r) => setTimeout(r, 10));
        }
      }
    }

    const workers = Array.from({ length: 12 }, (_, n) => worker(n));
    // Kill once a good amount of writes went through, while requests are in flight.
    const deadline = Date.now() + 20_000;
    while (acknowledged < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    await new Promise((r) => (running(child) ? child.once('exit', r) : r(null)));

    const restarted = await startServer(database.config);
    const health = await fetch(`${restarted.base}${apiPaths.health}`);
    expect(health.status).toBe(200);

    const { db } = await createDb(database.config);
    try {
      const storedEmails = new Set(
        (await db.selectFrom('newsletter_subscribers').select('email').execute()).map(
          (r) => r.email,
        ),
      );
      const storedContacts = new Set(
        (await db.selectFrom('contact_messages').select('id').execute()).map((r) => r.id),
      );
      expect(emails.length).toBeGreaterThan(0);
      expect(contactIds.length).toBeGreaterThan(0);
      expect(gradesByVisitor.size).toBeGreaterThan(0);
      expect(emails.filter((e) => !storedEmails.has(e))).toEqual([]);
      expect(contactIds.filter((id) => !storedContacts.has(id))).toEqual([]);
      // Each visitor's counter is at least the last value the server acknowledged to it.
      for (const [cookie, done] of gradesByVisitor) {
        const res = await fetch(`${restarted.base}${apiPaths.progress('algebra')}`, {
          headers: { cookie },
        });
        const progress = (await res.json()) as { problemsCompleted: number };
        expect(progress.problemsCompleted).toBeGreaterThanOrEqual(done);
      }
    } finally {
      await db.destroy();
    }

    // And a graceful stop: SIGTERM finishes and exits 0.
    // A stop by a signal (exit code null: a crash while closing) names the signal and the log.
    restarted.child.kill('SIGTERM');
    const stopped = await new Promise((r) =>
      restarted.child.once('exit', (code, signal) => r({ code, signal })),
    );
    expect(stopped, restarted.output().slice(-4000)).toEqual({ code: 0, signal: null });
  }, 120_000);
});
