/**
 * The category problems, made by math-core's generators from random seeds (`PracticeBank`), and
 * the fixed-seed rows stored at start-up (BANK_SIZE distinct problems per category) that earlier
 * servers picked from and graded answers still point at.
 */

import { randomInt } from 'node:crypto';
import {
  type PracticeCategory,
  type PracticeDifficulty,
  type PracticeLanguageCode,
  type PracticeProblem,
  practiceCategories,
} from '@mathtools/contracts';
import type { Kysely } from 'kysely';
import { inBatches } from '../../db/batches.js';
import type { Database, NewPracticeProblem } from '../../db/schema.js';
import type { Maths } from '../../maths/pool.js';
import { problemId, problemRow, type Served, served } from './make-problem.js';
import type { GradedProblem } from './read-answer.js';

export { problemId };

export const BANK_SIZE = 60;
/** Seeds tried per category before giving up on finding BANK_SIZE distinct questions. */
const MAX_SEEDS = 2000;

/** The fixed-seed problems of one category, skipping a seed whose question repeats an earlier one. */
export function generateBank(category: PracticeCategory): NewPracticeProblem[] {
  const rows: NewPracticeProblem[] = [];
  const questions = new Set<string>();
  for (let seed = 1; seed <= MAX_SEEDS && rows.length < BANK_SIZE; seed++) {
    const row = problemRow(category, seed);
    if (questions.has(row.question)) continue;
    questions.add(row.question);
    rows.push(row);
  }
  return rows;
}

/**
 * Writes the fixed-seed problems of every category (BANK_SIZE each), in statements of a bounded
 * number of rows. Idempotent: the same seeds give the same rows; a changed generator updates them
 * in place. Only these rows: a problem served later was stored as it was made when first answered
 * (its attempts point at it) and is never made or written again here, so start-up does the same
 * work whatever the traffic has stored.
 */
export async function seedPracticeBank(db: Kysely<Database>): Promise<void> {
  await inBatches(practiceCategories.flatMap(generateBank), (rows) =>
    db
      .insertInto('practice_problems')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          question: eb.ref('excluded.question'),
          answer: eb.ref('excluded.answer'),
          difficulty: eb.ref('excluded.difficulty'),
          hint: eb.ref('excluded.hint'),
          steps: eb.ref('excluded.steps'),
          question_mathml: eb.ref('excluded.question_mathml'),
          hint_mathml: eb.ref('excluded.hint_mathml'),
          answer_mathml: eb.ref('excluded.answer_mathml'),
          explanation: eb.ref('excluded.explanation'),
        })),
      )
      .execute(),
  );
}

/** Seeds stay below 2^31 so they fit a PostgreSQL integer (the `seed` column). */
export const SEED_LIMIT = 2 ** 31 - 1;
/** Problems generated recently, kept so grading does not make them again. */
const CACHE_SIZE = 4096;
/** New seeds tried before a problem may repeat the question shown last. */
const FRESH_TRIES = 8;
/** Seeds drawn at most for a problem of the level asked for. */
const LEVEL_DRAWS = 64;

const ID = /^(algebra|logarithms|geometry)-([1-9]\d{0,9})$/;

/** The category and seed a problem id names (`algebra-123456`), or undefined. */
export function parseProblemId(
  id: string,
): { category: PracticeCategory; seed: number } | undefined {
  const m = ID.exec(id);
  const seed = m ? Number(m[2]) : Number.NaN;
  if (!m || !(seed < SEED_LIMIT)) return undefined;
  return { category: m[1] as PracticeCategory, seed };
}

/**
 * The category problems: each made by math-core's generators from a random seed (its id names the
 * category and the seed, so grading makes the same problem again), the way the skills are served.
 * Over a billion seeds per category mix every family of every difficulty, so a problem rarely
 * comes back (the API tests count repeats within ten draws). Problems are made in the maths pool;
 * recently made ones are kept here for grading (a problem asked for twice at once is made once).
 * The fixed-seed rows of `seedPracticeBank` are problems like any other.
 */
export class PracticeBank {
  private readonly cache = new Map<string, Promise<Served | undefined>>();
  /** Problems written in another language, by id and language (`algebra-7@es`). */
  private readonly translated = new Map<string, Promise<string | undefined>>();
  private readonly maths: Pick<Maths, 'run'>;

  constructor(maths: Pick<Maths, 'run'>) {
    this.maths = maths;
  }

  /** The problem an id names, or undefined for an id that names none. */
  async get(id: string): Promise<PracticeProblem | undefined> {
    return (await this.made(id))?.problem;
  }

  /** The problem as the wire shows it (the JSON of `get(id)`). */
  async json(id: string): Promise<string | undefined> {
    return (await this.made(id))?.json;
  }

  /** The problem as a row of `practice_problems` (graded answers point at it). */
  async row(id: string): Promise<NewPracticeProblem | undefined> {
    return (await this.made(id))?.row;
  }

  /** What grading needs of the problem an id names, or undefined for an id that names none. */
  async graded(id: string): Promise<GradedProblem | undefined> {
    return (await this.made(id))?.graded;
  }

  /**
   * A new problem of the category from a random seed; its question differs from `previousId`'s
   * when a few more seeds can help it. With `difficulty`, seeds are drawn until one makes a
   * problem of that level (a third of them do, so a few draws; the id still names only the
   * category and the seed). `random` returns [0, 1) (for the tests).
   */
  async random(
    category: PracticeCategory,
    previousId?: string,
    random: () => number = () => randomInt(SEED_LIMIT - 1) / (SEED_LIMIT - 1),
    difficulty?: PracticeDifficulty,
  ): Promise<Served> {
    const previous = previousId === undefined ? undefined : (await this.made(previousId))?.row;
    const avoid = previous?.category === category ? previous.question : undefined;
    let made: Served;
    let fresh = 0;
    let draws = 0;
    for (;;) {
      const seed = 1 + Math.floor(random() * (SEED_LIMIT - 1));
      made = (await this.made(problemId(category, seed))) as Served;
      // (2/3)^LEVEL_DRAWS of asks end on another level: never, in practice.
      if (difficulty !== undefined && made.row.difficulty !== difficulty && ++draws < LEVEL_DRAWS)
        continue;
      if (made.row.question !== avoid || ++fresh >= FRESH_TRIES) return made;
    }
  }

  /**
   * The wire JSON of the problem an id names, written in another language (made in the maths pool,
   * kept beside the English one), or undefined for an id that names none.
   */
  jsonIn(id: string, lang: Exclude<PracticeLanguageCode, 'en'>): Promise<string | undefined> {
    const key = `${id}@${lang}`;
    const hit = this.translated.get(key);
    if (hit) {
      this.translated.delete(key);
      this.translated.set(key, hit);
      return hit;
    }
    const named = parseProblemId(id);
    if (!named) return Promise.resolve(undefined);
    const making = this.maths.run('categoryProblemIn', { ...named, lang });
    this.translated.set(key, making);
    making.catch(() => this.translated.delete(key));
    if (this.translated.size > CACHE_SIZE)
      this.translated.delete(this.translated.keys().next().value as string);
    return making;
  }

  /** The problem an id names in every form the API keeps of it, or undefined. */
  made(id: string): Promise<Served | undefined> {
    const hit = this.cache.get(id);
    if (hit) {
      // Most recently used last, so the oldest is dropped first.
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    const named = parseProblemId(id);
    if (!named) return Promise.resolve(undefined);
    const making = this.maths
      .run('categoryProblem', named)
      .then((made) => (made ? served(made) : undefined));
    this.cache.set(id, making);
    // A problem that could not be made (the pool was full, say) is asked for again next time.
    making.catch(() => this.cache.delete(id));
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return making;
  }
}
