import { apiPaths, GradeRequest, GradeResponse } from '@mathtools/contracts';
import { sqliteDriverName } from '../../../db/sqlite-driver.js';
import { startSqliteWriter } from '../../../db/sqlite-writer.js';
import { notFound } from '../../../lib/http-error.js';
import { gradeAnswer } from '../../../lib/safe-grade.js';
import type { FastifyPluginAsyncZod } from '../../../lib/zod-schemas.js';
import { GradeCommits } from '../../../services/grade-commits.js';

/**
 * Server-side grading: the answer is checked here and counted in the visitor's progress. Answers
 * that arrive together are committed together (see GradeCommits); each is answered only after the
 * commit that holds it.
 */
const grade: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.config;
  // SQLite commits on a worker thread's connection (an in-memory database has no second one).
  const sqliteWriter =
    database.kind === 'sqlite' && database.filename !== ':memory:'
      ? startSqliteWriter(database.filename, sqliteDriverName())
      : undefined;
  if (sqliteWriter) app.addHook('onClose', () => sqliteWriter.close());
  const commits = new GradeCommits(app.db, {
    concurrency: app.dbDialect === 'postgres' ? 4 : 1,
    ...(sqliteWriter ? { sqliteWriter } : {}),
  });
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
  );
};

export default grade;
