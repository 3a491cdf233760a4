/**
 * Problems answered while the browser was offline, counted once it is back online. The browser
 * made each problem with math-core from a seed and checked the answers itself; here the problem is
 * made again from what made it, the answers are graded again, and only this verdict is counted, as
 * an online answer would be. Each attempt carries an id the browser made: the first call with an id
 * counts it, any later one (a resend, another tab) finds it counted and counts nothing.
 */
import type { OfflineAttempt, OfflineAttemptResult } from '@mathtools/contracts';
import {
  type CheckAnswerOptions,
  generateSkillProblem,
  type PracticeDifficulty,
} from '@mathtools/math-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { gradeUpsert } from '../progress/service.js';
import { countSkillAnswer, knownSkill } from '../skills/service.js';
import { type PracticeBank, problemId } from './bank.js';
import { readAndGrade } from './read-answer.js';

const invalid = (message: string, field: string) =>
  new HttpError(400, 'validation_error', message, field);

/** What grading needs of the problem an attempt names, made again from its seed. */
interface Remade {
  answer: string;
  options: CheckAnswerOptions | undefined;
}

/** The skill an attempt names; an unknown one is 404 on the body's `skill`. */
function skillNamed(id: string) {
  try {
    return knownSkill(id);
  } catch {
    throw notFound('Unknown skill', 'skill');
  }
}

/**
 * The skill problem an attempt names. Only free skills are made in the browser (premium skills'
 * generators never leave the server), so a premium skill is refused; an unknown one is 404; a
 * difficulty the skill does not offer, or more hint levels than the problem has, is 400.
 */
function remakeSkillProblem(attempt: Extract<OfflineAttempt, { kind: 'skill' }>): Remade {
  const skill = skillNamed(attempt.skill);
  if (skill.premium)
    throw new HttpError(
      403,
      'not_owned',
      'Premium skills are practised online: an answer given offline does not count',
      'skill',
    );
  if (!skill.levels.includes(attempt.difficulty))
    throw invalid(`${skill.title} has no ${attempt.difficulty} problems`, 'difficulty');
  const made = generateSkillProblem(skill.id, attempt.seed, { difficulty: attempt.difficulty });
  if (!made.ok) throw invalid('This problem cannot be made again: it cannot count', 'seed');
  if (attempt.hintsUsed > made.value.hints.length)
    throw invalid(`This problem has ${made.value.hints.length} hint levels`, 'hintsUsed');
  const { decimals } = made.value;
  return { answer: made.value.answer, options: decimals === undefined ? undefined : { decimals } };
}

function remakeCategoryProblem(
  bank: PracticeBank,
  attempt: Extract<OfflineAttempt, { kind: 'category' }>,
): Remade {
  const id = problemId(attempt.category, attempt.seed);
  const problem = bank.get(id);
  if (!problem) throw notFound('Unknown problem', 'seed');
  const decimals = bank.decimals(id);
  return { answer: problem.answer, options: decimals === undefined ? undefined : { decimals } };
}

/**
 * The problem's outcome from its answers, by the rule online grading follows: a correct first
 * answer; else the second, which is the one more try a wrong first answer leaves; a wrong first
 * answer alone is a miss (the problem was left before its second try). A second answer after a
 * correct first one is not a try the page allows, so the attempt is refused. An answer that cannot
 * be read is refused too (400 `unreadable_answer`), before anything is recorded.
 */
function decide(answers: readonly string[], problem: Remade) {
  const [first, second] = answers;
  const firstCorrect = readAndGrade(first ?? '', problem.answer, problem.options);
  if (firstCorrect) {
    if (second !== undefined)
      throw invalid('A second answer only follows a wrong first one', 'answers');
    return { correct: true, secondTry: false };
  }
  if (second === undefined) return { correct: false, secondTry: false };
  return { correct: readAndGrade(second, problem.answer, problem.options), secondTry: true };
}

/** Counts a category problem's outcome as online grading counts a decided one. */
async function countCategoryAnswer(
  trx: Transaction<Database>,
  bank: PracticeBank,
  visitorId: string,
  attempt: Extract<OfflineAttempt, { kind: 'category' }>,
  correct: boolean,
) {
  const id = problemId(attempt.category, attempt.seed);
  const row = bank.row(id);
  if (!row) throw notFound('Unknown problem', 'seed');
  // Attempts point at their problem's row, stored with its first answer.
  await trx
    .insertInto('practice_problems')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
  await trx
    .insertInto('practice_attempts')
    .values({ visitor_id: visitorId, problem_id: id, correct: correct ? 1 : 0 })
    .execute();
  await gradeUpsert(trx, visitorId, attempt.category, correct).executeTakeFirstOrThrow();
}

/**
 * Grades an offline attempt again and counts it, in one transaction that first claims its id: the
 * insert of (visitor, id) into `offline_attempts` does nothing when the id is there already (on
 * PostgreSQL a second transaction inserting the same key waits for the first to finish, then finds
 * it), and then nothing else is written and the earlier verdict is answered.
 */
export async function recordOfflineAttempt(
  db: Kysely<Database>,
  bank: PracticeBank,
  visitorId: string,
  attempt: OfflineAttempt,
  now: number,
): Promise<OfflineAttemptResult> {
  const problem =
    attempt.kind === 'skill' ? remakeSkillProblem(attempt) : remakeCategoryProblem(bank, attempt);
  const { correct, secondTry } = decide(attempt.answers, problem);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('offline_attempts')
      .values({
        visitor_id: visitorId,
        id: attempt.id,
        kind: attempt.kind,
        subject: attempt.kind === 'skill' ? attempt.skill : attempt.category,
        seed: attempt.seed,
        correct: correct ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['visitor_id', 'id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('offline_attempts')
        .select('correct')
        .where('visitor_id', '=', visitorId)
        .where('id', '=', attempt.id)
        .executeTakeFirstOrThrow();
      return { id: attempt.id, recorded: false, correct: Number(earlier.correct) === 1 };
    }
    if (attempt.kind === 'skill') {
      // A correct second try earns what one more hint level would, as online.
      const answer = {
        correct,
        hintsUsed: attempt.hintsUsed + (secondTry && correct ? 1 : 0),
        review: false,
        difficulty: attempt.difficulty as PracticeDifficulty,
      };
      await countSkillAnswer(
        trx,
        visitorId,
        skillNamed(attempt.skill),
        `offline:${attempt.id}`,
        answer,
        now,
      );
    } else {
      await countCategoryAnswer(trx, bank, visitorId, attempt, correct);
    }
    return { id: attempt.id, recorded: true, correct };
  });
}
