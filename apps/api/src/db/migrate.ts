import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/20261121T1400_initial.js';
import type { Database } from './schema.js';

/** Listed here (not read from disk) so the same code runs from src under tsx and from dist. */
const migrations: Record<string, Migration> = {
  '20261121T1400_initial': initial,
};

/** Brings the schema up to date. Safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
