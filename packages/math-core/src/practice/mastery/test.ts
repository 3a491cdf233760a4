import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorOf, unwrap } from '../../_lib/testing';
import type { PracticeDifficulty } from '../generateProblem';
import {
  answerCredit,
  MASTERY_LEVELS,
  MAX_REVIEW_DAYS,
  nextDifficulty,
  type PracticeAttempt,
  pickReviewSet,
  type ReviewState,
  scheduleReview,
  skillMastery,
} from './index';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 5, 1);
const difficulty = fc.constantFrom<PracticeDifficulty>('Easy', 'Medium', 'Hard');
const attempt = fc.record(
  {
    correct: fc.boolean(),
    difficulty,
    hintsUsed: fc.integer({ min: 0, max: 3 }),
    review: fc.boolean(),
  },
  { requiredKeys: ['correct', 'difficulty'] },
);
const history = fc.array(attempt, { maxLength: 40 });
const rank = (attempts: PracticeAttempt[]): number =>
  MASTERY_LEVELS.indexOf(unwrap(skillMastery(attempts)).level);
const clean = (d: PracticeDifficulty, review = false): PracticeAttempt => ({
  correct: true,
  difficulty: d,
  review,
});

describe('skillMastery', () => {
  it('walks up the levels with clean answers, harder problems needed for the top', () => {
    expect(unwrap(skillMastery([]))).toEqual({ level: 'not-started', score: 0, attempts: 0 });
    expect(unwrap(skillMastery([{ correct: false, difficulty: 'Easy' }])).level).toBe('attempted');
    const easy = Array.from({ length: 20 }, () => clean('Easy'));
    expect(unwrap(skillMastery(easy)).level).toBe('familiar'); // Easy alone is never proficient
    const medium = [clean('Easy'), clean('Easy'), clean('Medium'), clean('Medium')];
    expect(unwrap(skillMastery(medium)).level).toBe('proficient');
    const hard = [...medium, clean('Hard'), clean('Hard')];
    expect(unwrap(skillMastery(hard)).level).toBe('proficient'); // no review yet
    expect(unwrap(skillMastery([...hard, clean('Medium', true)]))).toEqual({
      level: 'mastered',
      score: 100,
      attempts: 7,
    });
  });

  it('drops a level when a review shows the skill has faded', () => {
    const mastered = [...Array.from({ length: 6 }, () => clean('Hard')), clean('Hard', true)];
    expect(unwrap(skillMastery(mastered)).level).toBe('mastered');
    const faded = [...mastered, { correct: false, difficulty: 'Medium' as const, review: true }];
    expect(unwrap(skillMastery(faded)).level).toBe('proficient');
  });

  it('weighs hints as partial credit and harder answers more', () => {
    expect(answerCredit({ correct: true })).toBe(1);
    expect(answerCredit({ correct: true, hintsUsed: 1 })).toBe(0.75);
    expect(answerCredit({ correct: true, hintsUsed: 2 })).toBe(0.5);
    expect(answerCredit({ correct: false, hintsUsed: 0 })).toBe(0);
    const score = (attempts: PracticeAttempt[]) => unwrap(skillMastery(attempts)).score;
    // A miss on Easy costs less than a miss on Hard.
    expect(score([clean('Hard'), { correct: false, difficulty: 'Easy' }])).toBeGreaterThan(
      score([clean('Easy'), { correct: false, difficulty: 'Hard' }]),
    );
    expect(score([{ correct: true, difficulty: 'Easy', hintsUsed: 1 }])).toBe(75);
  });

  it('properties: bounded, deterministic, monotone in each new answer', () => {
    fc.assert(
      fc.property(history, difficulty, fc.boolean(), (attempts, d, review) => {
        const m = unwrap(skillMastery(attempts));
        expect(m.score).toBeGreaterThanOrEqual(0);
        expect(m.score).toBeLessThanOrEqual(100);
        expect(MASTERY_LEVELS).toContain(m.level);
        expect(skillMastery(attempts)).toEqual(skillMastery([...attempts]));
        const before = rank(attempts);
        // A clean correct answer never lowers the level and raises it at most one step.
        const up = rank([...attempts, clean(d, review)]);
        expect(up).toBeGreaterThanOrEqual(before);
        expect(up).toBeLessThanOrEqual(before + 1);
        expect(unwrap(skillMastery([...attempts, clean(d, review)])).score).toBeGreaterThanOrEqual(
          m.score,
        );
        // A wrong answer never raises it; a wrong review drops it (down to attempted at least).
        const miss = rank([...attempts, { correct: false, difficulty: d }]);
        expect(miss).toBeLessThanOrEqual(Math.max(before, 1));
        const faded = rank([...attempts, { correct: false, difficulty: d, review: true }]);
        expect(faded).toBe(Math.max(1, before - 1));
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers the level on a correct answer, hinted or not, nor drops two levels on a miss', () => {
    const easy = (correct: boolean, extra: Partial<PracticeAttempt> = {}): PracticeAttempt => ({
      correct,
      difficulty: 'Easy',
      ...extra,
    });
    // Familiar after a miss; a correct Hard answer with two hints used to drop it to attempted.
    const familiar = [easy(true), easy(true), easy(true), easy(true), easy(false)];
    expect(unwrap(skillMastery(familiar)).level).toBe('familiar');
    const hinted = { correct: true, difficulty: 'Hard' as const, hintsUsed: 2 };
    expect(unwrap(skillMastery([...familiar, hinted])).level).toBe('familiar');
    // Proficient, then one missed review: one level down (it used to drop to attempted).
    const proficient = [easy(true), easy(true), easy(true), clean('Medium'), clean('Medium')];
    expect(unwrap(skillMastery(proficient)).level).toBe('proficient');
    const missed = { correct: false, difficulty: 'Hard' as const, review: true };
    expect(unwrap(skillMastery([...proficient, missed])).level).toBe('familiar');
  });

  it('property: over random answer sequences, one more answer moves the level at most one step', () => {
    const hints = fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined });
    const review = fc.option(fc.boolean(), { nil: undefined });
    const longHistory = fc.array(attempt, { maxLength: 60 });
    fc.assert(
      fc.property(longHistory, difficulty, hints, review, (attempts, d, h, r) => {
        const before = rank(attempts);
        const right: PracticeAttempt = { correct: true, difficulty: d, hintsUsed: h, review: r };
        const wrong: PracticeAttempt = { correct: false, difficulty: d, hintsUsed: h, review: r };
        // A correct answer, with or without hints, review or not, never lowers the level.
        const up = rank([...attempts, right]);
        expect(up).toBeGreaterThanOrEqual(before);
        expect(up).toBeLessThanOrEqual(before + 1);
        // One miss drops at most one level and never raises it (past attempted).
        const down = rank([...attempts, wrong]);
        expect(down).toBeGreaterThanOrEqual(Math.max(1, before - 1));
        expect(down).toBeLessThanOrEqual(Math.max(1, before));
        if (r) expect(down).toBe(Math.max(1, before - 1));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what is not a list of answers', () => {
    expect(errorOf(skillMastery('x' as never)).code).toBe('invalid_value');
    expect(errorOf(skillMastery([{ correct: 'yes', difficulty: 'Easy' } as never])).field).toBe(
      'attempts',
    );
    expect(errorOf(skillMastery([{ correct: true, difficulty: 'Easy', hintsUsed: -1 }])).code).toBe(
      'invalid_value',
    );
  });
});

describe('README examples', () => {
  it('gives the results the README shows', () => {
    expect(
      skillMastery([
        { correct: true, difficulty: 'Easy' },
        { correct: true, difficulty: 'Medium' },
      ]),
    ).toEqual({ ok: true, value: { level: 'familiar', score: 100, attempts: 2 } });
    expect(nextDifficulty('Easy', { correct: true })).toEqual({ ok: true, value: 'Medium' });
    expect(scheduleReview(null, { correct: true }, Date.UTC(2025, 0, 1))).toEqual({
      ok: true,
      value: { intervalDays: 1, dueAt: Date.UTC(2025, 0, 2), streak: 1 },
    });
  });
});

describe('nextDifficulty', () => {
  it('harder after a clean success, the same after a hinted one, easier after a miss', () => {
    expect(unwrap(nextDifficulty('Easy', { correct: true }))).toBe('Medium');
    expect(unwrap(nextDifficulty('Hard', { correct: true }))).toBe('Hard');
    expect(unwrap(nextDifficulty('Medium', { correct: true, hintsUsed: 1 }))).toBe('Medium');
    expect(unwrap(nextDifficulty('Medium', { correct: false }))).toBe('Easy');
    expect(unwrap(nextDifficulty('Easy', { correct: false }))).toBe('Easy');
    expect(errorOf(nextDifficulty('Expert' as never, { correct: true })).field).toBe('current');
    expect(errorOf(nextDifficulty('Easy', {} as never)).field).toBe('answer');
  });

  it('property: more credit never gives an easier problem', () => {
    const order = ['Easy', 'Medium', 'Hard'];
    fc.assert(
      fc.property(difficulty, fc.integer({ min: 0, max: 3 }), (d, hints) => {
        const at = (answer: { correct: boolean; hintsUsed?: number }) =>
          order.indexOf(unwrap(nextDifficulty(d, answer)));
        expect(at({ correct: true })).toBeGreaterThanOrEqual(
          at({ correct: true, hintsUsed: hints }),
        );
        expect(at({ correct: true, hintsUsed: hints })).toBeGreaterThanOrEqual(
          at({ correct: false }),
        );
        expect(Math.abs(at({ correct: false }) - order.indexOf(d))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('scheduleReview', () => {
  it('gives a real date for every now it accepts, and out_of_range where a review date cannot be', () => {
    expect(errorOf(scheduleReview(null, { correct: true }, 8.64e15)).code).toBe('out_of_range');
    expect(errorOf(scheduleReview(null, { correct: true }, -8.64e15 - 1)).code).toBe(
      'out_of_range',
    );
    fc.assert(
      fc.property(
        fc.double({ min: -8.64e15, max: 8.64e15, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 1, max: 180 }),
        (now, correct, intervalDays) => {
          const made = scheduleReview({ intervalDays, dueAt: now, streak: 3 }, { correct }, now);
          if (made.ok) expect(Number.isNaN(new Date(made.value.dueAt).getTime())).toBe(false);
          else expect(made.error.code).toBe('out_of_range');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('spaces reviews further after each success and closer after a miss', () => {
    let state = unwrap(scheduleReview(null, { correct: true }, NOW));
    expect(state).toEqual({ intervalDays: 1, dueAt: NOW + DAY, streak: 1 });
    const intervals = [1];
    for (let i = 0; i < 6; i++) {
      state = unwrap(scheduleReview(state, { correct: true }, state.dueAt));
      intervals.push(state.intervalDays);
    }
    expect(intervals).toEqual([1, 3, 8, 20, 50, 125, 180]);
    const missed = unwrap(scheduleReview(state, { correct: false }, state.dueAt));
    expect(missed).toMatchObject({ intervalDays: 90, streak: 0 });
    expect(unwrap(scheduleReview(null, { correct: false }, NOW)).intervalDays).toBe(1);
    expect(errorOf(scheduleReview(null, { correct: true }, Number.NaN)).code).toBe('not_a_number');
    expect(
      errorOf(scheduleReview({ intervalDays: 0 } as never, { correct: true }, NOW)).field,
    ).toBe('previous');
  });

  it('properties: grows after a success, shrinks after a miss, stays within 1–180 days', () => {
    const state = fc.record({
      intervalDays: fc.integer({ min: 1, max: MAX_REVIEW_DAYS }),
      dueAt: fc.integer({ min: 0, max: 4e12 }),
      streak: fc.nat(50),
    });
    fc.assert(
      fc.property(
        state,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 4e12 }),
        (s: ReviewState, hints, now) => {
          const success = unwrap(scheduleReview(s, { correct: true, hintsUsed: hints }, now));
          const miss = unwrap(scheduleReview(s, { correct: false }, now));
          expect(success.intervalDays).toBe(Math.min(MAX_REVIEW_DAYS, success.intervalDays));
          if (s.intervalDays < MAX_REVIEW_DAYS)
            expect(success.intervalDays).toBeGreaterThan(s.intervalDays);
          expect(success.streak).toBe(s.streak + 1);
          expect(miss.intervalDays).toBeLessThanOrEqual(s.intervalDays);
          if (s.intervalDays > 1) expect(miss.intervalDays).toBeLessThan(s.intervalDays);
          expect(miss.intervalDays).toBeGreaterThanOrEqual(1);
          expect(success.dueAt).toBe(now + success.intervalDays * DAY);
          // Fewer hints never schedule the next review sooner.
          const cleanRun = unwrap(scheduleReview(s, { correct: true }, now));
          expect(cleanRun.intervalDays).toBeGreaterThanOrEqual(success.intervalDays);
          expect(scheduleReview(s, { correct: true }, now)).toEqual(
            scheduleReview(s, { correct: true }, now),
          );
        },
      ),
    );
  });
});

describe('pickReviewSet', () => {
  const candidate = fc.record({
    skill: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    dueAt: fc.integer({ min: NOW - 30 * DAY, max: NOW + 30 * DAY }),
    intervalDays: fc.integer({ min: 1, max: 180 }),
  });

  it('interleaves the due skills, most overdue first', () => {
    const set = unwrap(
      pickReviewSet(
        [
          { skill: 'log-rules', dueAt: NOW - 2 * DAY, intervalDays: 1 },
          { skill: 'circles', dueAt: NOW - 7 * DAY, intervalDays: 30, difficulty: 'Hard' },
          { skill: 'angles', dueAt: NOW + DAY, intervalDays: 3 },
        ],
        NOW,
        { count: 5 },
      ),
    );
    expect(set).toEqual([
      { skill: 'log-rules', difficulty: 'Medium' },
      { skill: 'circles', difficulty: 'Hard' },
      { skill: 'log-rules', difficulty: 'Medium' },
      { skill: 'circles', difficulty: 'Hard' },
      { skill: 'log-rules', difficulty: 'Medium' },
    ]);
    expect(unwrap(pickReviewSet([], NOW))).toEqual([]);
    expect(errorOf(pickReviewSet([], NOW, { count: 0 })).field).toBe('count');
    expect(errorOf(pickReviewSet([{ skill: 'x' } as never], NOW)).field).toBe('candidates');
  });

  it('properties: only due skills, never the same skill twice in a row while another is due', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 12 }),
        fc.integer({ min: 1, max: 30 }),
        (cs, count) => {
          const set = unwrap(pickReviewSet(cs, NOW, { count }));
          const last = [...new Map(cs.map((c) => [c.skill, c])).values()];
          const due = new Set<string>(last.filter((c) => c.dueAt <= NOW).map((c) => c.skill));
          expect(set.length).toBe(Math.min(count, due.size * 3));
          for (const item of set) expect(due.has(item.skill)).toBe(true);
          if (due.size > 1)
            for (let i = 1; i < set.length; i++) expect(set[i]!.skill).not.toBe(set[i - 1]!.skill);
          expect(pickReviewSet(cs, NOW, { count })).toEqual(pickReviewSet([...cs], NOW, { count }));
        },
      ),
    );
  });
});
