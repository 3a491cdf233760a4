/**
 * One answer must not freeze the server: grading is bounded whatever the text. `2e99999999`
 * once held the event loop for ~13 s and `1e9999999999999999999` threw from BigInt.
 */
import { request } from 'node:http';
import {
  apiPaths,
  GRADE_ANSWER_MAX,
  GradeResponse,
  practiceCategories,
} from '@mathtools/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gradeAnswer, hasAbsurdExponent, MAX_ANSWER_EXPONENT } from '../src/lib/safe-grade.js';
import { generateBank } from '../src/modules/practice/bank.js';
import { json, useTestApp, visitorCookie, warmMaths } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

const hostile = [
  '2e99999999',
  '1e9999999999999999999',
  '1e-99999999',
  '-7.5E+123456',
  '2 e 99999999',
  'x = 1e99999, x = 2e-99999',
  '1e99999999/3',
  `${'9'.repeat(150)}e99999999`,
];

describe('hasAbsurdExponent', () => {
  it('flags powers of ten beyond the limit, however they are written', () => {
    for (const answer of hostile) expect(hasAbsurdExponent(answer), answer).toBe(true);
    expect(hasAbsurdExponent(`1e${MAX_ANSWER_EXPONENT + 1}`)).toBe(true);
  });

  it('lets ordinary answers through, every answer of the bank included', () => {
    for (const answer of ['4', '-2.5', '3/2', 'x = 3, x = 2', '6.02e23', '1e-100', '1e0000100']) {
      expect(hasAbsurdExponent(answer), answer).toBe(false);
    }
    for (const category of practiceCategories) {
      for (const problem of generateBank(category)) {
        expect(hasAbsurdExponent(problem.answer), problem.answer).toBe(false);
        expect(gradeAnswer(problem.answer, problem.answer)).toBe(true);
      }
    }
  });

  it('grades any short text without throwing', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'0123456789eE+-./, x=or'.split('')),
          maxLength: GRADE_ANSWER_MAX,
        }),
        (answer) => typeof gradeAnswer(answer, '3/4') === 'boolean',
      ),
      { numRuns: 2_000 },
    );
  });
});

describe.each(databaseKinds)('grading hostile answers on %s', (kind) => {
  const t = useTestApp(kind);

  // The timeout is the bound: before the fix the first answer alone took ~13 s.
  it('answers "not correct" at once, and counts the attempt', async () => {
    await warmMaths(t.app);
    const cookie = await visitorCookie(t.app);
    for (const [i, answer] of hostile.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPaths.grade,
        ...json({ problemId: `algebra-${i + 1}`, answer }, { cookie }),
      });
      expect(res.statusCode, answer).toBe(200);
      expect(z.parse(GradeResponse, res.json()).correct).toBe(false);
    }
  }, 5_000);

  it('refuses an answer longer than the contract allows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPaths.grade,
      ...json({ problemId: 'algebra-1', answer: '1'.repeat(GRADE_ANSWER_MAX + 1) }),
    });
    expectError(res, 400, 'validation_error', 'answer');
  });
});

describe('a listening server while hostile answers are graded', () => {
  const t = useTestApp('sqlite');

  it('keeps answering health checks', async () => {
    await warmMaths(t.app);
    const cookie = await visitorCookie(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const call = (method: string, path: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            headers: { 'content-type': 'application/json', cookie },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const grades = hostile.map((answer, i) =>
      call('POST', apiPaths.grade, JSON.stringify({ problemId: `algebra-${i + 1}`, answer })),
    );
    const health = Array.from({ length: 5 }, () => call('GET', apiPaths.health));
    expect(await Promise.all(grades)).toEqual(hostile.map(() => 200));
    expect(await Promise.all(health)).toEqual([200, 200, 200, 200, 200]);
  }, 5_000);
});
