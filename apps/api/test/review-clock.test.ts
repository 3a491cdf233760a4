/**
 * Spaced review across days, on an app whose clock the test moves (`buildApp(…, { now })`):
 * nothing is due the day skills are practised (the empty session names when the first review
 * falls due), two days later both skills are due and served interleaved, a missed review drops
 * the level, and once answered both skills are rescheduled (empty again, with the next date).
 */
import {
  apiPaths,
  ReviewSession,
  SkillGradeResponse,
  SkillList,
  SkillProblem,
} from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildApp } from '../src/app.js';
import { json, testConfig, visitorCookie } from './helpers/app.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases.js';

const DAY = 86_400_000;
const ONE_STEP = 'one-step-equations';
const TWO_STEP = 'two-step-equations';

describe.each(databaseKinds)('review across days on %s (injected clock)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const start = Date.UTC(2031, 2, 3, 9);
  let clock = start;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp(testConfig(database.config), false, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const get = (cookie: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  async function skills(cookie: string) {
    const res = await get(cookie, apiPaths.skills);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(SkillList, res.json());
  }
  async function review(cookie: string) {
    const res = await get(cookie, apiPaths.review);
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(ReviewSession, res.json());
  }
  async function answer(cookie: string, problem: SkillProblem, right: boolean) {
    const { answer: expected } = await app.db
      .selectFrom('skill_problems')
      .select('answer')
      .where('id', '=', problem.id)
      .executeTakeFirstOrThrow();
    // A wrong answer is a number other than the answer, sent until the problem is decided (the
    // first wrong one leaves one more try).
    const wrong = expected === '1000001' ? '1000002' : '1000001';
    const send = () =>
      app.inject({
        method: 'POST',
        url: apiPaths.skillGrade(problem.skill),
        ...json({ problemId: problem.id, answer: right ? expected : wrong }, { cookie }),
      });
    let res = await send();
    if (!right && res.json().retry) res = await send();
    expect(res.statusCode, res.body).toBe(200);
    return z.parse(SkillGradeResponse, res.json());
  }
  async function practise(cookie: string, skill: string) {
    const res = await get(cookie, apiPaths.skillProblem(skill));
    expect(res.statusCode, res.body).toBe(200);
    return answer(cookie, z.parse(SkillProblem, res.json()), true);
  }

  it('serves nothing the same day, both skills two days later, and reschedules them', async () => {
    const cookie = await visitorCookie(app);

    // Familiar in one-step equations (two clean successes), and two-step equations started.
    await practise(cookie, ONE_STEP);
    expect((await practise(cookie, ONE_STEP)).progress.level).toBe('familiar');
    await practise(cookie, TWO_STEP);
    expect((await skills(cookie)).reviewDue).toBe(0);

    // Nothing is due yet: the empty session says when the first review falls due.
    const empty = await review(cookie);
    expect(empty).toEqual({ due: 0, problems: [], nextDueAt: start + DAY });

    // Two days later both skills are due, served interleaved.
    clock = start + 2 * DAY;
    expect((await skills(cookie)).reviewDue).toBe(2);
    const session = await review(cookie);
    expect(session.due).toBe(2);
    expect(session.problems.length).toBeGreaterThanOrEqual(2);
    expect(session.problems.every((p) => p.review)).toBe(true);
    expect(new Set(session.problems.map((p) => p.skill))).toEqual(new Set([ONE_STEP, TWO_STEP]));
    expect(session.problems[0]?.skill).not.toBe(session.problems[1]?.skill);

    // A miss in review shows the skill has faded: Familiar drops to Attempted.
    let missed = false;
    for (const problem of session.problems) {
      if (problem.skill === ONE_STEP && !missed) {
        missed = true;
        const graded = await answer(cookie, problem, false);
        expect(graded).toMatchObject({ review: true, previousLevel: 'familiar' });
        expect(graded.progress.level).toBe('attempted');
      } else {
        const graded = await answer(cookie, problem, true);
        expect(graded.correct).toBe(true);
      }
    }
    expect(missed).toBe(true);

    // Both skills were rescheduled: nothing is due, and the next session names a later date.
    const after = await skills(cookie);
    expect(after.reviewDue).toBe(0);
    for (const skill of [ONE_STEP, TWO_STEP]) {
      const progress = after.skills.find((s) => s.id === skill)?.progress;
      expect(progress?.reviewDueAt, skill).toBeGreaterThan(clock);
    }
    const next = await review(cookie);
    expect(next.problems).toEqual([]);
    expect(next.nextDueAt).toBeGreaterThan(clock);

    // And they come due again once the clock passes that date.
    clock = (next.nextDueAt as number) + 1;
    expect((await skills(cookie)).reviewDue).toBeGreaterThanOrEqual(1);
  });
});
