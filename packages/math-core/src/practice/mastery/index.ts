/**
 * Mastery, adaptive difficulty and spaced review as pure functions: the caller stores the answers
 * and review states, passes the clock in (`now`, milliseconds since the epoch) and gets the same
 * result for the same arguments every time.
 */
import { fail } from '../../_lib/result';
import type { Result } from '../../types';
import type { PracticeDifficulty } from '../generateProblem';

export type MasteryLevel = 'not-started' | 'attempted' | 'familiar' | 'proficient' | 'mastered';

/** The levels from lowest to highest. */
export const MASTERY_LEVELS: readonly MasteryLevel[] = [
  'not-started',
  'attempted',
  'familiar',
  'proficient',
  'mastered',
];

/** One answer to a problem of a skill. */
export interface PracticeAttempt {
  correct: boolean;
  difficulty: PracticeDifficulty;
  /** Hint levels opened before answering; 0 or absent for none. */
  hintsUsed?: number;
  /** True when the answer was part of a review session. */
  review?: boolean;
}

export interface SkillMastery {
  level: MasteryLevel;
  /** Recent accuracy weighted by difficulty, 0–100. */
  score: number;
  attempts: number;
}

export interface ReviewState {
  /** Days from the last review to the next one. */
  intervalDays: number;
  /** When the skill is next due, in milliseconds since the epoch. */
  dueAt: number;
  /** Successful reviews in a row. */
  streak: number;
}

export interface ReviewCandidate {
  skill: string;
  dueAt: number;
  intervalDays: number;
  /** The difficulty to review at (from `nextDifficulty`); Medium when absent. */
  difficulty?: PracticeDifficulty;
}

export interface ReviewItem {
  skill: string;
  difficulty: PracticeDifficulty;
}

const DIFFICULTIES: readonly PracticeDifficulty[] = ['Easy', 'Medium', 'Hard'];
/** Harder problems count more: a Hard answer weighs as much as three Easy ones. */
const WEIGHT: Record<PracticeDifficulty, number> = { Easy: 1, Medium: 2, Hard: 3 };
/** Each older answer counts 0.8 times as much as the one after it. */
const DECAY = 0.8;
const DAY = 86_400_000;
export const MAX_REVIEW_DAYS = 180;
/** The last moment a JavaScript Date can hold, in milliseconds from 1970 (either way). */
const LAST_DATE_MS = 8.64e15;
const MAX_ATTEMPTS = 100_000;

const isAttempt = (a: unknown): a is PracticeAttempt => {
  if (typeof a !== 'object' || a === null) return false;
  const { correct, difficulty, hintsUsed, review } = a as Record<string, unknown>;
  return (
    typeof correct === 'boolean' &&
    DIFFICULTIES.includes(difficulty as PracticeDifficulty) &&
    (hintsUsed === undefined ||
      (typeof hintsUsed === 'number' && Number.isInteger(hintsUsed) && hintsUsed >= 0)) &&
    (review === undefined || typeof review === 'boolean')
  );
};

/**
 * The credit an answer earns: 1 for a correct answer without hints, 0.75 after one hint level,
 * 0.5 after two or more (partial credit), 0 for a wrong answer (or anything that is not an
 * answer).
 */
export const answerCredit = (attempt: { correct: boolean; hintsUsed?: number }): number => {
  if (typeof attempt !== 'object' || attempt === null || attempt.correct !== true) return 0;
  const hints = attempt.hintsUsed;
  return typeof hints !== 'number' || !(hints >= 1) ? 1 : hints < 2 ? 0.75 : 0.5;
};

/**
 * A skill's mastery level from its answers, oldest first.
 *
 * The score is the accuracy of the answers weighted by difficulty (Easy 1, Medium 2, Hard 3) and
 * by recency (each older answer counts 0.8 times the next), with hinted answers earning partial
 * credit. The level the answers support:
 * - **attempted**: any answer;
 * - **familiar**: score ≥ 60 and 2 clean correct answers (no hint);
 * - **proficient**: score ≥ 80, 4 clean correct answers, 2 of them Medium or Hard;
 * - **mastered**: score ≥ 90, 6 clean correct answers, 2 of them Hard, and a clean correct review.
 *
 * The level moves one answer at a time: a correct answer (with or without hints, in a review or
 * not) raises it at most one level, up to the level the answers support, and never lowers it; a
 * wrong answer in a review (the skill has faded) drops it exactly one level, and any other wrong
 * answer drops it at most one level, only when the answers no longer support it (never below
 * attempted). So a correct answer never lowers the level, a wrong one never raises it, and no
 * single answer moves it more than one level.
 *
 * Errors: `invalid_value` when `attempts` is not a list of attempts (at most 100,000).
 *
 * @example
 * skillMastery([{ correct: true, difficulty: 'Easy' }, { correct: true, difficulty: 'Medium' }]);
 * // { ok: true, value: { level: 'familiar', score: 100, attempts: 2 } }
 */
export function skillMastery(attempts: readonly PracticeAttempt[]): Result<SkillMastery> {
  if (!Array.isArray(attempts) || attempts.length > MAX_ATTEMPTS)
    return fail('invalid_value', 'attempts must be a list of at most 100000 answers', 'attempts');
  let [earned, possible, level] = [0, 0, 0];
  let [clean, cleanMedium, cleanHard, cleanReviews] = [0, 0, 0, 0];
  for (const attempt of attempts) {
    if (!isAttempt(attempt))
      return fail(
        'invalid_value',
        'each attempt needs correct (true or false) and difficulty (Easy, Medium or Hard)',
        'attempts',
      );
    const credit = answerCredit(attempt);
    const weight = WEIGHT[attempt.difficulty];
    earned = DECAY * earned + weight * credit;
    possible = DECAY * possible + weight;
    if (credit === 1) {
      clean++;
      if (attempt.difficulty !== 'Easy') cleanMedium++;
      if (attempt.difficulty === 'Hard') cleanHard++;
      if (attempt.review) cleanReviews++;
    }
    const accuracy = earned / possible;
    const supported =
      accuracy >= 0.9 && clean >= 6 && cleanHard >= 2 && cleanReviews >= 1
        ? 4
        : accuracy >= 0.8 && clean >= 4 && cleanMedium >= 2
          ? 3
          : accuracy >= 0.6 && clean >= 2
            ? 2
            : 1;
    // One answer moves the level at most one step: a correct answer (hinted or not) may raise it
    // one level when the answers support that, and never lowers it; a wrong review answer drops it
    // one level; any other wrong answer drops it one level at most, only when the answers no
    // longer support it. Any answer is at least `attempted`.
    if (credit > 0) level = Math.max(level, Math.min(supported, level + 1));
    else if (attempt.review) level = Math.max(1, level - 1);
    else level = Math.max(1, level - 1, Math.min(supported, level));
  }
  return {
    ok: true,
    value: {
      level: MASTERY_LEVELS[level] as MasteryLevel,
      score: possible === 0 ? 0 : Math.round((100 * earned) / possible),
      attempts: attempts.length,
    },
  };
}

/**
 * The difficulty of a skill's next problem after an answer at `current`: one step harder after a
 * correct answer without hints, the same after a correct answer with hints (partial credit), one
 * step easier after a wrong answer; never beyond Easy or Hard.
 *
 * @example
 * nextDifficulty('Easy', { correct: true }); // { ok: true, value: 'Medium' }
 * nextDifficulty('Medium', { correct: true, hintsUsed: 1 }); // { ok: true, value: 'Medium' }
 */
export function nextDifficulty(
  current: PracticeDifficulty,
  answer: { correct: boolean; hintsUsed?: number },
): Result<PracticeDifficulty> {
  const index = DIFFICULTIES.indexOf(current);
  if (index < 0) return fail('invalid_value', 'current must be Easy, Medium or Hard', 'current');
  if (!isAttempt({ ...(typeof answer === 'object' ? answer : {}), difficulty: current }))
    return fail('invalid_value', 'answer needs correct (true or false)', 'answer');
  const credit = answerCredit(answer);
  const step = credit === 1 ? 1 : credit > 0 ? 0 : -1;
  return { ok: true, value: DIFFICULTIES[Math.max(0, Math.min(2, index + step))]! };
}

/**
 * The next review of a skill after a review answer at `now`. The first success schedules it a day
 * later; each further success multiplies the interval by 2.5 (by 2.125 or 1.75 when hints were
 * used), at least one more day and at most 180 days; a miss halves it (at least one day) and
 * resets the streak. `previous` is the state returned last time, or null for a skill never
 * reviewed.
 *
 * Errors: `invalid_value` for a malformed previous state or answer, `not_a_number` for a `now`
 * that is not a finite number, `out_of_range` for a `now` whose review would fall outside the
 * dates JavaScript can represent (±8.64e15 ms).
 *
 * @example
 * scheduleReview(null, { correct: true }, Date.UTC(2025, 0, 1));
 * // { ok: true, value: { intervalDays: 1, dueAt: Date.UTC(2025, 0, 2), streak: 1 } }
 */
export function scheduleReview(
  previous: ReviewState | null | undefined,
  answer: { correct: boolean; hintsUsed?: number },
  now: number,
): Result<ReviewState> {
  if (typeof now !== 'number' || !Number.isFinite(now))
    return fail('not_a_number', 'now must be a time in milliseconds', 'now');
  // Every due date must be a real date: the latest review is MAX_REVIEW_DAYS after now.
  if (now < -LAST_DATE_MS || now > LAST_DATE_MS - MAX_REVIEW_DAYS * DAY)
    return fail('out_of_range', 'now is too far from 1970 for a review date', 'now');
  if (previous !== null && previous !== undefined && !isState(previous))
    return fail('invalid_value', 'previous must be a review state or null', 'previous');
  if (!isAttempt({ ...(typeof answer === 'object' ? answer : {}), difficulty: 'Easy' }))
    return fail('invalid_value', 'answer needs correct (true or false)', 'answer');
  const credit = answerCredit(answer);
  const interval = previous?.intervalDays;
  const next =
    credit === 0
      ? Math.max(1, Math.floor((interval ?? 1) / 2))
      : interval === undefined
        ? 1
        : Math.min(
            MAX_REVIEW_DAYS,
            Math.max(interval + 1, Math.round(interval * (1 + 1.5 * credit))),
          );
  return {
    ok: true,
    value: {
      intervalDays: next,
      dueAt: now + next * DAY,
      streak: credit === 0 ? 0 : (previous?.streak ?? 0) + 1,
    },
  };
}

const isState = (s: unknown): s is ReviewState => {
  if (typeof s !== 'object' || s === null) return false;
  const { intervalDays, dueAt, streak } = s as Record<string, unknown>;
  return (
    typeof intervalDays === 'number' &&
    Number.isInteger(intervalDays) &&
    intervalDays >= 1 &&
    intervalDays <= MAX_REVIEW_DAYS &&
    typeof dueAt === 'number' &&
    Number.isFinite(dueAt) &&
    typeof streak === 'number' &&
    Number.isInteger(streak) &&
    streak >= 0
  );
};

/**
 * An interleaved review session: the skills due at `now` (`dueAt ≤ now`), the most overdue first
 * (overdue time relative to the interval, so a skill reviewed rarely that is a week late comes
 * after one reviewed daily that is two days late), taking turns so that no skill comes twice in
 * a row while another is due. `count` problems (10 by default, 1–100), at most three per skill;
 * an empty list when nothing is due. A skill listed twice counts once, as its last entry.
 *
 * Errors: `invalid_value` for malformed candidates or count, `not_a_number` for `now`.
 *
 * @example
 * pickReviewSet([
 *   { skill: 'log-rules', dueAt: 0, intervalDays: 2 },
 *   { skill: 'circles', dueAt: 0, intervalDays: 8, difficulty: 'Hard' },
 * ], 86_400_000, { count: 4 });
 * // { ok: true, value: [{ skill: 'log-rules', difficulty: 'Medium' }, { skill: 'circles', difficulty: 'Hard' },
 * //                     { skill: 'log-rules', difficulty: 'Medium' }, { skill: 'circles', difficulty: 'Hard' }] }
 */
export function pickReviewSet(
  candidates: readonly ReviewCandidate[],
  now: number,
  options?: { count?: number },
): Result<ReviewItem[]> {
  if (typeof now !== 'number' || !Number.isFinite(now))
    return fail('not_a_number', 'now must be a time in milliseconds', 'now');
  if (!Array.isArray(candidates) || candidates.length > MAX_ATTEMPTS)
    return fail('invalid_value', 'candidates must be a list', 'candidates');
  const opts: unknown = options ?? {};
  if (typeof opts !== 'object' || opts === null)
    return fail('invalid_value', 'options must be an object', 'options');
  const { count = 10 } = opts as { count?: number };
  if (!Number.isInteger(count) || count < 1 || count > 100)
    return fail('invalid_value', 'count must be a whole number from 1 to 100', 'count');
  for (const c of candidates) {
    const ok =
      typeof c === 'object' &&
      c !== null &&
      typeof c.skill === 'string' &&
      typeof c.dueAt === 'number' &&
      Number.isFinite(c.dueAt) &&
      typeof c.intervalDays === 'number' &&
      c.intervalDays > 0 &&
      Number.isFinite(c.intervalDays) &&
      (c.difficulty === undefined || DIFFICULTIES.includes(c.difficulty));
    if (!ok)
      return fail(
        'invalid_value',
        'each candidate needs skill, dueAt, intervalDays and an optional difficulty',
        'candidates',
      );
  }
  const due = [...new Map(candidates.map((c) => [c.skill, c])).values()]
    .filter((c) => c.dueAt <= now)
    .map((c) => ({ ...c, overdue: (now - c.dueAt) / (c.intervalDays * DAY) }))
    .sort((a, b) => b.overdue - a.overdue || (a.skill < b.skill ? -1 : a.skill > b.skill ? 1 : 0))
    .slice(0, count);
  const total = Math.min(count, due.length * 3);
  return {
    ok: true,
    value: Array.from({ length: total }, (_, i) => {
      const c = due[i % due.length]!;
      return { skill: c.skill, difficulty: c.difficulty ?? 'Medium' };
    }),
  };
}
