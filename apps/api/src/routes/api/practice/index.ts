import { apiPaths, GradeRequest, GradeResponse } from '@mathtools/contracts';
import { checkAnswer } from '@mathtools/math-core';
import { CategoryPathParams, knownCategory, routePattern } from '../../../lib/category.js';
import { notFound } from '../../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';
import { recordGrade } from '../../../services/progress.js';

/** Remembers the last problem shown so the next one differs; not secret, so not signed. */
const LAST_PROBLEM_COOKIE = 'mt_last_problem';

const practice: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routePattern(apiPaths.randomProblem),
    // The answer is the bank's JSON, checked against the PracticeProblem contract at load time.
    { schema: { params: CategoryPathParams } },
    async (request, reply) => {
      const category = knownCategory(request.params.category);
      const problem = app.practiceBank.random(category, request.cookies[LAST_PROBLEM_COOKIE]);
      if (!problem) throw notFound('No problems available for this category', 'category');
      return reply
        .setCookie(LAST_PROBLEM_COOKIE, problem.id, {
          path: '/api/practice',
          httpOnly: true,
          sameSite: 'lax',
        })
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(app.practiceBank.json(problem.id));
    },
  );

  app.post(
    apiPaths.grade,
    {
      config: { rateLimit: app.rateLimits.grades },
      schema: { body: GradeRequest, response: { 200: GradeResponse } },
    },
    async (request, reply) => {
      const { problemId, answer } = request.body;
      const problem = app.practiceBank.get(problemId);
      if (!problem) throw notFound('Unknown problem', 'problemId');
      // Spec §5 compares text; an answer math-core cannot read as a number is simply not correct.
      const graded = checkAnswer(answer, problem.answer);
      const correct = graded.ok && graded.value.correct;
      const progress = await recordGrade(
        app.db,
        request.visitorId(reply),
        problem.category,
        problem.id,
        correct,
      );
      return {
        correct,
        category: problem.category,
        correctAnswer: problem.answer,
        steps: problem.steps,
        progress,
      };
    },
  );
};

export default practice;
