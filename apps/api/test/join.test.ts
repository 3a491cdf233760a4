/**
 * Students of a class set: a code names a set (any case), a nickname joins it (unique in the set
 * whatever its case) and the cookie brings the student back; working is checked line by line with
 * the mistake named, answers are graded, and every change reaches the teacher's table and the
 * set's event log in the same transaction. Help is what the teacher allowed; a closed set takes no
 * work; looking codes up is rate limited.
 */
import {
  apiPaths,
  ClassAnswerResponse,
  ClassCellUpdate,
  ClassSetDetail,
  ClassStudentWork,
  JOIN_MAX_PER_MINUTE,
  JoinInfo,
  StudentClassWork,
  WorkingResponse,
} from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cookieHeader, json, rowCount, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { newTeacher, patientMaths, withRateLimits } from './helpers/teacher.js';

const DAY = 24 * 60 * 60 * 1000;

async function makeSet(
  app: FastifyInstance,
  cookie: string,
  body: { help: 'answer' | 'hints' | 'steps'; closesAt?: string; opensAt?: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.teachSets,
    ...json({ title: 'Equations', problems: ['2x + 3 = 7', 'x^2 = 9'], ...body }, { cookie }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
}

async function join(app: FastifyInstance, code: string, nickname: string) {
  const res = await app.inject({ method: 'POST', url: apiPaths.join(code), ...json({ nickname }) });
  return { res, cookie: cookieHeader(res) };
}

describe.each(databaseKinds)('students of a class set on %s', (kind) => {
  const clock = { now: Date.parse('2026-12-01T09:00:00Z') };
  const t = useTestApp(kind, patientMaths, { now: () => clock.now });

  // Its first problems load the solver in the pool's thread.
  it('joins with a nickname, checks working with the mistake named, answers, and the teacher sees it', {
    timeout: 90_000,
  }, async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const set = await makeSet(app, teacher.cookie, { help: 'hints' });

    const info = await app.inject({ method: 'GET', url: apiPaths.join(set.code.toLowerCase()) });
    expect(z.parse(JoinInfo, info.json())).toEqual({
      title: 'Equations',
      open: true,
      opensAt: '2026-12-01T09:00:00.000Z',
      closesAt: null,
      problemCount: 2,
      joined: false,
    });
    const unknown = await app.inject({ method: 'GET', url: apiPaths.join('ZZZZZZ') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('class_not_found');

    const sam = await join(app, set.code, '  Sam ');
    expect(sam.res.statusCode, sam.res.body).toBe(200);
    expect(sam.res.json()).toEqual({ nickname: 'Sam' });
    expect(sam.res.cookies[0]).toMatchObject({
      name: 'mt_student',
      path: `/api/join/${set.code}`,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const taken = await join(app, set.code, 'sam');
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().error.code).toBe('nickname_taken');
    // Rows come in the order students joined.
    clock.now += 1000;
    const ana = await join(app, set.code, 'Ana');

    // Without the cookie, or with another set's, the work is not shown.
    const anonymous = await app.inject({ method: 'GET', url: apiPaths.joinWork(set.code) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('student_required');
    const work = await app.inject({
      method: 'GET',
      url: apiPaths.joinWork(set.code),
      headers: { cookie: sam.cookie },
    });
    const shown = z.parse(StudentClassWork, work.json());
    // The set's page asks for the work only once the code's information says this browser joined.
    const joinedInfo = async (cookie: string) =>
      z.parse(
        JoinInfo,
        (
          await app.inject({ method: 'GET', url: apiPaths.join(set.code), headers: { cookie } })
        ).json(),
      ).joined;
    expect(await joinedInfo(sam.cookie)).toBe(true);
    expect(await joinedInfo('mt_student=forged')).toBe(false);
    expect(shown).toMatchObject({ title: 'Equations', nickname: 'Sam', help: 'hints', open: true });
    expect(shown.problems.map((p) => p.question)).toEqual(['2x + 3 = 7', 'x^2 = 9']);
    expect(shown.work).toEqual([]);
    expect(JSON.stringify(shown)).not.toMatch(/expected|"answer":"2"/);

    // Sam moves +3 across without changing its sign: the line is wrong, the mistake named.
    const checked = await app.inject({
      method: 'POST',
      url: apiPaths.joinWorking(set.code, 1),
      ...json({ lines: ['2x = 10', '', 'x = 5'] }, { cookie: sam.cookie }),
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const verdicts = z.parse(WorkingResponse, checked.json());
    expect(verdicts.lines.map((l) => [l.text, l.verdict, l.mistake])).toEqual([
      ['2x = 10', 'wrong', 'sign-of-moved-term'],
      ['x = 5', 'right', undefined],
    ]);
    expect(verdicts.lines[0]?.message).toMatch(/subtract/i);
    expect(verdicts.finished).toBe(false);

    const wrong = await app.inject({
      method: 'POST',
      url: apiPaths.joinAnswer(set.code, 1),
      ...json({ answer: '5' }, { cookie: sam.cookie }),
    });
    expect(z.parse(ClassAnswerResponse, wrong.json())).toMatchObject({
      correct: false,
      mistake: 'sign-of-moved-term',
    });
    const unreadable = await app.inject({
      method: 'POST',
      url: apiPaths.joinAnswer(set.code, 1),
      ...json({ answer: 'banana' }, { cookie: ana.cookie }),
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.code).toBe('unreadable_answer');
    const right = await app.inject({
      method: 'POST',
      url: apiPaths.joinAnswer(set.code, 1),
      ...json({ answer: 'x = 2' }, { cookie: ana.cookie }),
    });
    expect(right.json()).toMatchObject({ correct: true });
    // Both roots of x² = 9, in any form.
    const both = await app.inject({
      method: 'POST',
      url: apiPaths.joinAnswer(set.code, 2),
      ...json({ answer: '-3, 3' }, { cookie: ana.cookie }),
    });
    expect(both.json()).toMatchObject({ correct: true });
    const missing = await app.inject({
      method: 'POST',
      url: apiPaths.joinAnswer(set.code, 3),
      ...json({ answer: '1' }, { cookie: ana.cookie }),
    });
    expect(missing.statusCode).toBe(404);

    // The teacher's table: a row per nickname, the cells, the commonest mistake.
    const detail = await app.inject({
      method: 'GET',
      url: apiPaths.teachSet(set.id),
      headers: { cookie: teacher.cookie },
    });
    const seen = z.parse(ClassSetDetail, detail.json());
    expect(seen.students.map((s) => s.nickname)).toEqual(['Sam', 'Ana']);
    const samId = seen.students[0]?.id;
    const anaId = seen.students[1]?.id;
    expect(seen.cells).toEqual(
      expect.arrayContaining([
        { studentId: samId, position: 1, state: 'wrong', mistake: 'sign-of-moved-term' },
        { studentId: anaId, position: 1, state: 'right' },
        { studentId: anaId, position: 2, state: 'right' },
      ]),
    );
    expect(seen.cells).toHaveLength(3);
    expect(seen.commonMistakes).toEqual([{ position: 1, mistake: 'sign-of-moved-term', count: 1 }]);

    // Every change is in the event log, in order: two joins, a check, three answers.
    const events = await app.db
      .selectFrom('class_events')
      .select(['id', 'payload'])
      .where('set_id', '=', set.id)
      .orderBy('id')
      .execute();
    expect(seen.lastEventId).toBe(Number(events.at(-1)?.id));
    const payloads = events.map((e) => z.parse(ClassCellUpdate, JSON.parse(e.payload)));
    expect(payloads.map((p) => [p.nickname, p.position, p.state, p.mistake])).toEqual([
      ['Sam', 1, 'not-started', undefined],
      ['Ana', 1, 'not-started', undefined],
      ['Sam', 1, 'working', 'sign-of-moved-term'],
      ['Sam', 1, 'wrong', 'sign-of-moved-term'],
      ['Ana', 1, 'right', undefined],
      ['Ana', 2, 'right', undefined],
    ]);

    // A cell opens the student's lines with their verdicts.
    const lines = await app.inject({
      method: 'GET',
      url: apiPaths.teachStudent(set.id, samId ?? ''),
      headers: { cookie: teacher.cookie },
    });
    expect(z.parse(ClassStudentWork, lines.json())).toEqual({
      nickname: 'Sam',
      work: [
        {
          position: 1,
          lines: [
            { text: '2x = 10', verdict: 'wrong', mistake: 'sign-of-moved-term' },
            { text: 'x = 5', verdict: 'right' },
          ],
          answer: '5',
          state: 'wrong',
          mistake: 'sign-of-moved-term',
        },
      ],
    });

    // Back on the same device: the cookie brings Sam's work back.
    const again = await app.inject({
      method: 'GET',
      url: apiPaths.joinWork(set.code),
      headers: { cookie: sam.cookie },
    });
    expect(again.json().work[0]).toMatchObject({ position: 1, state: 'wrong', answer: '5' });
  });

  it('lets one of two students joining at once with one nickname have it', async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const set = await makeSet(app, teacher.cookie, { help: 'answer' });
    const both = await Promise.all([join(app, set.code, 'Jo'), join(app, set.code, 'JO')]);
    expect(both.map((j) => j.res.statusCode).sort()).toEqual([200, 409]);
    const students = await app.db
      .selectFrom('class_students')
      .select('nickname')
      .where('set_id', '=', set.id)
      .execute();
    expect(students).toHaveLength(1);
    // Only the student who joined is announced.
    const events = await app.db
      .selectFrom('class_events')
      .select('payload')
      .where('set_id', '=', set.id)
      .execute();
    expect(events.map((e) => JSON.parse(e.payload).nickname)).toEqual([students[0]?.nickname]);
  });

  it('gives only the help the teacher allowed', async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const help = async (allowed: 'answer' | 'hints' | 'steps') => {
      const set = await makeSet(app, teacher.cookie, { help: allowed });
      const { cookie } = await join(app, set.code, 'Kim');
      return app.inject({
        method: 'GET',
        url: apiPaths.joinHelp(set.code, 1),
        headers: { cookie },
      });
    };
    const none = await help('answer');
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('help_not_allowed');
    const hints = (await help('hints')).json();
    expect(hints.hint).toEqual(expect.any(String));
    expect(hints.steps).toBeUndefined();
    const steps = (await help('steps')).json();
    expect(steps.hint).toEqual(expect.any(String));
    expect(steps.steps.length).toBeGreaterThan(1);
    expect(steps.steps[0]).toEqual({
      note: expect.any(String),
      text: expect.any(String),
      mathml: expect.stringMatching(/^<math/),
    });
  });

  it('takes no work before a set opens or after it closes, and no joins once closed', async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const start = clock.now;
    const set = await makeSet(app, teacher.cookie, {
      help: 'answer',
      opensAt: new Date(start + DAY).toISOString(),
      closesAt: new Date(start + 2 * DAY).toISOString(),
    });
    const early = await join(app, set.code, 'Early');
    expect(early.res.statusCode).toBe(200);
    const answer = () =>
      app.inject({
        method: 'POST',
        url: apiPaths.joinAnswer(set.code, 1),
        ...json({ answer: '2' }, { cookie: early.cookie }),
      });
    expect((await answer()).json().error.code).toBe('class_closed');
    clock.now = start + DAY + 1;
    expect((await answer()).json()).toMatchObject({ correct: true });
    clock.now = start + 2 * DAY;
    const closed = await answer();
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error.code).toBe('class_closed');
    const working = await app.inject({
      method: 'POST',
      url: apiPaths.joinWorking(set.code, 1),
      ...json({ lines: ['2x = 4'] }, { cookie: early.cookie }),
    });
    expect(working.json().error.code).toBe('class_closed');
    const late = await join(app, set.code, 'Late');
    expect(late.res.statusCode).toBe(403);
    const info = await app.inject({ method: 'GET', url: apiPaths.join(set.code) });
    expect(info.json().open).toBe(false);
    expect(await rowCount(app, 'class_students')).toBeGreaterThan(0);
    clock.now = start;
  });
});

describe('looking up join codes with rate limits on', () => {
  const t = useTestApp('sqlite', {
    ...patientMaths,
    rateLimit: { ...withRateLimits.rateLimit, grades: 2 },
  });

  it('slows a client guessing codes down, and not the others', async () => {
    const { app } = t;
    const guesses = [];
    for (let i = 0; i <= JOIN_MAX_PER_MINUTE; i++)
      guesses.push(
        await app.inject({
          method: 'GET',
          url: apiPaths.join(`AB${String(1000 + i)}`),
          remoteAddress: '203.0.113.20',
        }),
      );
    expect(guesses.slice(0, -1).every((r) => r.statusCode === 404)).toBe(true);
    expect(guesses.at(-1)?.statusCode).toBe(429);
    const other = await app.inject({
      method: 'GET',
      url: apiPaths.join('ABCDEF'),
      remoteAddress: '203.0.113.21',
    });
    expect(other.statusCode).toBe(404);
  });

  it('counts answers per student, not per address: a class shares one school address', {
    timeout: 90_000,
  }, async () => {
    const { app } = t;
    const teacher = await newTeacher(app);
    const set = await makeSet(app, teacher.cookie, { help: 'answer' });
    const school = '203.0.113.30';
    const student = async (nickname: string) => {
      const res = await app.inject({
        method: 'POST',
        url: apiPaths.join(set.code),
        remoteAddress: school,
        ...json({ nickname }),
      });
      return cookieHeader(res);
    };
    const answer = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.joinAnswer(set.code, 1),
        remoteAddress: school,
        ...json({ answer: '2' }, { cookie }),
      });
    const [lee, max] = [await student('Lee'), await student('Max')];
    const lees = [await answer(lee), await answer(lee), await answer(lee)];
    expect(lees.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect((await answer(max)).statusCode).toBe(200);
  });
});
