/**
 * A teacher's sets: typed problems solved and checked when added (a line the solver cannot answer
 * is named), problems drawn from a practice category, a join code without look-alikes, the list of
 * the teacher's own sets, and another teacher's set answered as one that does not exist.
 */
import {
  apiPaths,
  CLASS_CODE_PATTERN,
  ClassSet,
  ClassSetDetail,
  ClassSetList,
} from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { json, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { newTeacher, patientMaths } from './helpers/teacher.js';

/** The sets a teacher sees in their list. */
async function setsOf(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ method: 'GET', url: apiPaths.teachSets, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return z.parse(ClassSetList, res.json()).sets;
}

describe.each(databaseKinds)('class sets on %s', (kind) => {
  const clock = { now: Date.parse('2026-12-01T09:00:00Z') };
  const t = useTestApp(kind, patientMaths, { now: () => clock.now });

  // Its first problems load the solver in the pool's thread.
  it('makes a set from typed and drawn problems, with a join code and link', {
    timeout: 90_000,
  }, async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.teachSets,
      ...json(
        {
          title: '  Linear equations  ',
          problems: ['2x + 3 = 7', '', 'x^2 - 5x + 6 = 0'],
          draw: { category: 'algebra', count: 2, level: 'Easy' },
          help: 'hints',
          closesAt: '2026-12-08T15:00:00.000Z',
        },
        { cookie: teacher.cookie },
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const set = z.parse(ClassSet, res.json());
    expect(set.title).toBe('Linear equations');
    expect(set.code).toMatch(CLASS_CODE_PATTERN);
    expect(set.code).not.toMatch(/[01OIL]/);
    expect(set.joinPath).toBe(`/join/${set.code}`);
    expect(set.opensAt).toBe('2026-12-01T09:00:00.000Z');
    expect(set.closesAt).toBe('2026-12-08T15:00:00.000Z');
    expect(set.problems.map((p) => p.position)).toEqual([1, 2, 3, 4]);
    expect(set.problems.slice(0, 2).map((p) => p.question)).toEqual([
      '2x + 3 = 7',
      'x^2 - 5x + 6 = 0',
    ]);
    for (const p of set.problems) expect(p.mathml).toMatch(/^<math/);
    // The drawn ones are the practice generator's, at the level asked, two different ones.
    expect(set.problems[2]?.question).toMatch(/x/);
    expect(set.problems[2]?.question).not.toBe(set.problems[3]?.question);

    expect(await setsOf(app, teacher.cookie)).toEqual([
      {
        id: set.id,
        title: 'Linear equations',
        code: set.code,
        createdAt: '2026-12-01T09:00:00.000Z',
        opensAt: set.opensAt,
        closesAt: set.closesAt,
        students: 0,
        problems: 4,
      },
    ]);

    const detail = await app.inject({
      method: 'GET',
      url: apiPaths.teachSet(set.id),
      headers: { cookie: teacher.cookie },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(z.parse(ClassSetDetail, detail.json())).toEqual({
      set,
      students: [],
      cells: [],
      commonMistakes: [],
      lastEventId: 0,
    });
  });

  it('names the line the solver cannot answer, and makes nothing', async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const res = await app.inject({
      method: 'POST',
      url: apiPaths.teachSets,
      ...json(
        { title: 'Mixed', problems: ['x + 1 = 3', 'hello there'], help: 'answer' },
        { cookie: teacher.cookie },
      ),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'problem_unsolved', field: 'problems.1' });
    expect(res.json().error.message).toContain('hello there');
    expect(await setsOf(app, teacher.cookie)).toEqual([]);

    for (const body of [
      { title: 'Empty', problems: ['', '  '], help: 'answer' },
      { title: 'Too many', problems: Array(31).fill('x + 1 = 2'), help: 'answer' },
      {
        title: 'Closed before it opens',
        problems: ['x + 1 = 2'],
        help: 'answer',
        opensAt: '2026-12-05T09:00:00.000Z',
        closesAt: '2026-12-04T09:00:00.000Z',
      },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: apiPaths.teachSets,
        ...json(body, { cookie: teacher.cookie }),
      });
      expect(refused.statusCode, body.title).toBe(400);
      expect(refused.json().error.code).toBe('validation_error');
    }
  });

  it('shows a teacher only their own sets, and nothing without a session', async () => {
    const { app } = t;
    const owner = await newTeacher(app);
    const other = await newTeacher(app);
    const made = await app.inject({
      method: 'POST',
      url: apiPaths.teachSets,
      ...json({ title: 'Mine', problems: ['3x = 12'], help: 'steps' }, { cookie: owner.cookie }),
    });
    const { id } = made.json();
    const theirs = await app.inject({
      method: 'GET',
      url: apiPaths.teachSet(id),
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('not_found');
    expect(await setsOf(app, other.cookie)).toEqual([]);
    const anonymous = await app.inject({ method: 'GET', url: apiPaths.teachSet(id) });
    expect(anonymous.statusCode).toBe(401);
    const create = await app.inject({
      method: 'POST',
      url: apiPaths.teachSets,
      ...json({ title: 'Nobody', problems: ['x = 1'], help: 'answer' }),
    });
    expect(create.json().error.code).toBe('teacher_required');
  });
});
