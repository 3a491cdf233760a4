/**
 * Problems answered while the browser was offline, counted once it is back online. The browser
 * made each problem with math-core from a seed the server handed out while it was online
 * (`offline-seeds.ts`: an attempt from any other seed is refused) and checked the answers itself;
 * here the problem is made again from what made it, the answers are graded again, and only this
 * verdict is counted, as an online answer would be. An attempt names no language: the browser
 * keeps each answer read into the solver's notation by the reader of the page it was typed on,
 * the one `?lang=` reads with online (a Spanish `2,5` is kept as 2.5, `x = 1; x = 2` as
 * `x = 1, x = 2`), since attempts are sent later, maybe from a page in another language; so the
 * answers are graded as written, and get the verdict the page showed.
 *
 * Each attempt carries an id the browser made: the first call with an id counts it, any later one
 * (a resend, another tab) finds it counted and counts nothing; a seed counts once, whatever the id.
 *
 * Offline credit is bounded: an answer counts at the skill's current difficulty at most (the
 * browser names the difficulty it made the problem at, but cannot claim a harder one than the
 * server would serve), and offline answers raise a skill's mastery level by at most
 * OFFLINE_LEVELS_PER_DAY a day (UTC): an answer that would raise it further is kept, its verdict
 * answered, but not counted (`credited: false`). A category problem counts once, online or offline.
 */
import {
  type MasteryLevel,
  masteryLevels,
  OFFLINE_LEVELS_PER_DAY,
  type OfflineAttempt,
  type OfflineAttemptResult,
  practiceDifficulties,
} from '@mathtools/contracts';
import type { PracticeDifficulty } from '@mathtools/math-core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Maths } from '../../maths/pool.js';
import { gradeUpsert } from '../progress/service.js';
import { countSkillAnswer, knownSkill, levelWith, skillStanding } from '../skills/service.js';
import { type PracticeBank, problemId } from './bank.js';
import { countOutcomeOnce, lockProgress } from './grade-commits.js';
import { checkOfflineSeed } from './offline-seeds.js';
import { type GradedProblem, gradedOf } from './read-answer.js';

const invalid = (message: string, field: string) =>
  new HttpError(400, 'validation_error', message, field);

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
async function remakeSkillProblem(
  maths: Maths,
  attempt: Extract<OfflineAttempt, { kind: 'skill' }>,
): Promise<GradedProblem> {
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
  const made = await maths.run('skillProblem', {
    skill: skill.id,
    seed: attempt.seed,
    difficulty: attempt.difficulty as PracticeDifficulty,
  });
  if (!made) throw invalid('This problem cannot be made again: it cannot count', 'seed');
  if (attempt.hintsUsed > made.hints.length)
    throw invalid(`This problem has ${made.hints.length} hint levels`, 'hintsUsed');
  return gradedOf(made);
}

async function remakeCategoryProblem(
  bank: PracticeBank,
  attempt: Extract<OfflineAttempt, { kind: 'category' }>,
): Promise<GradedProblem> {
  const id = problemId(attempt.category, attempt.seed);
  const problem = await bank.graded(id);
  if (!problem) throw notFound('Unknown problem', 'seed');
  return problem;
}

/**
 * Counts a category problem's outcome as online grading counts a decided one, unless the visitor's
 * progress counted this problem already; false then.
 */
async function countCategoryAnswer(
  trx: Transaction<Database>,
  bank: PracticeBank,
  visitorId: string,
  attempt: Extract<OfflineAttempt, { kind: 'category' }>,
  correct: boolean,
): Promise<boolean> {
  const id = problemId(attempt.category, attempt.seed);
  const row = await bank.row(id);
  if (!row) throw notFound('Unknown problem', 'seed');
  await lockProgress(trx, visitorId, attempt.category);
  if (!(await countOutcomeOnce(trx, visitorId, id))) return false;
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
  return true;
}

const easier = (a: PracticeDifficulty, b: PracticeDifficulty): PracticeDifficulty =>
  practiceDifficulties.indexOf(a) <= practiceDifficulties.indexOf(b) ? a : b;

/**
 * Whether going from `before` to `after` is a level gained; the first answer's step from not
 * started to attempted (any answer takes it) is not.
 */
const gained = (before: MasteryLevel, after: MasteryLevel) =>
  masteryLevels.indexOf(after) > Math.max(masteryLevels.indexOf(before), 1);

/**
 * Counts a skill's offline answer within the day's offline credit, in the caller's transaction;
 * false when it was kept without credit. The day's row of `offline_credit` is taken first (on
 * PostgreSQL its lock), so offline answers of one skill are weighed one at a time.
 */
async function countSkillAnswerOffline(
  trx: Transaction<Database>,
  visitorId: string,
  attempt: Extract<OfflineAttempt, { kind: 'skill' }>,
  answer: { correct: boolean; hintsUsed: number },
  now: number,
): Promise<boolean> {
  const skill = skillNamed(attempt.skill);
  const day = new Date(now).toISOString().slice(0, 10);
  const credit = await trx
    .insertInto('offline_credit')
    .values({ visitor_id: visitorId, skill: skill.id, day, levels: 0 })
    .onConflict((oc) =>
      oc
        .columns(['visitor_id', 'skill', 'day'])
        .doUpdateSet((eb) => ({ levels: eb.ref('offline_credit.levels') })),
    )
    .returning('levels')
    .executeTakeFirstOrThrow();
  const standing = await skillStanding(trx, visitorId, skill.id);
  const counted = {
    ...answer,
    review: false,
    difficulty: easier(attempt.difficulty as PracticeDifficulty, standing.difficulty),
  };
  if (
    Number(credit.levels) >= OFFLINE_LEVELS_PER_DAY &&
    gained(standing.level, await levelWith(trx, visitorId, skill.id, counted))
  )
    return false;
  const { previousLevel, progress } = await countSkillAnswer(
    trx,
    visitorId,
    skill,
    `offline:${attempt.id}`,
    counted,
    now,
  );
  if (gained(previousLevel, progress.level))
    await trx
      .updateTable('offline_credit')
      .set((eb) => ({ levels: eb(eb.ref('levels'), '+', 1) }))
      .where('visitor_id', '=', visitorId)
      .where('skill', '=', skill.id)
      .where('day', '=', day)
      .execute();
  return true;
}

/**
 * Grades an offline attempt again and counts it, in one transaction that first claims its id and
 * its seed: the insert into `offline_attempts` does nothing when the id (or the seed of its batch)
 * is there already (on PostgreSQL a second transaction inserting the same key waits for the first
 * to finish, then finds it). The same id then answers the earlier verdict; the same seed under
 * another id is 409 `conflict`. `seedKey` checks the seed was handed out (400 otherwise).
 */
export async function recordOfflineAttempt(
  db: Kysely<Database>,
  maths: Maths,
  bank: PracticeBank,
  seedKey: Buffer,
  visitorId: string,
  attempt: OfflineAttempt,
  now: number,
): Promise<OfflineAttemptResult> {
  const problem =
    attempt.kind === 'skill'
      ? await remakeSkillProblem(maths, attempt)
      : await remakeCategoryProblem(bank, attempt);
  const batch = checkOfflineSeed(seedKey, visitorId, attempt, now);
  const { correct, secondTry } = await maths.run('decideAnswers', {
    answers: attempt.answers,
    problem,
    lang: attempt.lang,
  });
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('offline_attempts')
      .values({
        visitor_id: visitorId,
        id: attempt.id,
        kind: attempt.kind,
        subject: attempt.kind === 'skill' ? attempt.skill : attempt.category,
        seed: attempt.seed,
        batch,
        correct: correct ? 1 : 0,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('offline_attempts')
        .select(['correct', 'credited'])
        .where('visitor_id', '=', visitorId)
        .where('id', '=', attempt.id)
        .executeTakeFirst();
      if (!earlier)
        throw new HttpError(409, 'conflict', 'This problem has already been counted', 'seed');
      return {
        id: attempt.id,
        recorded: false,
        correct: Number(earlier.correct) === 1,
        credited: Number(earlier.credited) === 1,
      };
    }
    const credited =
      attempt.kind === 'skill'
        ? await countSkillAnswerOffline(
            trx,
            visitorId,
            attempt,
            // A correct second try earns what one more hint level would, as online.
            { correct, hintsUsed: attempt.hintsUsed + (secondTry && correct ? 1 : 0) },
            now,
          )
        : await countCategoryAnswer(trx, bank, visitorId, attempt, correct);
    if (!credited)
      await trx
        .updateTable('offline_attempts')
        .set({ credited: 0 })
        .where('visitor_id', '=', visitorId)
        .where('id', '=', attempt.id)
        .execute();
    return { id: attempt.id, recorded: true, correct, credited };
  });
}
