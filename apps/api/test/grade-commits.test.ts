/**
 * Group commit of graded answers: answers sent together are written in one transaction, each gets
 * the progress right after its own increment (one visitor's concurrent answers lose none), an
 * answer resolves only once its commit is readable, one bad answer fails alone instead of taking
 * its batch with it, and a problem counts once per visitor.
 */
import { apiPaths, GradeResponse } from '@mathtools/contracts';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { problemId } from '../src/modules/practice/bank.js';
import { GradeCommits } from '../src/modules/practice/grade-commits.js';
import type { Served } from '../src/modules/practice/make-problem.js';
import { json, useTestApp, visitorCookie } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';

describe.each(databaseKinds)('group commit of grades on %s', (kind) => {
  const t = useTestApp(kind);
  const newCommits = () => new GradeCommits(t.app.db, { dialect: t.app.dbDialect });
  /** The algebra problems of seeds 1 to 45, made in the maths pool once for the suite. */
  const made = new Map<string, Served>();
  beforeAll(async () => {
    for (let n = 1; n <= 45; n++) {
      const id = problemId('algebra', n);
      made.set(id, (await t.app.practiceBank.made(id))!);
    }
  });
  /** The algebra problem of seed `n` (each answer below its own problem, unless a second try). */
  const nth = (n: number) => made.get(problemId('algebra', n))!.problem;
  const rowOf = (id: string) => made.get(id)!.row;
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
    const visitorId = `batch-${kind}`;
    // Answers 25 and 31 are the second tries of the problems 24 and 30 left.
    const problemOf = (i: number) => nth(1 + (i === 25 ? 24 : i === 31 ? 30 : i));
    const all = Array.from({ length: 40 }, (_, i) => {
      const problem = problemOf(i);
      return commits.record({
        visitorId,
        category: problem.category,
        problemId: problem.id,
        row: rowOf(problem.id),
        correct: i !== 24 && i !== 30 && i !== 31,
      });
    });
    // The first problem once more: its outcome is counted already.
    const again = problemOf(0);
    all.push(
      commits.record({
        visitorId,
        category: again.category,
        problemId: again.id,
        row: rowOf(again.id),
        correct: true,
      }),
    );
    const results = await Promise.all(all);
    expect(commits.stats).toEqual({ batches: 1, answers: 41, largest: 41 });
    // In arrival order: 24 right answers; a wrong one leaves one more try (nothing counted), and
    // the right second try counts; later a wrong answer, then a wrong second try resets the streak.
    expect(results[23]).toEqual({
      progress: { problemsCompleted: 24, streak: 24 },
      retry: false,
      secondTry: false,
      repeated: false,
    });
    expect(results[24]).toEqual({
      progress: { problemsCompleted: 24, streak: 24 },
      retry: true,
      secondTry: false,
      repeated: false,
    });
    expect(results[25]).toEqual({
      progress: { problemsCompleted: 25, streak: 25 },
      retry: false,
      secondTry: true,
      repeated: false,
    });
    expect(results[30]?.retry).toBe(true);
    expect(results[31]).toEqual({
      progress: { problemsCompleted: 29, streak: 0 },
      retry: false,
      secondTry: true,
      repeated: false,
    });
    expect(results[39]?.progress).toEqual({ problemsCompleted: 37, streak: 8 });
    expect(results[40]).toEqual({
      progress: { problemsCompleted: 37, streak: 8 },
      retry: false,
      secondTry: false,
      repeated: true,
    });
    // One attempt per outcome: the two first tries that left a second are not attempts, and the
    // repeated problem counted nothing.
    expect(await attempts(visitorId)).toBe(38);
  });

  it('writes a batch in a fixed few statements, however many answers and visitors it holds', async () => {
    // Every statement the database is sent, counted as Kysely compiles it.
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const commits = new GradeCommits(t.app.db.withPlugin(counting), { dialect: t.app.dbDialect });
    // 30 answers of 10 visitors: right, wrong (one more try left), and the second tries.
    const answers = Array.from({ length: 30 }, (_, i) => {
      const problem = nth(1 + (i % 15));
      return commits.record({
        visitorId: `statements-${kind}-${i % 10}`,
        category: problem.category,
        problemId: problem.id,
        row: rowOf(problem.id),
        correct: i % 4 !== 1,
      });
    });
    const results = await Promise.all(answers);
    expect(commits.stats.batches).toBe(1);
    expect(results.some((r) => r.retry)).toBe(true);
    // Lock, two reads, then at most one write per table it touches (problems, awaiting tries,
    // settled tries, outcomes, attempts, progress); the transaction's begin and commit are not
    // compiled queries.
    expect(statements).toBeGreaterThanOrEqual(4);
    expect(statements).toBeLessThanOrEqual(9);
  });

  it('resolves an answer only once its commit is readable', async () => {
    const commits = newCommits();
    const visitorId = `readable-${kind}`;
    const seen = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        commits
          .record({
            visitorId,
            category: 'algebra',
            problemId: nth(i + 1).id,
            correct: true,
            row: rowOf(nth(i + 1).id),
          })
          .then(() => attempts(visitorId)),
      ),
    );
    for (const n of seen) expect(n).toBe(5);
  });

  it('fails only the bad answer of a batch and commits the others', async () => {
    const commits = newCommits();
    const visitorId = `poison-${kind}`;
    const answers = Array.from({ length: 6 }, (_, i) =>
      commits.record({
        visitorId,
        category: 'algebra',
        // No such problem: the attempt row breaks its foreign key, and the batch rolls back.
        problemId: i === 2 ? 'no-such-problem' : nth(i + 1).id,
        correct: true,
        row: rowOf(nth(i + 1).id),
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

  it('counts every one of a visitor’s concurrent answers over HTTP, each problem once', async () => {
    const cookie = await visitorCookie(t.app);
    const grade = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.grade,
        ...json({ problemId: nth(n).id, answer: nth(n).answer }, { cookie }),
      });
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => grade(i + 1)));
    const completed = responses.map(
      (r) => z.parse(GradeResponse, r.json()).progress.problemsCompleted,
    );
    // Each answer saw its own increment: 1 … 30, once each.
    expect(completed.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // The same problems again, ten times each at once: none counts.
    const again = await Promise.all(Array.from({ length: 30 }, (_, i) => grade((i % 3) + 1)));
    expect(new Set(again.map((r) => r.json().error?.code))).toEqual(new Set(['conflict']));
    const progress = await t.app.inject({
      method: 'GET',
      url: apiPaths.progress('algebra'),
      headers: { cookie },
    });
    expect(progress.json()).toEqual({ problemsCompleted: 30, streak: 30 });
  });
});
