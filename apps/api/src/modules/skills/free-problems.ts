/**
 * The Free tier's monthly allowance: a visitor who owns no pack or plan may be served
 * FREE_PREMIUM_PROBLEMS_PER_MONTH premium-skill problems each calendar month (UTC), a sample of
 * every pack. Free skills and the practice categories are not counted: they are unlimited.
 */
import { FREE_PREMIUM_PROBLEMS_PER_MONTH, type FreeProblems } from '@mathtools/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The month `now` falls in, as stored (`YYYY-MM`, UTC). */
export const monthOf = (now: number) => new Date(now).toISOString().slice(0, 7);

/** The first moment of the month after `now`'s (UTC), in milliseconds. */
function nextMonth(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** The allowance as it stands for this visitor in `now`'s month. */
export async function freeProblemsOf(
  db: Db,
  visitorId: string,
  now: number,
): Promise<FreeProblems> {
  const row = await db
    .selectFrom('free_problems')
    .select('used')
    .where('visitor_id', '=', visitorId)
    .where('month', '=', monthOf(now))
    .executeTakeFirst();
  const used = Math.min(Number(row?.used ?? 0), FREE_PREMIUM_PROBLEMS_PER_MONTH);
  return {
    limit: FREE_PREMIUM_PROBLEMS_PER_MONTH,
    left: FREE_PREMIUM_PROBLEMS_PER_MONTH - used,
    resetsAt: new Date(nextMonth(now)).toISOString(),
  };
}

/**
 * Takes one problem of this month's allowance, atomically on both databases (the increment only
 * happens below the limit, in one statement). False when none is left.
 */
export async function takeFreeProblem(db: Db, visitorId: string, now: number): Promise<boolean> {
  const taken = await db
    .insertInto('free_problems')
    .values({ visitor_id: visitorId, month: monthOf(now), used: 1 })
    .onConflict((oc) =>
      oc
        .columns(['visitor_id', 'month'])
        .doUpdateSet((eb) => ({ used: eb(eb.ref('free_problems.used'), '+', 1) }))
        .where('free_problems.used', '<', FREE_PREMIUM_PROBLEMS_PER_MONTH),
    )
    .returning('used')
    .executeTakeFirst();
  return taken !== undefined;
}
