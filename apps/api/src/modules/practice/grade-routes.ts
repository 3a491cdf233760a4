import { operations } from '@mathtools/contracts/operations';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { GradeCommits } from './grade-commits.js';
import { recordSimilarAttempt } from './similar-attempts.js';

/**
 * Server-side grading: the answer is checked here and counted in the visitor's progress. An
 * answer math-core cannot read is refused before anything is recorded (400 `unreadable_answer`).
 * A wrong first answer leaves one more try, which the server remembers (see GradeCommits); it
 * comes with the common mistake that explains it when one does (`mistake`, from math-core's
 * `explainAnswer` on the problem made again from the seed its id names), never with the solution.
 * The solution is sent with the problem's outcome, which counts once per visitor (answering the
 * problem again is 409 `conflict`). Answers are stored only for a visitor that sent its cookie
 * back (400 `cookie_required`). Answers that arrive together are committed together; each is
 * answered only after the commit that holds it. A similar problem answered on the solver's page is
 * graded again here and counted in its category once, under the same limits. `?lang=es` (the
 * page's language, as a problem is asked for in) writes math-core's sentences, the mistake and why
 * a similar problem or its answer is refused, in that language.
 */
const grade: FastifyPluginAsyncZod = async (app) => {
  // SQLite has one connection, so one batch at a time; PostgreSQL runs a few on its pool.
  const commits = new GradeCommits(app.db, {
    concurrency: app.dbDialect === 'postgres' ? 4 : 1,
    dialect: app.dbDialect,
  });
  app.route({
    ...operations.gradeAnswer,
    config: { rateLimit: app.rateLimits.grades },
    handler: async (request, reply) => {
      const { problemId, answer } = request.body;
      const visitorId = request.returningVisitorId(reply);
      const made = await app.practiceBank.made(problemId);
      if (!made) throw notFound('Unknown problem', 'problemId');
      const { problem, row, graded } = made;
      // Graded, and a wrong answer explained (needed only before a second try, but asked at once
      // so the answer takes one trip to the pool), off the event loop.
      const { correct, mistake } = await app.maths.run('gradeAnswer', {
        answer,
        problem: graded,
        explain: true,
        // The mistake in the page's language (`?lang=es`, as the problem was asked for).
        lang: request.query.lang,
      });
      const outcome = await commits.record({
        visitorId,
        category: problem.category,
        problemId: problem.id,
        correct,
        row,
      });
      if (outcome.repeated)
        throw new HttpError(
          409,
          'conflict',
          'This problem has already been answered: ask for a new one',
          'problemId',
        );
      const verdict = {
        correct,
        retry: outcome.retry,
        secondTry: outcome.secondTry,
        category: problem.category,
        progress: outcome.progress,
      };
      // Before the second try: why the answer is wrong, when a common mistake says so.
      if (outcome.retry) return mistake ? { ...verdict, mistake } : verdict;
      // The answer and its working as text and as MathML, for the page to show once decided.
      return {
        ...verdict,
        correctAnswer: problem.answer,
        steps: problem.steps,
        correctAnswerMathml: problem.answerMathml,
        explanation: problem.explanation,
      };
    },
  });

  // Similar problems answered on the solver's page, counted once each in their category
  // (see similar-attempts.ts).
  app.route({
    ...operations.recordSimilarAttempt,
    config: { rateLimit: app.rateLimits.grades },
    handler: async (request, reply) =>
      recordSimilarAttempt(
        app.db,
        app.maths,
        request.returningVisitorId(reply),
        request.body,
        request.query.lang,
      ),
  });
};

export default grade;
