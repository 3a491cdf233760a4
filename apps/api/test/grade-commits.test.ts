/**
 * Group commit of graded answers: answers sent together are written in one transaction, each gets
 * the progress right after its own increment (one visitor's concurrent answers lose none), an
 * answer resolves only once its commit is readable, and one bad answer fails alone instead of
 * taking its batch with it.
 */
import { apiPaths, GradeResponse } from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { problemId } from '../src/modules/practice/bank.js';
import { GradeCommits } from '../src/modules/practice/grade-commits.js';
import { cookieHeader, json, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';

describe.each(databaseKinds)('group commit of grades on %s', (kind) => {
  const t = useTestApp(kind);
  const newCommits = () => new GradeCommits(t.app.db);
  const anyProblem = () => t.app.practiceBank.get(problemId('algebra', 1))!;
  const rowOf = (id: string) => t.app.practiceBank.row(id)!;
  const attempts = async (visitorId: string) =>
    Number(
      (
        await t.app.db
          .selectFrom('practice_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('visitor_id', '=', visitorId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('commits answers sent together in one batch, each with the progress after its own', async () => {
    const commits = newCommits();
    const problem = anyProblem();
    const grade = {
      visitorId: `batch-${kind}`,
      category: problem.category,
      problemId: problem.id,
      row: rowOf(problem.id),
    };
    const all = Array.from({ length: 40 }, (_, i) =>
      commits.record({ ...grade, correct: i !== 24 && i !== 30 && i !== 31 }),
    );
    const results = await Promise.all(all);
    expect(commits.stats).toEqual({ batches: 1, answers: 40, largest: 40 });
    // In arrival order: 24 right answers; a wrong one leaves one more try (nothing counted), and
    // the right second try counts; later a wrong answer, then a wrong second try resets the streak.
    expect(results[23]).toEqual({
      progress: { problemsCompleted: 24, streak: 24 },
      retry: false,
      secondTry: false,
    });
    expect(results[24]).toEqual({
      progress: { problemsCompleted: 24, streak: 24 },
      retry: true,
      secondTry: false,
    });
    expect(results[25]).toEqual({
      progress: { problemsCompleted: 25, streak: 25 },
      retry: false,
      secondTry: true,
    });
    expect(results[30]?.retry).toBe(true);
    expect(results[31]).toEqual({
      progress: { problemsCompleted: 29, streak: 0 },
      retry: false,
      secondTry: true,
    });
    expect(results[39]?.progress).toEqual({ problemsCompleted: 37, streak: 8 });
    // One attempt per outcome: the two first tries that left a second are not attempts.
    expect(await attempts(grade.visitorId)).toBe(38);
  });

  it('resolves an answer only once its commit is readable', async () => {
    const commits = newCommits();
    const problem = anyProblem();
    const visitorId = `readable-${kind}`;
    const seen = await Promise.all(
      Array.from({ length: 5 }, () =>
        commits
          .record({
            visitorId,
            category: problem.category,
            problemId: problem.id,
            correct: true,
            row: rowOf(problem.id),
          })
          .then(() => attempts(visitorId)),
      ),
    );
    for (const n of seen) expect(n).toBe(5);
  });

  it('fails only the bad answer of a batch and commits the others', async () => {
    const commits = newCommits();
    const problem = anyProblem();
    const visitorId = `poison-${kind}`;
    const answers = Array.from({ length: 6 }, (_, i) =>
      commits.record({
        visitorId,
        category: problem.category,
        // No such problem: the attempt row breaks its foreign key, and the batch rolls back.
        problemId: i === 2 ? 'no-such-problem' : problem.id,
        correct: true,
        row: rowOf(problem.id),
      }),
    );
    const settled = await Promise.allSettled(answers);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await attempts(visitorId)).toBe(5);
    const last = settled[5];
    expect(last?.status === 'fulfilled' && last.value.progress).toEqual({
      problemsCompleted: 5,
      streak: 5,
    });
  });

  it('counts every one of a visitor’s concurrent answers over HTTP', async () => {
    const problem = anyProblem();
    const first = await t.app.inject({
      method: 'POST',
      url: apiPaths.grade,
      ...json({ problemId: problem.id, answer: problem.answer }),
    });
    const cookie = cookieHeader(first);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: apiPaths.grade,
          ...json({ problemId: problem.id, answer: problem.answer }, { cookie }),
        }),
      ),
    );
    const completed = responses.map(
      (r) => z.parse(GradeResponse, r.json()).progress.problemsCompleted,
    );
    // Each answer saw its own increment: 2 … 31, once each.
    expect(completed.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 2));
  });
});
