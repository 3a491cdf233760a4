import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { recordOfflineAttempt } from '../practice/offline-attempts.js';
import { issueOfflineSeeds, offlineSeedKey } from '../practice/offline-seeds.js';
import {
  giveHint,
  gradeSkillAnswer,
  knownSkill,
  serveReview,
  serveSkillProblem,
  skillList,
} from './service.js';

/**
 * Practice by skill, per visitor (the visitor cookie): the skills with the visitor's progress, a
 * problem of a skill at their difficulty, hints (counted), grading against the stored problem, and
 * review sessions of the skills due. Every answer is per visitor and `no-store`. Serving problems,
 * hints and grades write to the database, so each is rate limited like grading (each route counted
 * on its own), and whatever is stored for a visitor (a problem, a review session, an answer) is
 * stored only for a visitor that sent its cookie back: a client that keeps no cookies could never
 * come back for it (400 `cookie_required`). The seeds for offline practice are handed out here
 * while online, signed (nothing stored), and only to a visitor that sent its cookie back: they count
 * only for that visitor. The skill list is a read: without a cookie it is a new visitor's, and it
 * sets none. The time is the app's clock.
 */
const skills: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: app.rateLimits.grades };
  const seedKey = offlineSeedKey(app.config.cookieSecret);

  app.route({
    ...operations.listSkills,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The free skills' names and descriptions in the page's language (`?lang=es`).
      return skillList(app.db, request.readingVisitorId(), app.now(), {
        lang: request.query.lang,
      });
    },
  });

  app.route({
    ...operations.getSkillProblem,
    config: limit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const skill = knownSkill(request.params.skillId);
      const visitorId = request.returningVisitorId(reply);
      // The problem and the skill's name in the page's language (`?lang=es`).
      return serveSkillProblem(app.db, app.maths, visitorId, skill, app.now(), {
        lang: request.query.lang,
      });
    },
  });

  app.route({
    ...operations.getSkillHint,
    config: limit,
    handler: async (request, reply) => {
      const skill = knownSkill(request.params.skillId);
      const visitorId = request.returningVisitorId(reply);
      const { problemId, level } = request.body;
      return giveHint(app.db, app.maths, visitorId, skill, problemId, level, app.now(), {
        lang: request.query.lang,
      });
    },
  });

  app.route({
    ...operations.gradeSkillAnswer,
    config: limit,
    handler: async (request, reply) => {
      const skill = knownSkill(request.params.skillId);
      const visitorId = request.returningVisitorId(reply);
      const { problemId, answer } = request.body;
      // A wrong answer's mistake is said in the page's language (`?lang=es`; English without it).
      return gradeSkillAnswer(app.db, app.maths, visitorId, skill, problemId, answer, app.now(), {
        lang: request.query.lang,
      });
    },
  });

  // Problems answered offline, counted once each (see practice/offline-attempts.ts).
  app.route({
    ...operations.recordOfflineAttempt,
    config: limit,
    handler: async (request, reply) =>
      recordOfflineAttempt(
        app.db,
        app.maths,
        app.practiceBank,
        seedKey,
        request.returningVisitorId(reply),
        request.body,
        app.now(),
      ),
  });

  app.route({
    ...operations.getOfflineSeeds,
    config: limit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueOfflineSeeds(seedKey, request.returningVisitorId(reply), app.now());
    },
  });

  app.route({
    ...operations.getReviewSession,
    config: limit,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return serveReview(app.db, app.maths, request.returningVisitorId(reply), app.now(), {
        lang: request.query.lang,
      });
    },
  });
};

export default skills;
