import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Dialect } from './create-db.js';
import * as initial from './migrations/20261121T1400_initial.js';
import * as healthProbeOrderKeys from './migrations/20261123T0100_health_probe_order_keys.js';
import * as practiceProblemMathml from './migrations/20261125T0900_practice_problem_mathml.js';
import * as skillProgress from './migrations/20261201T0900_skill_progress.js';
import * as purchases from './migrations/20261210T0900_purchases.js';
import * as practiceAttemptsRowid from './migrations/20261211T0900_practice_attempts_rowid.js';
import * as restoreLinks from './migrations/20261215T0900_restore_links.js';
import * as paymentReversals from './migrations/20261216T0900_payment_reversals.js';
import * as offlineAttempts from './migrations/20261217T0900_offline_attempts.js';
import * as trialMarksPlanStacks from './migrations/20261221T0900_trial_marks_plan_stacks.js';
import * as countedOnce from './migrations/20261221T0910_counted_once.js';
import * as classLinks from './migrations/20261229T0900_class_links.js';
import type { Database } from './schema.js';

/** Listed here (not read from disk) so the same code runs from src under tsx and from dist. */
const migrations: Record<string, Migration> = {
  '20261121T1400_initial': initial,
  '20261123T0100_health_probe_order_keys': healthProbeOrderKeys,
  '20261125T0900_practice_problem_mathml': practiceProblemMathml,
  '20261201T0900_skill_progress': skillProgress,
  '20261210T0900_purchases': purchases,
  '20261211T0900_practice_attempts_rowid': practiceAttemptsRowid,
  '20261215T0900_restore_links': restoreLinks,
  '20261216T0900_payment_reversals': paymentReversals,
  '20261217T0900_offline_attempts': offlineAttempts,
  '20261221T0900_trial_marks_plan_stacks': trialMarksPlanStacks,
  '20261221T0910_counted_once': countedOnce,
  '20261229T0900_class_links': classLinks,
};

/**
 * The migrator for `db`. On PostgreSQL the migration tables are pinned to the current schema:
 * Kysely otherwise finds its tables in any schema of the database and would skip creating them in
 * ours.
 */
export async function migratorFor(db: Kysely<Database>, dialect: Dialect): Promise<Migrator> {
  const schema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** How many times a migration run that lost a race with another schema's DROP or ALTER is tried. */
export const CATALOG_RACE_TRIES = 3;

/**
 * Before migrating, Kysely's Migrator looks for its own tables by listing every table of the
 * database with their columns. On PostgreSQL that listing fails with 42P01 (undefined table) when
 * a table of another schema is dropped while it runs (another tenant, or a test dropping its
 * schema), and with 42703 (undefined column) when a column of one is dropped (another schema's
 * migration: seen in CI as 'column "days" of relation "grants" does not exist'). Nothing has been
 * migrated then, and nothing in our schema is wrong: `run` is tried again, at most
 * CATALOG_RACE_TRIES times. A migration that fails is never tried again.
 */
const CATALOG_RACES = new Set(['42P01', '42703']);

export async function retryingCatalogRaces<T extends { error?: unknown; results?: unknown[] }>(
  run: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await run();
    const code = (outcome.error as { code?: unknown })?.code;
    const lostRace = outcome.results === undefined && CATALOG_RACES.has(String(code));
    if (!lostRace || attempt >= CATALOG_RACE_TRIES) return outcome;
  }
}

/** Brings the schema up to date. Safe to run from several processes at once (Kysely takes a lock). */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = await migratorFor(db, dialect);
  const { error, results } = await retryingCatalogRaces(() => migrator.migrateToLatest());
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const what = failed ? `Migration ${failed.migrationName}` : 'Migrating the database';
    throw new Error(`${what} failed`, { cause: error });
  }
}
