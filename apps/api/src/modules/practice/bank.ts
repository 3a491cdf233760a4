/**
 * The category problems, made by math-core's generators from random seeds (`PracticeBank`), and
 * the fixed-seed rows stored at start-up (BANK_SIZE distinct problems per category) that earlier
 * servers picked from and graded answers still point at.
 */

import { randomInt } from 'node:crypto';
import {
  type MathStep,
  type PracticeCategory,
  type PracticeDifficulty,
  PracticeProblem,
  practiceCategories,
  questionWords,
} from '@mathtools/contracts';
import { generateProblem } from '@mathtools/math-core';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import { inBatches } from '../../db/batches.js';
import type { Database, NewPracticeProblem } from '../../db/schema.js';
import type { GradedProblem } from './read-answer.js';

export const BANK_SIZE = 60;
/** Seeds tried per category before giving up on finding BANK_SIZE distinct questions. */
const MAX_SEEDS = 2000;

export const problemId = (category: PracticeCategory, seed: number) => `${category}-${seed}`;

/** The row math-core's problem for `seed` makes: its text, and its maths as MathML beside it. */
function problemRow(
  category: PracticeCategory,
  seed: number,
  result = generateProblem(category, seed),
): NewPracticeProblem {
  if (!result.ok)
    throw new Error(`math-core could not generate ${category} #${seed}: ${result.error.message}`);
  const p = result.value;
  return {
    id: problemId(category, seed),
    category,
    seed,
    question: p.question,
    answer: p.answer,
    difficulty: p.difficulty,
    hint: p.hint,
    steps: JSON.stringify(p.steps),
    question_mathml: p.questionMathml,
    hint_mathml: p.hintMathml,
    answer_mathml: p.answerMathml,
    explanation: JSON.stringify(p.explanation),
  };
}

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

const toProblem = (row: NewPracticeProblem): PracticeProblem => {
  const words = questionWords(row.question, row.question_mathml ?? '');
  return {
    id: row.id,
    category: row.category as PracticeCategory,
    question: row.question,
    ...(words ? { questionWords: words } : {}),
    answer: row.answer,
    difficulty: row.difficulty as PracticeProblem['difficulty'],
    hint: row.hint,
    steps: JSON.parse(row.steps) as string[],
    questionMathml: row.question_mathml ?? '',
    hintMathml: row.hint_mathml ?? '',
    answerMathml: row.answer_mathml ?? '',
    explanation: JSON.parse(row.explanation ?? '[]') as MathStep[],
  };
};

interface Made {
  problem: PracticeProblem;
  json: string;
  row: NewPracticeProblem;
  /**
   * What grading needs: the answer, the decimals to round to, whether order counts, and the
   * question as a tree (a wrong first answer is explained against it).
   */
  graded: GradedProblem;
}

/**
 * The category problems: each made by math-core's generators from a random seed (its id names the
 * category and the seed, so grading makes the same problem again), the way the skills are served.
 * Over a billion seeds per category mix every family of every difficulty, so a problem rarely
 * comes back (the API tests count repeats within ten draws). Recently made problems are kept in
 * memory for grading; the fixed-seed rows of `seedPracticeBank` are problems like any other.
 */
export class PracticeBank {
  private readonly cache = new Map<string, Made>();

  /** The problem an id names, or undefined for an id that names none. */
  get(id: string): PracticeProblem | undefined {
    return this.made(id)?.problem;
  }

  /** The problem as the wire shows it (the JSON of `get(id)`). */
  json(id: string): string | undefined {
    return this.made(id)?.json;
  }

  /** The problem as a row of `practice_problems` (graded answers point at it). */
  row(id: string): NewPracticeProblem | undefined {
    return this.made(id)?.row;
  }

  /** What grading needs of the problem an id names, or undefined for an id that names none. */
  graded(id: string): GradedProblem | undefined {
    return this.made(id)?.graded;
  }

  /**
   * A new problem of the category from a random seed; its question differs from `previousId`'s
   * when a few more seeds can help it. With `difficulty`, seeds are drawn until one makes a
   * problem of that level (a third of them do, so a few draws; the id still names only the
   * category and the seed). `random` returns [0, 1) (for the tests).
   */
  random(
    category: PracticeCategory,
    previousId?: string,
    random: () => number = () => randomInt(SEED_LIMIT - 1) / (SEED_LIMIT - 1),
    difficulty?: PracticeDifficulty,
  ): PracticeProblem {
    const previous = previousId === undefined ? undefined : this.get(previousId);
    const avoid = previous?.category === category ? previous.question : undefined;
    let made: PracticeProblem;
    let fresh = 0;
    let draws = 0;
    for (;;) {
      const seed = 1 + Math.floor(random() * (SEED_LIMIT - 1));
      made = this.get(problemId(category, seed)) as PracticeProblem;
      // (2/3)^LEVEL_DRAWS of asks end on another level: never, in practice.
      if (difficulty !== undefined && made.difficulty !== difficulty && ++draws < LEVEL_DRAWS)
        continue;
      if (made.question !== avoid || ++fresh >= FRESH_TRIES) return made;
    }
  }

  private made(id: string): Made | undefined {
    const hit = this.cache.get(id);
    if (hit) {
      // Most recently used last, so the oldest is dropped first.
      this.cache.delete(id);
      this.cache.set(id, hit);
      return hit;
    }
    const named = parseProblemId(id);
    if (!named) return undefined;
    const generated = generateProblem(named.category, named.seed);
    if (!generated.ok) return undefined;
    const row = problemRow(named.category, named.seed, generated);
    const problem = z.parse(PracticeProblem, toProblem(row));
    const made: Made = {
      problem,
      json: JSON.stringify(problem),
      row,
      graded: generated.value,
    };
    this.cache.set(id, made);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return made;
  }
}

/** The category problems (nothing to load: they are made from their seeds). */
export async function loadPracticeBank(_db?: Kysely<Database>): Promise<PracticeBank> {
  return new PracticeBank();
}
