/**
 * Global setup for the PostgreSQL test schemas. Each test database is a schema named with this
 * run's prefix; they are all dropped here once every file has finished, not each by its own test.
 * A schema dropped while another file migrates breaks that migration: Kysely lists the tables of
 * every schema and asks for its privileges on each by name, and a schema gone between the two
 * fails the query with "schema … does not exist".
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    pgSchemaPrefix: string;
  }
}

export default function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('pgSchemaPrefix', prefix);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema if exists "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
