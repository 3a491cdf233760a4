/**
 * The databases every data test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Each test app gets a fresh database: a temp SQLite file, or its own PostgreSQL schema (dropped
 * after the run), so files running in parallel never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseConfig } from '../../src/env.js';

export interface TestDatabase {
  config: DatabaseConfig;
  cleanup(): Promise<void>;
}

export type DatabaseKind = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL;

/** `['sqlite']`, plus `'postgres'` when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'mathtools-api-'));
    return {
      config: { kind: 'sqlite', filename: join(dir, 'test.db') },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!pgUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  return {
    config: { kind: 'postgres', connectionString: pgUrl, searchPath: schema },
    // Dropped with the rest of this run's schemas after the last file (helpers/pg-schemas.ts).
    cleanup: async () => {},
  };
}
