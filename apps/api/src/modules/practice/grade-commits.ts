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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { databaseUnavailable } from '../../lib/db-errors.js';
import { gradeUpsert, toProgress } from '../progress/service.js';

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
    this.write = (grades) => db.transaction().execute((trx) => writeBatch(trx, grades));
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

/** The batch's writes, in the caller's transaction; results in the batch's order. */
async function writeBatch(trx: Kysely<Database>, grades: GradeToRecord[]): Promise<Progress[]> {
  await trx.insertInto('practice_attempts').values(grades.map(attemptRow)).execute();
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
