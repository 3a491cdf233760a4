/**
 * Group commit for graded answers. One fsync per answer capped grading at the disk's fsync rate,
 * so answers wait in a queue while the previous commit is on its way to disk, and the queue is then
 * written in one transaction: one commit, one fsync for all of them. Each answer's promise settles
 * only after the commit that holds it, so nothing is acknowledged before it is durable.
 *
 * Inside a batch the answers run one after the other, each with its own attempt row and its own
 * progress upsert (`x = x + 1` in the database), so every answer gets back the progress right after
 * its own increment and concurrent answers of one visitor never lose one.
 */
import type { PracticeCategory, Progress } from '@mathtools/contracts';
import type { Kysely, QueryCreator } from 'kysely';
import type { Database, NewPracticeProblem } from '../../db/schema.js';
import { databaseUnavailable } from '../../lib/db-errors.js';
import { gradeRow, gradeUpdate, gradeUpsert, toProgress } from '../progress/service.js';

export interface GradeToRecord {
  visitorId: string;
  category: PracticeCategory;
  problemId: string;
  correct: boolean;
  /** The problem's row, stored with its first answer (the attempts point at it). */
  row: NewPracticeProblem;
}

/** What an answer did: the progress after it, and whether one more try is left. */
export interface GradeOutcome {
  progress: Progress;
  /** Wrong at the first try: nothing counted yet, one more try left. */
  retry: boolean;
  /** This answer was the problem's second try. */
  secondTry: boolean;
  /** The problem's outcome was counted before: this answer counted nothing. */
  repeated: boolean;
}

interface Pending {
  grade: GradeToRecord;
  resolve: (outcome: GradeOutcome) => void;
  reject: (err: unknown) => void;
}

export interface GradeCommitsOptions {
  /**
   * The engine: on PostgreSQL an answer's outcome is written in one statement (its writes as
   * data-modifying CTEs) instead of four, each a round trip and a parse on the server.
   */
  dialect?: 'sqlite' | 'postgres';
  /** Most answers in one transaction (bounds one commit's latency and its statement sizes). */
  maxBatch?: number;
  /**
   * Transactions open at once. SQLite has one connection (1); PostgreSQL may run a few batches
   * side by side on its pool, which take the progress rows' locks in one order (no deadlock).
   */
  concurrency?: number;
}

export class GradeCommits {
  private readonly queue: Pending[] = [];
  private readonly maxBatch: number;
  private readonly concurrency: number;
  private readonly write: (grades: GradeToRecord[]) => Promise<GradeOutcome[]>;
  private inFlight = 0;
  private scheduled = false;
  /** Batches committed and answers in them, for the bench and the tests. */
  readonly stats = { batches: 0, answers: 0, largest: 0 };

  constructor(db: Kysely<Database>, options: GradeCommitsOptions = {}) {
    this.maxBatch = options.maxBatch ?? 256;
    this.concurrency = options.concurrency ?? 1;
    const oneStatement = options.dialect === 'postgres';
    this.write = (grades) =>
      db.transaction().execute((trx) => writeBatch(trx, grades, oneStatement));
  }

  /** Resolves with what this answer did, once its transaction is committed. */
  record(grade: GradeToRecord): Promise<GradeOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ grade, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Starts the next batch after the event loop has read what the sockets hold (setImmediate runs
   * after the poll phase), so the answers that arrived during the last commit go in together.
   */
  private schedule() {
    if (this.scheduled || this.inFlight >= this.concurrency || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.inFlight < this.concurrency && this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        this.inFlight++;
        void this.commit(batch).finally(() => {
          this.inFlight--;
          this.schedule();
        });
      }
    });
  }

  private async commit(batch: Pending[]) {
    let results: GradeOutcome[];
    try {
      results = await this.write(batch.map((p) => p.grade));
    } catch (err) {
      // The database is out of reach (or the commit's outcome is unknown): every answer of the
      // batch fails, and none is retried, which could count one twice.
      if (batch.length === 1 || databaseUnavailable(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      // One bad answer rolled the whole batch back: each goes again in its own transaction, so
      // only the bad one fails.
      for (const p of batch) {
        try {
          const [progress] = await this.write([p.grade]);
          p.resolve(progress!);
        } catch (retryErr) {
          p.reject(retryErr);
        }
      }
      return;
    }
    this.stats.batches++;
    this.stats.answers += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    batch.forEach((p, i) => {
      p.resolve(results[i]!);
    });
  }
}

const byRowKey = (a: GradeToRecord, b: GradeToRecord) =>
  a.visitorId < b.visitorId
    ? -1
    : a.visitorId > b.visitorId
      ? 1
      : a.category < b.category
        ? -1
        : a.category > b.category
          ? 1
          : 0;

/**
 * The grades in the order their progress rows are written: by (visitor, category), so two batches
 * never wait on each other's locks in a cycle; the sort is stable, so one visitor's answers keep
 * their arrival order. Each entry keeps its index in the batch.
 */
const lockOrder = (grades: GradeToRecord[]) =>
  grades.map((grade, i) => ({ grade, i })).sort((a, b) => byRowKey(a.grade, b.grade) || a.i - b.i);

/** `skill_problems.answered` of a category problem answered wrong once: one more try is left. */
export const PENDING_TRY = 2;

/**
 * The row (in `skill_problems`, which holds the problems served to a visitor and whether they are
 * answered) that remembers the visitor's category problem answered wrong once, awaiting its second
 * try: one per visitor and category, found by its key.
 */
export const pendingTryId = (visitorId: string, category: PracticeCategory) =>
  `practice:${category}:${visitorId}`;

/**
 * Takes the (visitor, category) progress row first, with an upsert that changes nothing (on
 * PostgreSQL its row lock), so whatever counts in it next is decided one answer at a time, and in
 * one lock order online and offline. The progress as it stands.
 */
export async function lockProgress(
  trx: Kysely<Database>,
  visitorId: string,
  category: PracticeCategory,
): Promise<Progress> {
  const locked = await trx
    .insertInto('progress')
    .values({ visitor_id: visitorId, category, problems_completed: 0, streak: 0 })
    .onConflict((oc) =>
      oc
        .columns(['visitor_id', 'category'])
        .doUpdateSet((eb) => ({ streak: eb.ref('progress.streak') })),
    )
    .returning(['problems_completed', 'streak'])
    .executeTakeFirstOrThrow();
  return toProgress(locked);
}

/**
 * Records that the visitor's progress counts this category problem's outcome (online or offline);
 * false when it did already, and then nothing may be counted for it.
 */
export async function countOutcomeOnce(
  trx: Kysely<Database>,
  visitorId: string,
  problemId: string,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('category_outcomes')
    .values({ visitor_id: visitorId, problem_id: problemId })
    .onConflict((oc) => oc.columns(['visitor_id', 'problem_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

const attempt = (trx: Kysely<Database>, visitorId: string, problemId: string, correct: boolean) =>
  trx
    .insertInto('practice_attempts')
    .values({ visitor_id: visitorId, problem_id: problemId, correct: correct ? 1 : 0 })
    .execute();

/**
 * One answer's writes. The (visitor, category) progress row is locked first (an upsert that
 * changes nothing, on PostgreSQL a row lock), so a visitor's tries are decided one at a time even
 * when two batches run side by side. A problem whose outcome was counted before counts nothing
 * (`repeated`). Then, with the visitor's problem awaiting a second try (if any):
 * - the second try of that problem decides it: correct counts as correct, wrong as one miss;
 * - an answer to another problem first counts the waiting one as missed (it was left after a
 *   wrong answer), then is graded as a first try;
 * - a wrong first try is remembered (nothing counted yet, one more try left); a correct one counts.
 * Each outcome is counted once in progress and stored as one attempt.
 */
async function writeGrade(
  trx: Kysely<Database>,
  g: GradeToRecord,
  oneStatement: boolean,
): Promise<GradeOutcome> {
  const key = pendingTryId(g.visitorId, g.category);
  let progress = await lockProgress(trx, g.visitorId, g.category);
  const counted = await trx
    .selectFrom('category_outcomes')
    .select('problem_id')
    .where('visitor_id', '=', g.visitorId)
    .where('problem_id', '=', g.problemId)
    .executeTakeFirst();
  if (counted) return { progress, retry: false, secondTry: false, repeated: true };
  const pending = await trx
    .selectFrom('skill_problems')
    .select('seed')
    .where('id', '=', key)
    .where('answered', '=', PENDING_TRY)
    .executeTakeFirst();
  const pendingId = pending && `${g.category}-${Number(pending.seed)}`;
  const secondTry = pendingId === g.problemId;
  if (
    pendingId !== undefined &&
    !secondTry &&
    (await countOutcomeOnce(trx, g.visitorId, pendingId))
  ) {
    await attempt(trx, g.visitorId, pendingId, false);
    const missed = await gradeUpsert(trx, g.visitorId, g.category, false).executeTakeFirstOrThrow();
    progress = toProgress(missed);
  }
  // Attempts point at their problem's row: made problems are stored when first answered.
  const storeProblem = (db: QueryCreator<Database>) =>
    db
      .insertInto('practice_problems')
      .values(g.row)
      .onConflict((oc) => oc.doNothing());
  if (!g.correct && !secondTry) {
    await storeProblem(trx).execute();
    await trx
      .insertInto('skill_problems')
      .values({
        id: key,
        visitor_id: g.visitorId,
        skill: `practice:${g.category}`,
        seed: g.row.seed,
        difficulty: g.row.difficulty,
        answer: g.row.answer,
        review: 0,
        answered: PENDING_TRY,
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          seed: g.row.seed,
          difficulty: g.row.difficulty,
          answer: g.row.answer,
          answered: PENDING_TRY,
        }),
      )
      .execute();
    return { progress, retry: true, secondTry: false, repeated: false };
  }
  if (pendingId !== undefined)
    await trx.deleteFrom('skill_problems').where('id', '=', key).execute();
  // The outcome: the problem stored, counted once, its attempt, the progress. The outcome was not
  // counted (checked above, under the progress row's lock), so each insert takes.
  const outcome = { visitor_id: g.visitorId, problem_id: g.problemId };
  const tried = { ...outcome, correct: g.correct ? 1 : 0 };
  let row: Parameters<typeof toProgress>[0];
  if (oneStatement) {
    // PostgreSQL checks the attempt's foreign key at the end of the statement, when the
    // problem's row (inserted by the statement's first part) is there.
    row = await trx
      .with('stored', storeProblem)
      .with('counted', (db) => db.insertInto('category_outcomes').values(outcome))
      .with('tried', (db) => db.insertInto('practice_attempts').values(tried))
      .insertInto('progress')
      .values(gradeRow(g.visitorId, g.category, g.correct))
      .onConflict((oc) =>
        oc.columns(['visitor_id', 'category']).doUpdateSet(gradeUpdate(g.correct)),
      )
      .returning(['problems_completed', 'streak'])
      .executeTakeFirstOrThrow();
  } else {
    await storeProblem(trx).execute();
    await countOutcomeOnce(trx, g.visitorId, g.problemId);
    await attempt(trx, g.visitorId, g.problemId, g.correct);
    row = await gradeUpsert(trx, g.visitorId, g.category, g.correct).executeTakeFirstOrThrow();
  }
  return { progress: toProgress(row), retry: false, secondTry, repeated: false };
}

/** The batch's writes, in the caller's transaction; results in the batch's order. */
async function writeBatch(
  trx: Kysely<Database>,
  grades: GradeToRecord[],
  oneStatement: boolean,
): Promise<GradeOutcome[]> {
  const results: GradeOutcome[] = new Array(grades.length);
  for (const { grade, i } of lockOrder(grades))
    results[i] = await writeGrade(trx, grade, oneStatement);
  return results;
}
