import { apiPaths, GradeRequest, GradeResponse } from '@mathtools/contracts';
import { notFound } from '../../../lib/http-error.js';
import { gradeAnswer } from '../../../lib/safe-grade.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';
import { recordGrade } from '../../../services/progress.js';

/** Server-side grading: the answer is checked here and counted in the visitor's progress. */
const grade: FastifyPluginAsyncZod = async (app) => {
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
      // An answer that matches neither as text nor as a number is simply not correct.
      const correct = gradeAnswer(answer, problem.answer);
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

export default grade;
