import { operations } from '@mathtools/contracts/operations';
import { notFound } from '../../lib/http-error.js';
import { gradeAnswer } from '../../lib/safe-grade.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { GradeCommits } from './grade-commits.js';

/**
 * Server-side grading: the answer is checked here and counted in the visitor's progress. Answers
 * that arrive together are committed together (see GradeCommits); each is answered only after the
 * commit that holds it.
 */
const grade: FastifyPluginAsyncZod = async (app) => {
  // SQLite has one connection, so one batch at a time; PostgreSQL runs a few on its pool.
  const commits = new GradeCommits(app.db, { concurrency: app.dbDialect === 'postgres' ? 4 : 1 });
  app.route({
    ...operations.gradeAnswer,
    config: { rateLimit: app.rateLimits.grades },
    handler: async (request, reply) => {
      const { problemId, answer } = request.body;
      const problem = app.practiceBank.get(problemId);
      if (!problem) throw notFound('Unknown problem', 'problemId');
      // An answer that matches neither as text nor as a number is simply not correct.
      const correct = gradeAnswer(answer, problem.answer);
      const progress = await commits.record({
        visitorId: request.visitorId(reply),
        category: problem.category,
        problemId: problem.id,
        correct,
      });
      return {
        correct,
        category: problem.category,
        // The answer and its working as text and as MathML, for the page to show once graded.
        correctAnswer: problem.answer,
        steps: problem.steps,
        correctAnswerMathml: problem.answerMathml,
        explanation: problem.explanation,
        progress,
      };
    },
  });
};

export default grade;
