import cookie from '@fastify/cookie';
import { operations } from '@mathtools/contracts/operations';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';

/** Remembers the last problem shown so the next one differs; not secret, so not signed. */
const LAST_PROBLEM_COOKIE = 'mt_last_problem';

/**
 * A random problem, made by math-core from a random seed (see PracticeBank). It needs no visitor
 * identity, only the last-problem cookie: this plugin has its own (unsigned) cookie parser, so
 * the busiest read of the practice center runs none of the visitor plugin's hooks (grading,
 * progress and payments do, see app.ts).
 */
const practice: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicOrigin.startsWith('https:');
  await app.register(cookie);

  app.route({
    ...operations.getRandomProblem,
    // The answer is the problem's JSON, checked against the PracticeProblem contract when made.
    // The language is a query parameter rather than Accept-Language: the page's address says its
    // language (/es/practice), which need not be the browser's, and a parameter is explicit in
    // the request and a cache key of its own, where a header would need Vary.
    async handler(request, reply) {
      const { category } = request.params;
      const { lang } = request.query;
      const made = await app.practiceBank.random(
        category,
        request.cookies[LAST_PROBLEM_COOKIE],
        undefined,
        request.query.difficulty,
      );
      // The problem is chosen, remembered and graded as the English one; only its words differ.
      const json =
        lang === undefined || lang === 'en'
          ? made.json
          : ((await app.practiceBank.jsonIn(made.row.id, lang)) ?? made.json);
      return (reply as FastifyReply)
        .setCookie(LAST_PROBLEM_COOKIE, made.row.id, {
          path: '/api/practice',
          httpOnly: true,
          sameSite: 'lax',
          secure,
        })
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(json);
    },
  });
};

export default practice;
