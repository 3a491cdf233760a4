/**
 * Practice by skill, per visitor: problems served at the visitor's difficulty, hints counted,
 * answers graded against the stored problem, and the mastery level, next difficulty and review
 * schedule updated by math-core's rules (`skillMastery`, `nextDifficulty`, `scheduleReview`,
 * `pickReviewSet`). The clock is an argument (`now`, milliseconds), as in math-core.
 *
 * A served problem is a row of `skill_problems` holding the seed math-core made it from and the
 * answer it is graded against; it is answered once, with one more try after a wrong answer (a
 * problem replaced while it waits for that try counts as missed). Serving a skill's next problem
 * replaces the visitor's previous one of that skill, and a review session replaces the previous
 * session's, so a visitor never holds more than one open problem per skill plus one session.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  FREE_PREMIUM_PROBLEMS_PER_MONTH,
  type MasteryLevel,
  type PracticeCategory,
  type PracticeLanguageCode,
  practiceCategories,
  type SkillProblem as ServedProblem,
  type SkillGradeResponse,
  type SkillHint,
  type SkillList,
  type SkillProgress,
  type SkillSummary,
} from '@mathtools/contracts';
import {
  answerCredit,
  nextDifficulty,
  type PracticeAttempt,
  type PracticeDifficulty,
  pickReviewSet,
  type ReviewState,
  type SkillInfo,
  type SkillProblem,
  scheduleReview,
  skillMastery,
} from '@mathtools/math-core';
import { allSkills } from '@mathtools/premium-skills';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, SkillProblemTable, SkillProgressTable } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Maths } from '../../maths/pool.js';
import { PENDING_TRY } from '../practice/grade-commits.js';
import { questionParts } from '../practice/make-problem.js';
import { gradedOf } from '../practice/read-answer.js';
import {
  cappedIncrement,
  getProgress,
  gradeUpsert,
  toProgress as toCategoryProgress,
} from '../progress/service.js';
import { ownedPackIds } from '../purchases/service.js';
import { freeProblemsOf, takeFreeProblem } from './free-problems.js';
import { skillsIn } from './listed.js';

/**
 * The answers a skill's mastery is computed from: the latest 200. The score weighs each older
 * answer 0.8 times the next, so the 200th counts 0.8^199 ≈ 5·10⁻²⁰ of the newest; the window
 * keeps the work per answer bounded however long a visitor practises.
 */
export const MASTERY_WINDOW = 200;
/** Problems in a review session. */
export const REVIEW_SESSION_SIZE = 10;
/** Seeds stay below 2^31 so they fit a PostgreSQL integer. */
const SEED_LIMIT = 2 ** 31 - 1;
/** New seeds tried before a problem may repeat one the visitor was just shown. */
const FRESH_TRIES = 8;

type ProgressRow = Selectable<SkillProgressTable>;
type ProblemRow = Selectable<SkillProblemTable>;

const skillsById = new Map<string, SkillInfo>(allSkills().map((s) => [s.id, s]));

/** A free skill, or a premium one that one of `owned` (pack ids) unlocks. */
const unlocks = (skill: SkillInfo, owned: ReadonlySet<string>) =>
  !skill.premium || skill.packs.some((p) => owned.has(p));

/** The skill a request names; an unknown id is 404. */
export function knownSkill(id: string): SkillInfo {
  const skill = skillsById.get(id);
  if (!skill) throw notFound('Unknown skill', 'skillId');
  return skill;
}

/** True when the visitor may practise the skill as its own: free, or unlocked by a pack it owns. */
async function ownsSkill(
  db: Kysely<Database>,
  visitorId: string,
  skill: SkillInfo,
  now: number,
): Promise<boolean> {
  return !skill.premium || unlocks(skill, await ownedPackIds(db, visitorId, now));
}

const notOwned = () =>
  new HttpError(403, 'not_owned', 'This skill is part of a premium pack you do not own', 'skillId');

const allowanceUsed = (resetsAt: string) =>
  new HttpError(
    403,
    'not_owned',
    `This month's ${FREE_PREMIUM_PROBLEMS_PER_MONTH} free premium problems are used up; they come back on ${resetsAt.slice(0, 10)}. The pack, or a Pro or Master trial, unlocks this skill.`,
    'skillId',
  );

const isAccessible = (id: string, owned: ReadonlySet<string>) => {
  const skill = skillsById.get(id);
  return skill !== undefined && unlocks(skill, owned);
};

const NOT_STARTED: SkillProgress = {
  attempts: 0,
  correct: 0,
  level: 'not-started',
  score: 0,
  difficulty: 'Easy',
  reviewDueAt: null,
  reviewIntervalDays: null,
};

const dueAt = (row: Pick<ProgressRow, 'review_due_at'>) =>
  row.review_due_at === null ? null : Number(row.review_due_at);

function toProgress(row: ProgressRow | undefined): SkillProgress {
  if (!row) return NOT_STARTED;
  return {
    attempts: Number(row.attempts),
    correct: Number(row.correct),
    level: row.level as MasteryLevel,
    score: Number(row.score),
    difficulty: row.difficulty as PracticeDifficulty,
    reviewDueAt: dueAt(row),
    reviewIntervalDays: row.review_interval_days === null ? null : Number(row.review_interval_days),
  };
}

/** The skill's problem from `seed` at `difficulty`, made in the maths pool (in `lang`, if given). */
async function generate(
  maths: Maths,
  skill: string,
  seed: number,
  difficulty: PracticeDifficulty,
  lang?: PracticeLanguageCode,
): Promise<SkillProblem> {
  const made = await maths.run('skillProblem', { skill, seed, difficulty, lang });
  if (!made) throw new Error(`math-core could not generate ${skill} #${seed}`);
  return made;
}

/**
 * A problem as the visitor reads it: the English one the server keeps and grades (its answer is
 * the same in every language), or the same problem written in `lang`, the page's language.
 */
const shownIn = (
  maths: Maths,
  skill: string,
  seed: number,
  problem: SkillProblem,
  lang: PracticeLanguageCode | undefined,
): Promise<SkillProblem> =>
  lang === undefined || lang === 'en'
    ? Promise.resolve(problem)
    : generate(maths, skill, seed, problem.difficulty, lang);

/** A new problem of the skill at `difficulty`, whose question is not in `avoid` if it can help it. */
async function freshProblem(
  maths: Maths,
  skill: string,
  difficulty: PracticeDifficulty,
  avoid: Set<string>,
) {
  let seed = randomInt(SEED_LIMIT);
  let problem = await generate(maths, skill, seed, difficulty);
  for (let i = 1; i < FRESH_TRIES && avoid.has(problem.question); i++) {
    seed = randomInt(SEED_LIMIT);
    problem = await generate(maths, skill, seed, difficulty);
  }
  avoid.add(problem.question);
  return { seed, problem };
}

function served(
  id: string,
  skill: SkillInfo,
  problem: SkillProblem,
  review: boolean,
  names: ReadonlyMap<string, SkillInfo> | undefined,
): ServedProblem {
  return {
    id,
    skill: skill.id,
    skillName: names?.get(skill.id)?.title ?? skill.title,
    category: skill.category,
    difficulty: problem.difficulty,
    question: problem.question,
    ...questionParts(problem),
    questionMathml: problem.questionMathml,
    hintLevels: problem.hints.length,
    review,
  };
}

async function progressRows(db: Kysely<Database>, visitorId: string): Promise<ProgressRow[]> {
  return db.selectFrom('skill_progress').selectAll().where('visitor_id', '=', visitorId).execute();
}

/** Every skill's name and description written in `lang` (see `skillsIn`); none for English. */
const skillWords = (
  lang: PracticeLanguageCode | undefined,
): Promise<ReadonlyMap<string, SkillInfo>> | undefined =>
  lang === undefined || lang === 'en' ? undefined : skillsIn(lang);

/**
 * Every skill with this visitor's progress, and how many of their skills are due for review.
 * `options.lang` is the page's language, which the skills' names and descriptions are written in
 * (English without it).
 */
export async function skillList(
  db: Kysely<Database>,
  visitorId: string,
  now: number,
  options: { lang?: PracticeLanguageCode | undefined } = {},
): Promise<SkillList> {
  const [progress, owned, written] = await Promise.all([
    progressRows(db, visitorId),
    ownedPackIds(db, visitorId, now),
    skillWords(options.lang),
  ]);
  const rows = new Map(progress.map((r) => [r.skill, r]));
  const skills: SkillSummary[] = [...skillsById.values()].map((s) => ({
    id: s.id,
    category: s.category,
    name: written?.get(s.id)?.title ?? s.title,
    description: written?.get(s.id)?.description ?? s.description,
    premium: s.premium,
    packs: s.packs,
    owned: unlocks(s, owned),
    difficulties: s.levels,
    hintLevels: s.hintLevels,
    progress: toProgress(rows.get(s.id)),
  }));
  const reviewDue = [...rows.values()].filter((r) => {
    const due = dueAt(r);
    return due !== null && due <= now && isAccessible(r.skill, owned);
  }).length;
  return { skills, reviewDue };
}

/**
 * The visitor's next problem of a skill, at the difficulty their answers have reached. It replaces
 * their previous practice problem of the skill (answered or not) and differs from it. It is kept
 * and graded in English, and served written in `options.lang`, the page's language, with the
 * skill's name in it.
 */
export async function serveSkillProblem(
  db: Kysely<Database>,
  maths: Maths,
  visitorId: string,
  skill: SkillInfo,
  now: number,
  options: { lang?: PracticeLanguageCode | undefined } = {},
): Promise<ServedProblem> {
  // A premium skill a visitor who owns nothing does not own is served from the Free tier's
  // monthly allowance; one who owns a pack or plan practises what it owns.
  const owned = await ownedPackIds(db, visitorId, now);
  const sample = !unlocks(skill, owned);
  if (sample && owned.size > 0) throw notOwned();
  const [progress, previous] = await Promise.all([
    db
      .selectFrom('skill_progress')
      .select('difficulty')
      .where('visitor_id', '=', visitorId)
      .where('skill', '=', skill.id)
      .executeTakeFirst(),
    db
      .selectFrom('skill_problems')
      .select(['seed', 'difficulty'])
      .where('visitor_id', '=', visitorId)
      .where('skill', '=', skill.id)
      .where('review', '=', 0)
      .execute(),
  ]);
  const avoid = new Set(
    await Promise.all(
      previous.map(
        async (p) =>
          (await generate(maths, skill.id, p.seed, p.difficulty as PracticeDifficulty)).question,
      ),
    ),
  );
  const difficulty = (progress?.difficulty ?? 'Easy') as PracticeDifficulty;
  const { seed, problem } = await freshProblem(maths, skill.id, difficulty, avoid);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (sample && !(await takeFreeProblem(trx, visitorId, now)))
      throw allowanceUsed((await freeProblemsOf(trx, visitorId, now)).resetsAt);
    const left = await trx
      .selectFrom('skill_problems')
      .select(['id', 'skill', 'difficulty', 'review'])
      .where('visitor_id', '=', visitorId)
      .where('skill', '=', skill.id)
      .where('review', '=', 0)
      .where('answered', '=', PENDING_TRY)
      .execute();
    await countLeftProblems(trx, visitorId, left, now);
    await trx
      .deleteFrom('skill_problems')
      .where('visitor_id', '=', visitorId)
      .where('skill', '=', skill.id)
      .where('review', '=', 0)
      .execute();
    await trx
      .insertInto('skill_problems')
      .values({ ...problemRow(id, visitorId, skill, seed, problem, false), sample: sample ? 1 : 0 })
      .execute();
  });
  const [shown, names] = await Promise.all([
    shownIn(maths, skill.id, seed, problem, options.lang),
    skillWords(options.lang),
  ]);
  return served(id, skill, shown, false, names);
}

function problemRow(
  id: string,
  visitorId: string,
  skill: SkillInfo,
  seed: number,
  problem: SkillProblem,
  review: boolean,
) {
  return {
    id,
    visitor_id: visitorId,
    skill: skill.id,
    seed,
    difficulty: problem.difficulty,
    answer: problem.answer,
    decimals: problem.decimals ?? null,
    review: review ? 1 : 0,
  };
}

/**
 * A review session: problems of the visitor's skills whose review is due, interleaved by
 * `pickReviewSet`, each at the skill's current difficulty. It replaces the previous session's
 * problems. `nextDueAt` is when the earliest skill not due yet falls due.
 */
export async function serveReview(
  db: Kysely<Database>,
  maths: Maths,
  visitorId: string,
  now: number,
  options: { lang?: PracticeLanguageCode | undefined } = {},
): Promise<{ due: number; problems: ServedProblem[]; nextDueAt: number | null }> {
  const [progress, owned] = await Promise.all([
    progressRows(db, visitorId),
    ownedPackIds(db, visitorId, now),
  ]);
  const candidates = progress.flatMap((r) => {
    const due = dueAt(r);
    if (due === null || r.review_interval_days === null || !isAccessible(r.skill, owned)) return [];
    return [
      {
        skill: r.skill,
        dueAt: due,
        intervalDays: Number(r.review_interval_days),
        difficulty: r.difficulty as PracticeDifficulty,
      },
    ];
  });
  const picked = pickReviewSet(candidates, now, { count: REVIEW_SESSION_SIZE });
  if (!picked.ok) throw new Error(`pickReviewSet: ${picked.error.message}`);
  const later = candidates.filter((c) => c.dueAt > now).map((c) => c.dueAt);
  const avoid = new Set<string>();
  // One after the other: each avoids the questions of those before it.
  const made: { id: string; skill: SkillInfo; seed: number; problem: SkillProblem }[] = [];
  for (const item of picked.value) {
    const skill = skillsById.get(item.skill) as SkillInfo;
    made.push({
      id: randomUUID(),
      skill,
      ...(await freshProblem(maths, skill.id, item.difficulty, avoid)),
    });
  }
  await db.transaction().execute(async (trx) => {
    const left = await trx
      .selectFrom('skill_problems')
      .select(['id', 'skill', 'difficulty', 'review'])
      .where('visitor_id', '=', visitorId)
      .where('review', '=', 1)
      .where('answered', '=', PENDING_TRY)
      .execute();
    await countLeftProblems(trx, visitorId, left, now);
    await trx
      .deleteFrom('skill_problems')
      .where('visitor_id', '=', visitorId)
      .where('review', '=', 1)
      .execute();
    if (made.length > 0)
      await trx
        .insertInto('skill_problems')
        .values(made.map((m) => problemRow(m.id, visitorId, m.skill, m.seed, m.problem, true)))
        .execute();
  });
  const names = await skillWords(options.lang);
  const shown = await Promise.all(
    made.map((m) => shownIn(maths, m.skill.id, m.seed, m.problem, options.lang)),
  );
  return {
    due: candidates.length - later.length,
    problems: made.map((m, i) => served(m.id, m.skill, shown[i] ?? m.problem, true, names)),
    nextDueAt: later.length > 0 ? Math.min(...later) : null,
  };
}

const alreadyAnswered = () =>
  new HttpError(409, 'conflict', 'This problem has already been answered', 'problemId');

/**
 * The visitor's unanswered problem `problemId` of `skill`, with the math-core problem it was made
 * from. A premium skill the visitor does not own is 403, unless the problem was served from the
 * Free tier's allowance. Another visitor's problem, one replaced since, or one of another skill is
 * unknown here (404); one already answered is a 409.
 */
async function openProblem(
  db: Kysely<Database>,
  maths: Maths,
  visitorId: string,
  skill: SkillInfo,
  problemId: string,
  now: number,
): Promise<{ row: ProblemRow; problem: SkillProblem }> {
  const row = await db
    .selectFrom('skill_problems')
    .selectAll()
    .where('id', '=', problemId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  const sample = row !== undefined && row.skill === skill.id && Number(row.sample) === 1;
  if (!sample && !(await ownsSkill(db, visitorId, skill, now))) throw notOwned();
  if (!row) throw notFound('Unknown problem: ask for a new one', 'problemId');
  if (row.skill !== skill.id) throw notFound('This problem is not one of this skill', 'problemId');
  if (Number(row.answered) === 1) throw alreadyAnswered();
  const problem = await generate(maths, skill.id, row.seed, row.difficulty as PracticeDifficulty);
  // A server update that changed the generator would make the seed give another problem.
  if (problem.answer !== row.answer)
    throw notFound('Unknown problem: ask for a new one', 'problemId');
  return { row, problem };
}

/** Hint `level` of an open problem; the highest level asked for is recorded for grading. */
export async function giveHint(
  db: Kysely<Database>,
  maths: Maths,
  visitorId: string,
  skill: SkillInfo,
  problemId: string,
  level: number,
  now: number,
  options: { lang?: PracticeLanguageCode | undefined } = {},
): Promise<SkillHint> {
  const { row, problem: english } = await openProblem(db, maths, visitorId, skill, problemId, now);
  const problem = await shownIn(maths, skill.id, row.seed, english, options.lang);
  const hint = problem.hints[level - 1];
  if (!hint)
    throw new HttpError(
      400,
      'validation_error',
      `This problem has ${problem.hints.length} hint levels`,
      'level',
    );
  const recorded = await db
    .updateTable('skill_problems')
    .set((eb) => ({
      hints_used: eb
        .case()
        .when('hints_used', '<', level)
        .then(level)
        .else(eb.ref('hints_used'))
        .end(),
    }))
    .where('id', '=', problemId)
    .where('visitor_id', '=', visitorId)
    .where('answered', 'in', [0, PENDING_TRY])
    .returning('hints_used')
    .executeTakeFirst();
  if (!recorded) throw alreadyAnswered();
  return {
    level,
    text: hint.text,
    mathml: hint.mathml,
    hintsUsed: Number(recorded.hints_used),
    hintLevels: problem.hints.length,
  };
}

/** The practice category a skill's answers count in (the progress card's), if it has one. */
const categoryOf = (skill: SkillInfo): PracticeCategory | undefined =>
  (practiceCategories as readonly string[]).includes(skill.category)
    ? (skill.category as PracticeCategory)
    : undefined;

/**
 * Grades an answer to an open problem and updates the visitor's progress, in one transaction.
 * An answer math-core cannot read is refused first (400 `unreadable_answer`): nothing is stored
 * and the problem stays open. A wrong first answer leaves one more try: the problem is marked
 * so (`answered` = PENDING_TRY, by a conditional update, so of answers sent at once one counts
 * and the others get 409), nothing is counted and the solution is held back; the common mistake
 * that explains the answer comes with it when one does (`mistake`, math-core's `explainAnswer` on
 * the problem made again from its stored seed). The problem's outcome, a correct answer or a
 * second wrong one, is then counted (with the solution, never a `mistake`):
 * 1. the problem is marked answered by a conditional update on the state it was read in, so of
 *    answers sent at once exactly one counts and the others get 409; the hint levels recorded by
 *    then come back with it;
 * 2. the skill's counters are incremented by one upsert computed by the database (`x = x + 1`),
 *    which also takes the row's lock, so answers to several problems of one skill are counted
 *    one after the other and none is lost;
 * 3. the answer is stored, numbered by that increment; a correct second try is stored with one
 *    hint level more than was opened, so it earns the credit of a hinted answer (math-core's
 *    mastery rules: 0.75 or 0.5, not a clean answer, the difficulty stays);
 * 4. mastery (`skillMastery` over the latest MASTERY_WINDOW answers), the next difficulty
 *    (`nextDifficulty`) and the review schedule (`scheduleReview`) are computed and stored;
 * 5. the outcome counts in the progress of the skill's practice category (streak and problems
 *    completed, as a category answer does); a skill outside the three categories has no such
 *    progress and counts in its own only.
 *
 * The review schedule starts with the skill's first correct answer; after that only review
 * answers move it, and only while the skill is due, so the second problem of a skill in one
 * session does not stretch the interval again. A wrong review answer drops the level a step
 * (`skillMastery`'s rule for a skill that has faded).
 *
 * `options.lang` is the page's language, which a wrong answer's mistake is said in (English
 * without it).
 */
export async function gradeSkillAnswer(
  db: Kysely<Database>,
  maths: Maths,
  visitorId: string,
  skill: SkillInfo,
  problemId: string,
  answer: string,
  now: number,
  options: { lang?: PracticeLanguageCode | undefined } = {},
): Promise<SkillGradeResponse> {
  const { row, problem } = await openProblem(db, maths, visitorId, skill, problemId, now);
  const { correct, mistake } = await maths.run('gradeAnswer', {
    answer,
    problem: gradedOf(problem),
    explain: Number(row.answered) !== PENDING_TRY,
    lang: options.lang,
  });
  const review = Number(row.review) === 1;
  const difficulty = row.difficulty as PracticeDifficulty;
  const state = Number(row.answered);
  const secondTry = state === PENDING_TRY;
  const category = categoryOf(skill);
  const base = { correct, secondTry, review, skill: skill.id };

  if (!correct && !secondTry) {
    // The first wrong answer: one more try, nothing counted; explained (in the pool, before the
    // transaction, which holds SQLite's one connection) when a common mistake explains it.
    return db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable('skill_problems')
        .set({ answered: PENDING_TRY })
        .where('id', '=', problemId)
        .where('visitor_id', '=', visitorId)
        .where('answered', '=', 0)
        .returning('hints_used')
        .executeTakeFirst();
      if (!marked) throw alreadyAnswered();
      const current = await trx
        .selectFrom('skill_progress')
        .selectAll()
        .where('visitor_id', '=', visitorId)
        .where('skill', '=', skill.id)
        .executeTakeFirst();
      const progress = toProgress(current);
      return {
        ...base,
        retry: true,
        ...(mistake ? { mistake } : {}),
        credit: 0,
        hintsUsed: Number(marked.hints_used),
        previousLevel: progress.level,
        progress,
        ...(category
          ? {
              categoryProgress: { category, progress: await getProgress(trx, visitorId, category) },
            }
          : {}),
      };
    });
  }

  const result = await db
    .transaction()
    .execute((trx) =>
      countOutcome(
        trx,
        visitorId,
        skill,
        { id: problemId, state, difficulty, review },
        correct,
        now,
      ),
    );
  // The solution as the visitor reads it, in the page's language.
  const shown = await shownIn(maths, skill.id, row.seed, problem, options.lang);
  return {
    ...base,
    retry: false,
    credit: answerCredit({ correct, hintsUsed: result.counted }),
    hintsUsed: result.hintsUsed,
    correctAnswer: shown.answer,
    correctAnswerMathml: shown.answerMathml,
    steps: shown.steps,
    explanation: shown.explanation,
    previousLevel: result.previousLevel,
    progress: result.progress,
    ...(result.categoryProgress ? { categoryProgress: result.categoryProgress } : {}),
  };
}

/** An open problem whose outcome is counted: its id, `answered` as read, difficulty and kind. */
interface Decided {
  id: string;
  state: number;
  difficulty: PracticeDifficulty;
  review: boolean;
}

/**
 * Counts a problem's outcome, in the caller's transaction (steps 1–5 of `gradeSkillAnswer`): the
 * problem is marked answered if it is still in the state it was read in (else 409), then the
 * answer is counted in the skill, its mastery, difficulty and review, and the category.
 */
async function countOutcome(
  trx: Transaction<Database>,
  visitorId: string,
  skill: SkillInfo,
  problem: Decided,
  correct: boolean,
  now: number,
) {
  const claimed = await trx
    .updateTable('skill_problems')
    .set({ answered: 1 })
    .where('id', '=', problem.id)
    .where('visitor_id', '=', visitorId)
    .where('answered', '=', problem.state)
    .returning('hints_used')
    .executeTakeFirst();
  if (!claimed) throw alreadyAnswered();
  const hintsUsed = Number(claimed.hints_used);
  // A correct second try earns what one more hint level would.
  const counted = hintsUsed + (problem.state === PENDING_TRY && correct ? 1 : 0);
  const answer = {
    correct,
    hintsUsed: counted,
    review: problem.review,
    difficulty: problem.difficulty,
  };
  return {
    hintsUsed,
    counted,
    ...(await countSkillAnswer(trx, visitorId, skill, problem.id, answer, now)),
  };
}

/**
 * Counts a decided answer of a skill, in the caller's transaction (steps 2–5 of
 * `gradeSkillAnswer`): the skill's counters, the stored answer (`answer.hintsUsed` is the credit
 * it is stored with), mastery, next difficulty and review, and the category's progress.
 */
export async function countSkillAnswer(
  trx: Transaction<Database>,
  visitorId: string,
  skill: SkillInfo,
  problemId: string,
  answer: Answer,
  now: number,
) {
  const before = await countAnswer(trx, visitorId, skill.id, answer.correct);
  await trx
    .insertInto('skill_attempts')
    .values({
      visitor_id: visitorId,
      skill: skill.id,
      seq: Number(before.answers),
      problem_id: problemId,
      correct: answer.correct ? 1 : 0,
      difficulty: answer.difficulty,
      hints_used: answer.hintsUsed,
      review: answer.review ? 1 : 0,
    })
    .execute();
  const progress = await assess(trx, before, answer, now);
  const category = categoryOf(skill);
  const categoryProgress =
    category === undefined
      ? undefined
      : {
          category,
          progress: toCategoryProgress(
            await gradeUpsert(trx, visitorId, category, answer.correct).executeTakeFirstOrThrow(),
          ),
        };
  return { previousLevel: before.level as MasteryLevel, progress, categoryProgress };
}

/**
 * Counts as missed the visitor's problems about to be replaced (by a new problem of the skill or
 * a new review session) that were answered wrong once: a problem left after its first wrong
 * answer is a miss, so a second try cannot be skipped for free.
 */
async function countLeftProblems(
  trx: Transaction<Database>,
  visitorId: string,
  rows: Pick<ProblemRow, 'id' | 'skill' | 'difficulty' | 'review'>[],
  now: number,
) {
  for (const row of rows) {
    const skill = skillsById.get(row.skill);
    if (!skill) continue;
    await countOutcome(
      trx,
      visitorId,
      skill,
      {
        id: row.id,
        state: PENDING_TRY,
        difficulty: row.difficulty as PracticeDifficulty,
        review: Number(row.review) === 1,
      },
      false,
      now,
    );
  }
}

/** Counts one answer in the skill's row (created on the first); the row as it is after it. */
function countAnswer(
  trx: Transaction<Database>,
  visitorId: string,
  skill: string,
  correct: boolean,
): Promise<ProgressRow> {
  return trx
    .insertInto('skill_progress')
    .values({ visitor_id: visitorId, skill, answers: 1, attempts: 1, correct: correct ? 1 : 0 })
    .onConflict((oc) =>
      oc.columns(['visitor_id', 'skill']).doUpdateSet((eb) => ({
        answers: eb(eb.ref('skill_progress.answers'), '+', 1),
        attempts: cappedIncrement('skill_progress.attempts'),
        ...(correct ? { correct: cappedIncrement('skill_progress.correct') } : {}),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface Answer {
  correct: boolean;
  hintsUsed: number;
  review: boolean;
  difficulty: PracticeDifficulty;
}

/** The skill's latest MASTERY_WINDOW answers, oldest first, as math-core's mastery rules take them. */
async function recentAnswers(
  trx: Transaction<Database>,
  visitorId: string,
  skill: string,
): Promise<PracticeAttempt[]> {
  const recent = await trx
    .selectFrom('skill_attempts')
    .select(['correct', 'difficulty', 'hints_used', 'review'])
    .where('visitor_id', '=', visitorId)
    .where('skill', '=', skill)
    .orderBy('seq', 'desc')
    .limit(MASTERY_WINDOW)
    .execute();
  return recent.reverse().map((a) => ({
    correct: Number(a.correct) === 1,
    difficulty: a.difficulty as PracticeDifficulty,
    hintsUsed: Number(a.hints_used),
    review: Number(a.review) === 1,
  }));
}

/** The skill's stored level and the difficulty its next problem is served at. */
export async function skillStanding(
  trx: Transaction<Database>,
  visitorId: string,
  skill: string,
): Promise<{ level: MasteryLevel; difficulty: PracticeDifficulty }> {
  const row = await trx
    .selectFrom('skill_progress')
    .select(['level', 'difficulty'])
    .where('visitor_id', '=', visitorId)
    .where('skill', '=', skill)
    .executeTakeFirst();
  return {
    level: (row?.level ?? 'not-started') as MasteryLevel,
    difficulty: (row?.difficulty ?? 'Easy') as PracticeDifficulty,
  };
}

/** The level the skill's answers would support with `answer` counted too (nothing is written). */
export async function levelWith(
  trx: Transaction<Database>,
  visitorId: string,
  skill: string,
  answer: Answer,
): Promise<MasteryLevel> {
  const recent = await recentAnswers(trx, visitorId, skill);
  const mastery = skillMastery([...recent, answer].slice(-MASTERY_WINDOW));
  if (!mastery.ok) throw new Error(`mastery rules refused stored answers of ${skill}`);
  return mastery.value.level;
}

/** Mastery, next difficulty and review schedule after `answer`, stored in the skill's row. */
async function assess(
  trx: Transaction<Database>,
  row: ProgressRow,
  answer: Answer,
  now: number,
): Promise<SkillProgress> {
  const mastery = skillMastery(await recentAnswers(trx, row.visitor_id, row.skill));
  const next = nextDifficulty(answer.difficulty, answer);
  if (!mastery.ok || !next.ok)
    throw new Error(`mastery rules refused stored answers of ${row.skill}`);

  const previous: ReviewState | null =
    row.review_interval_days === null || row.review_due_at === null
      ? null
      : {
          intervalDays: Number(row.review_interval_days),
          dueAt: Number(row.review_due_at),
          streak: Number(row.review_streak),
        };
  const reschedule = previous === null ? answer.correct : answer.review && previous.dueAt <= now;
  let schedule = previous;
  if (reschedule) {
    const made = scheduleReview(previous, answer, now);
    if (!made.ok) throw new Error(`scheduleReview: ${made.error.message}`);
    schedule = made.value;
  }

  const updated = await trx
    .updateTable('skill_progress')
    .set({
      level: mastery.value.level,
      score: mastery.value.score,
      difficulty: next.value,
      review_interval_days: schedule?.intervalDays ?? null,
      review_due_at: schedule?.dueAt ?? null,
      review_streak: schedule?.streak ?? 0,
      updated_at: sql`CURRENT_TIMESTAMP`,
    })
    .where('visitor_id', '=', row.visitor_id)
    .where('skill', '=', row.skill)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProgress(updated);
}
