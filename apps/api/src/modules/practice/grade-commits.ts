/**
 * Group commit for graded answers. One fsync per answer capped grading at the disk's fsync rate,
 * so answers wait in a queue while the previous commit is on its way to disk, and the queue is then
 * written in one transaction: one commit, one fsync for all of them. Each answer's promise settles
 * only after the commit that holds it, so nothing is acknowledged before it is durable.
 *
 * A batch is a fixed few statements whatever its size (see `writeBatch`): the progress rows it
 * counts in are locked first, each answer is then decided in arrival order from what is stored, so
 * every answer gets back the progress right after its own and concurrent answers of one visitor
 * never lose one, and the batch's writes go in one statement per table (one in all on PostgreSQL).
 */
import { MAX_PROGRESS_COUNT, type PracticeCategory, type Progress } from '@mathtools/contracts';
import { type Compilable, type Kysely, type QueryCreator, sql } from 'kysely';
import type { Dialect } from '../../db/create-db.js';
import type { Database, NewPracticeProblem } from '../../db/schema.js';
import { databaseUnavailable } from '../../lib/db-errors.js';
import { toProgress } from '../progress/service.js';

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
  /** Most answers in one transaction (bounds one commit's latency and its statement sizes). */
  maxBatch?: number;
  /**
   * Transactions open at once. SQLite has one connection (1); PostgreSQL may run a few batches
   * side by side on its pool, which take the progress rows' locks in one order (no deadlock).
   */
  concurrency?: number;
  /** On PostgreSQL a batch's writes go as one statement (see `writeDecided`). */
  dialect?: Dialect;
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

/** A progress row's values after one more graded answer: both up (capped), or the streak reset. */
const afterAnswer = (progress: Progress, correct: boolean): Progress => {
  const up = (n: number) => (n >= MAX_PROGRESS_COUNT ? MAX_PROGRESS_COUNT : n + 1);
  return correct
    ? { problemsCompleted: up(progress.problemsCompleted), streak: up(progress.streak) }
    : { problemsCompleted: progress.problemsCompleted, streak: 0 };
};

/** A (visitor, category) progress row as the batch has it, and its problem awaiting a second try. */
interface RowState {
  visitorId: string;
  category: PracticeCategory;
  progress: Progress;
  /** An answer of this batch counted in it. */
  changed: boolean;
  /** The id of the problem awaiting its second try, if any. */
  pending: string | undefined;
  /** That problem's row, when an answer of this batch left it awaiting its second try. */
  pendingRow?: NewPracticeProblem;
  /** An answer of this batch set or settled the problem awaiting its second try. */
  pendingChanged: boolean;
}

const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

/**
 * The batch's writes, in the caller's transaction; results in the batch's order. A fixed few
 * statements per batch, whatever its size (each is a round trip, which on PostgreSQL costs more
 * than its work):
 * 1. the batch's (visitor, category) progress rows are locked by one upsert that changes nothing,
 *    in (visitor, category) order, so two batches never wait on each other in a cycle (online and
 *    offline answers take the same locks: see `lockProgress`);
 * 2. under those locks, each in a statement of its own so that it sees what the batches before it
 *    committed, the problems awaiting a second try and the outcomes already counted are read;
 * 3. each answer is decided from that state (`decide`), and what the answers changed is written in
 *    one query per table (on PostgreSQL, all in one statement: see `writeDecided`).
 * A batch holds at most `maxBatch` (256) answers, so each statement stays far inside both
 * engines' limits on bound parameters.
 */
async function writeBatch(
  trx: Kysely<Database>,
  grades: GradeToRecord[],
  oneStatement: boolean,
): Promise<GradeOutcome[]> {
  const rows = new Map<string, RowState>();
  for (const { grade } of lockOrder(grades)) {
    const key = pairKey(grade.visitorId, grade.category);
    if (!rows.has(key))
      rows.set(key, {
        visitorId: grade.visitorId,
        category: grade.category,
        progress: { problemsCompleted: 0, streak: 0 },
        changed: false,
        pending: undefined,
        pendingChanged: false,
      });
  }
  const states = [...rows.values()];
  const locked = await trx
    .insertInto('progress')
    .values(
      states.map((r) => ({
        visitor_id: r.visitorId,
        category: r.category,
        problems_completed: 0,
        streak: 0,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['visitor_id', 'category'])
        .doUpdateSet((eb) => ({ streak: eb.ref('progress.streak') })),
    )
    .returning(['visitor_id', 'category', 'problems_completed', 'streak'])
    .execute();
  for (const row of locked)
    (rows.get(pairKey(row.visitor_id, row.category)) as RowState).progress = toProgress(row);
  const waiting = await trx
    .selectFrom('skill_problems')
    .select(['id', 'seed'])
    .where(
      'id',
      'in',
      states.map((r) => pendingTryId(r.visitorId, r.category)),
    )
    .where('answered', '=', PENDING_TRY)
    .execute();
  const seeds = new Map(waiting.map((w) => [w.id, Number(w.seed)]));
  const asked = new Set(grades.map((g) => g.problemId));
  for (const r of states) {
    const seed = seeds.get(pendingTryId(r.visitorId, r.category));
    r.pending = seed === undefined ? undefined : `${r.category}-${seed}`;
    if (r.pending) asked.add(r.pending);
  }
  const counted = await trx
    .selectFrom('category_outcomes')
    .select(['visitor_id', 'problem_id'])
    .where('visitor_id', 'in', [...new Set(grades.map((g) => g.visitorId))])
    .where('problem_id', 'in', [...asked])
    .execute();
  const decided = decide(
    grades,
    rows,
    new Set(counted.map((o) => pairKey(o.visitor_id, o.problem_id))),
  );
  await writeDecided(trx, decided, states, oneStatement);
  return decided.results;
}

/** What a batch's answers write, and what each answer did. */
interface Decided {
  results: GradeOutcome[];
  problems: Map<string, NewPracticeProblem>;
  outcomes: { visitor_id: string; problem_id: string }[];
  attempts: { visitor_id: string; problem_id: string; correct: number }[];
}

/**
 * Each answer in (visitor, category) order, arrival order within one visitor, decided from the
 * state read under the locks, which it updates as it goes. A problem whose outcome was counted
 * before counts nothing (`repeated`). Then, with the visitor's problem awaiting a second try (if
 * any):
 * - the second try of that problem decides it: correct counts as correct, wrong as one miss;
 * - an answer to another problem first counts the waiting one as missed (it was left after a
 *   wrong answer), then is graded as a first try;
 * - a wrong first try is remembered (nothing counted yet, one more try left); a correct one counts.
 * Each outcome is counted once in progress and stored as one attempt.
 */
function decide(
  grades: GradeToRecord[],
  rows: Map<string, RowState>,
  counted: Set<string>,
): Decided {
  const decided: Decided = {
    results: new Array(grades.length),
    problems: new Map(),
    outcomes: [],
    attempts: [],
  };
  const count = (r: RowState, problemId: string, correct: boolean) => {
    counted.add(pairKey(r.visitorId, problemId));
    decided.outcomes.push({ visitor_id: r.visitorId, problem_id: problemId });
    decided.attempts.push({
      visitor_id: r.visitorId,
      problem_id: problemId,
      correct: correct ? 1 : 0,
    });
    r.progress = afterAnswer(r.progress, correct);
    r.changed = true;
  };
  for (const { grade: g, i } of lockOrder(grades)) {
    const r = rows.get(pairKey(g.visitorId, g.category)) as RowState;
    if (counted.has(pairKey(g.visitorId, g.problemId))) {
      decided.results[i] = { progress: r.progress, retry: false, secondTry: false, repeated: true };
      continue;
    }
    const secondTry = r.pending === g.problemId;
    if (r.pending !== undefined && !secondTry && !counted.has(pairKey(g.visitorId, r.pending)))
      count(r, r.pending, false);
    // Attempts point at their problem's row: made problems are stored when first answered.
    decided.problems.set(g.row.id, g.row);
    if (!g.correct && !secondTry) {
      r.pending = g.problemId;
      r.pendingRow = g.row;
      r.pendingChanged = true;
      decided.results[i] = { progress: r.progress, retry: true, secondTry: false, repeated: false };
      continue;
    }
    if (r.pending !== undefined) {
      r.pending = undefined;
      r.pendingChanged = true;
    }
    count(r, g.problemId, g.correct);
    decided.results[i] = { progress: r.progress, retry: false, secondTry, repeated: false };
  }
  return decided;
}

/** One of a batch's writes, as a query made by `db`. */
type Write = (db: QueryCreator<Database>) => Compilable;

/**
 * A batch's decided writes: one query for each table that changes. SQLite runs them one by one
 * (each is a call into the library). On PostgreSQL each statement is a round trip, which under
 * grading load cost the server more than the work itself, so there they go as one statement, each
 * query a data-modifying `WITH` of it: they touch different tables (the awaiting tries upserted
 * and the settled ones deleted are different rows), none reads what another writes, and the
 * foreign keys of the attempts are checked at the end of the statement, once their problems are in.
 */
async function writeDecided(
  trx: Kysely<Database>,
  decided: Decided,
  states: RowState[],
  oneStatement: boolean,
) {
  const writes: Write[] = [];
  if (decided.problems.size > 0)
    writes.push((db) =>
      db
        .insertInto('practice_problems')
        .values([...decided.problems.values()])
        .onConflict((oc) => oc.doNothing()),
    );
  const awaiting = states.filter((r) => r.pendingChanged && r.pending !== undefined);
  if (awaiting.length > 0)
    writes.push((db) =>
      db
        .insertInto('skill_problems')
        .values(
          awaiting.map((r) => {
            const row = r.pendingRow as NewPracticeProblem;
            return {
              id: pendingTryId(r.visitorId, r.category),
              visitor_id: r.visitorId,
              skill: `practice:${r.category}`,
              seed: row.seed,
              difficulty: row.difficulty,
              answer: row.answer,
              review: 0,
              answered: PENDING_TRY,
            };
          }),
        )
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            seed: eb.ref('excluded.seed'),
            difficulty: eb.ref('excluded.difficulty'),
            answer: eb.ref('excluded.answer'),
            answered: PENDING_TRY,
          })),
        ),
    );
  const settled = states.filter((r) => r.pendingChanged && r.pending === undefined);
  if (settled.length > 0)
    writes.push((db) =>
      db.deleteFrom('skill_problems').where(
        'id',
        'in',
        settled.map((r) => pendingTryId(r.visitorId, r.category)),
      ),
    );
  // None of these outcomes was counted (read above, under the progress rows' locks): each takes.
  if (decided.outcomes.length > 0)
    writes.push((db) => db.insertInto('category_outcomes').values(decided.outcomes));
  if (decided.attempts.length > 0)
    writes.push((db) => db.insertInto('practice_attempts').values(decided.attempts));
  const changed = states.filter((r) => r.changed);
  if (changed.length > 0)
    writes.push((db) =>
      db
        .insertInto('progress')
        .values(
          changed.map((r) => ({
            visitor_id: r.visitorId,
            category: r.category,
            problems_completed: r.progress.problemsCompleted,
            streak: r.progress.streak,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['visitor_id', 'category']).doUpdateSet((eb) => ({
            problems_completed: eb.ref('excluded.problems_completed'),
            streak: eb.ref('excluded.streak'),
            updated_at: sql<string>`CURRENT_TIMESTAMP`,
          })),
        ),
    );
  const last = writes.pop();
  if (!last) return;
  if (!oneStatement) {
    for (const write of [...writes, last]) await trx.executeQuery(write(trx));
    return;
  }
  // Each earlier write a `WITH` of the last one's statement. (Kysely types a `WITH` by the rows
  // its query returns; these return none, and nothing reads them.)
  const withAll = writes.reduce<QueryCreator<Database>>(
    (creator, write, i) => creator.with(`write_${i}`, (db) => write(db) as never),
    trx,
  );
  await trx.executeQuery(last(withAll));
}
