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
import type { Compilable, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SqliteStatement, SqliteWriter } from '../db/sqlite-writer.js';
import { databaseUnavailable } from '../lib/db-errors.js';
import { gradeUpsert, toProgress } from './progress.js';

export interface GradeToRecord {
  visitorId: string;
  category: PracticeCategory;
  problemId: string;
  correct: boolean;
}

interface Pending {
  grade: GradeToRecord;
  resolve: (progress: Progress) => void;
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
  /**
   * SQLite: commit on this worker-thread connection, so the main thread goes on serving while a
   * batch is on its way to disk. Without it, batches run on `db`.
   */
  sqliteWriter?: SqliteWriter;
}

export class GradeCommits {
  private readonly queue: Pending[] = [];
  private readonly maxBatch: number;
  private readonly concurrency: number;
  private readonly write: (grades: GradeToRecord[]) => Promise<Progress[]>;
  private inFlight = 0;
  private scheduled = false;
  /** Batches committed and answers in them, for the bench and the tests. */
  readonly stats = { batches: 0, answers: 0, largest: 0 };

  constructor(db: Kysely<Database>, options: GradeCommitsOptions = {}) {
    this.maxBatch = options.maxBatch ?? 256;
    this.concurrency = options.concurrency ?? 1;
    const writer = options.sqliteWriter;
    if (writer) {
      const statements = new WorkerStatements(db);
      this.write = (grades) => writeOnWorker(statements, writer, grades);
    } else {
      this.write = (grades) => db.transaction().execute((trx) => writeBatch(trx, grades));
    }
  }

  /** Resolves with the progress after this answer, once its transaction is committed. */
  record(grade: GradeToRecord): Promise<Progress> {
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
    let results: Progress[];
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

type AttemptRow = { visitor_id: string; problem_id: string; correct: number };

const attemptRow = (g: GradeToRecord): AttemptRow => ({
  visitor_id: g.visitorId,
  problem_id: g.problemId,
  correct: g.correct ? 1 : 0,
});

const attemptsInsert = (db: Kysely<Database>, rows: AttemptRow[]) =>
  db.insertInto('practice_attempts').values(rows);

/** The batch's writes, in the caller's transaction; results in the batch's order. */
async function writeBatch(trx: Kysely<Database>, grades: GradeToRecord[]): Promise<Progress[]> {
  await attemptsInsert(trx, grades.map(attemptRow)).execute();
  const results: Progress[] = new Array(grades.length);
  for (const { grade, i } of lockOrder(grades)) {
    const row = await gradeUpsert(
      trx,
      grade.visitorId,
      grade.category,
      grade.correct,
    ).executeTakeFirstOrThrow();
    results[i] = toProgress(row);
  }
  return results;
}

/** A statement shape's SQL with the given values bound in place. */
type Fill = (values: readonly unknown[]) => SqliteStatement;

/** A parameter that stands for the `i`th value while a statement's shape is compiled. */
const SLOT = '\u0000slot ';
const slot = (i: number) => `${SLOT}${i}`;

/**
 * A statement shape compiled by Kysely once: each later use only fills in the values. The values
 * are compiled as markers and found again among the compiled parameters, so the order Kysely binds
 * them in is read from its own output, not assumed. Compiling every statement anew cost about a
 * seventh of the main thread's time while grading (`node --cpu-prof` at 50 graders).
 */
function template(query: Compilable, slots: number): Fill {
  const { sql, parameters } = query.compile();
  const at = parameters.map((p) =>
    typeof p === 'string' && p.startsWith(SLOT) ? Number(p.slice(SLOT.length)) : -1,
  );
  for (let i = 0; i < slots; i++) {
    if (at.filter((a) => a === i).length !== 1) {
      throw new Error(`value ${i} is not bound exactly once in: ${sql}`);
    }
  }
  return (values) => ({
    sql,
    parameters: parameters.map((p, k) => (at[k]! >= 0 ? values[at[k]!] : p)),
  });
}

/** The SQLite statements of a batch, from templates made on first use (exported for its test). */
export class WorkerStatements {
  private readonly inserts = new Map<number, Fill>();
  private readonly upserts: Record<'right' | 'wrong', Fill>;

  constructor(private readonly db: Kysely<Database>) {
    const upsert = (correct: boolean) =>
      template(gradeUpsert(db, slot(0), slot(1) as PracticeCategory, correct), 2);
    this.upserts = { right: upsert(true), wrong: upsert(false) };
  }

  /** The insert of a batch's attempts: its SQL depends only on their number (a shape per size). */
  attempts(grades: GradeToRecord[]): SqliteStatement {
    let fill = this.inserts.get(grades.length);
    if (!fill) {
      const rows = grades.map((_, i) => ({
        visitor_id: slot(3 * i),
        problem_id: slot(3 * i + 1),
        correct: slot(3 * i + 2) as unknown as number,
      }));
      fill = template(attemptsInsert(this.db, rows), rows.length * 3);
      this.inserts.set(grades.length, fill);
    }
    return fill(
      grades.flatMap((g) => {
        const { visitor_id, problem_id, correct } = attemptRow(g);
        return [visitor_id, problem_id, correct];
      }),
    );
  }

  /** The progress upsert of one answer. */
  upsert(grade: GradeToRecord): SqliteStatement {
    return this.upserts[grade.correct ? 'right' : 'wrong']([grade.visitorId, grade.category]);
  }
}

/** The same writes, compiled here and committed as one transaction by the worker's connection. */
async function writeOnWorker(
  statements: WorkerStatements,
  writer: SqliteWriter,
  grades: GradeToRecord[],
): Promise<Progress[]> {
  const order = lockOrder(grades);
  const rows = await writer.run([
    statements.attempts(grades),
    ...order.map(({ grade }) => statements.upsert(grade)),
  ]);
  const results: Progress[] = new Array(grades.length);
  order.forEach(({ i }, k) => {
    const row = rows[k + 1];
    if (!row) throw new Error('the progress upsert returned no row');
    results[i] = toProgress(row as { problems_completed: number; streak: number });
  });
  return results;
}
