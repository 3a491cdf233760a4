import { apiPaths } from '@mathtools/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import { CategoryPathParams, knownCategory, routePattern } from '../../lib/category.js';
import { notFound } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';

/** Remembers the last problem shown so the next one differs; not secret, so not signed. */
const LAST_PROBLEM_COOKIE = 'mt_last_problem';

/**
 * A random problem. It needs no visitor identity, only the last-problem cookie, which it reads and
 * writes itself: the busiest read of the practice center then runs none of the cookie plugin's
 * hooks (grading, progress and payments do, see app.ts).
 */
const practice: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicOrigin.startsWith('https:');
  // One Set-Cookie value per problem, made on first use: the bank is fixed while the process runs.
  const setCookieFor = new Map<string, string>();
  const lastProblemCookie = (id: string) => {
    let value = setCookieFor.get(id);
    if (value === undefined) {
      value = stringifySetCookie({
        name: LAST_PROBLEM_COOKIE,
        value: id,
        path: '/api/practice',
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
      setCookieFor.set(id, value);
    }
    return value;
  };

  app.get(
    routePattern(apiPaths.randomProblem),
    // The answer is the bank's JSON, checked against the PracticeProblem contract at load time.
    // Nothing here waits, so the handler is synchronous: no promise or microtask per request.
    { schema: { params: CategoryPathParams } },
    (request, reply) => {
      const category = knownCategory(request.params.category);
      const cookies = request.headers.cookie;
      const previousId = cookies ? parseCookie(cookies)[LAST_PROBLEM_COOKIE] : undefined;
      const problem = app.practiceBank.random(category, previousId);
      if (!problem) throw notFound('No problems available for this category', 'category');
      reply
        .header('set-cookie', lastProblemCookie(problem.id))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(app.practiceBank.json(problem.id));
    },
  );
};

export default practice;
