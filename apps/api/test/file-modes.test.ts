/**
 * The SQLite files hold emails and contact messages: the database, its -wal/-shm files and the
 * cookie secret are 0600 in a 0700 folder after start-up, whether they are new or were left
 * world-readable by an older version.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@mathtools/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/env.js';
import { json, testConfig } from './helpers/app.js';

const root = mkdtempSync(join(tmpdir(), 'mathtools-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const mode = (path: string) => statSync(path).mode & 0o777;

async function startAndWrite(filename: string) {
  const app = await buildApp(testConfig({ kind: 'sqlite', filename }));
  try {
    // A write, so the -wal and -shm files exist.
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.newsletter,
      ...json({ email: 'modes@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
      expect(mode(file).toString(8), file).toBe('600');
    }
  } finally {
    await app.close();
  }
}

describe('SQLite file modes', () => {
  it('creates the folder 0700 and the files 0600 on a first start (through the environment)', async () => {
    const cwd = join(root, 'fresh');
    mkdirSync(cwd);
    const { config } = loadEnv({ DATABASE_URL: 'file:./data/site.db' }, cwd);
    expect(mode(join(cwd, 'data')).toString(8)).toBe('700');
    expect(mode(join(cwd, 'data', 'cookie-secret')).toString(8)).toBe('600');
    if (config.database.kind !== 'sqlite') throw new Error('expected SQLite');
    await startAndWrite(config.database.filename);
  });

  it('tightens an existing world-readable folder and files at start-up', async () => {
    const dir = join(root, 'old');
    mkdirSync(dir);
    const filename = join(dir, 'site.db');
    // An older version left these readable by everyone.
    const first = await buildApp(testConfig({ kind: 'sqlite', filename }));
    await first.close();
    writeFileSync(join(dir, 'cookie-secret'), `${'s'.repeat(64)}\n`);
    chmodSync(dir, 0o755);
    chmodSync(filename, 0o644);
    chmodSync(join(dir, 'cookie-secret'), 0o644);
    await startAndWrite(filename);
    expect(mode(dir).toString(8)).toBe('700');
    expect(mode(join(dir, 'cookie-secret')).toString(8)).toBe('600');
  });

  it('leaves a shared sticky folder such as /tmp alone', async () => {
    const shared = join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    await startAndWrite(join(shared, 'site.db'));
    expect(mode(shared).toString(8)).toBe('777');
  });
});
