/**
 * A database that cannot take writes: `/api/health` once stayed 200 while every write failed with
 * "database or disk is full". Writes now get 503 in the error shape, health answers 503 with the
 * reason, and both recover once there is room again.
 *
 * As root, where `mount -t tmpfs` works, the SQLite folder is a real 4 MB tmpfs filled up with a
 * ballast file. Elsewhere (CI runs unprivileged) the same SQLITE_FULL error comes from SQLite's
 * `max_page_count` pinned at the file's current size: the database cannot grow, exactly as on a
 * full disk, without needing a mount.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@mathtools/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { defaultTimeouts } from '../src/env.js';
import { json, testConfig } from './helpers/app.js';
import { expectError } from './helpers/expect.js';

const dir = mkdtempSync(join(tmpdir(), 'mathtools-full-'));
const ballast = join(dir, 'ballast');

function tryMountTmpfs(): boolean {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

const mounted = tryMountTmpfs();
afterAll(() => {
  if (mounted) execFileSync('umount', [dir]);
  rmSync(dir, { recursive: true, force: true });
});

/** Writes ballast until the tmpfs has no room left. */
function fillDisk() {
  const fd = openSync(ballast, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let i = 0; i < 1_000; i++) writeSync(fd, chunk);
    throw new Error('the tmpfs never filled up');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

describe(`a full database folder (${mounted ? 'tmpfs' : 'SQLite max_page_count'})`, () => {
  const timeouts = { ...defaultTimeouts, healthMs: 100 };
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({ kind: 'sqlite', filename: join(dir, 'site.db') }, { timeouts }),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const subscribe = (i: number) =>
    app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      ...json({ email: `full-${i}-${'x'.repeat(40)}@example.com` }),
    });

  it('answers writes and health with 503 while full, and recovers when there is room', async () => {
    expect((await app.inject({ method: 'GET', url: apiPaths.health })).statusCode).toBe(200);

    if (mounted) fillDisk();
    else {
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(app.db);
      await sql.raw(`pragma max_page_count = ${pages.rows[0]?.page_count}`).execute(app.db);
    }

    // Rows fill the free space left in the last pages first; then a write fails.
    let failed: Awaited<ReturnType<typeof subscribe>> | undefined;
    let accepted = 0;
    for (let i = 0; i < 2_000 && !failed; i++) {
      const res = await subscribe(i);
      if (res.statusCode === 200) accepted++;
      else failed = res;
    }
    expect(failed, 'no write failed').toBeDefined();
    expectError(failed!, 503, 'service_unavailable');
    expect(failed!.headers['retry-after']).toBe('5');

    const health = await app.inject({ method: 'GET', url: apiPaths.health });
    const error = expectError(health, 503, 'service_unavailable');
    expect(error.message).toContain('the disk is full');

    // Every acknowledged write is there.
    const stored = await app.db
      .selectFrom('newsletter_subscribers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(accepted);

    if (mounted) unlinkSync(ballast);
    else await sql`pragma max_page_count = 1073741823`.execute(app.db);

    let healthy = 0;
    for (let i = 0; i < 50 && healthy !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      healthy = (await app.inject({ method: 'GET', url: apiPaths.health })).statusCode;
    }
    expect(healthy).toBe(200);
    expect((await subscribe(99_999)).statusCode).toBe(200);
  });
});
