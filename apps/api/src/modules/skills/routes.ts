import {
  apiPaths,
  ReviewSession,
  SkillGradeRequest,
  SkillGradeResponse,
  SkillHint,
  SkillHintRequest,
  SkillList,
  SkillProblem,
} from '@mathtools/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import {
  giveHint,
  gradeSkillAnswer,
  knownSkill,
  serveReview,
  serveSkillProblem,
  skillList,
} from './service.js';

// Any string reaches the handler, so an unknown or malformed skill id is a 404 like the others.
const Params = z.strictObject({ skillId: z.string() });
const pattern = (build: (skillId: string) => string) =>
  build('SKILL_ID').replace('SKILL_ID', ':skillId');

/**
 * Practice by skill, per visitor (the `mt_visitor` cookie): the skills with the visitor's
 * progress, a problem of a skill at their difficulty, hints (counted), grading against the stored
 * problem, and review sessions of the skills due. Every answer is per visitor and `no-store`.
 * Serving problems, hints and grades write to the database, so each is rate limited like grading
 * (each route counted on its own), and problems and review sessions are stored only for a visitor
 * that sent its cookie back: a client that keeps no cookies could never answer them.
 */
const skills: FastifyPluginAsyncZod = async (app) => {
  const limit = { rateLimit: app.rateLimits.grades };

  app.get(apiPaths.skills, { schema: { response: { 200: SkillList } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return skillList(app.db, request.visitorId(reply), Date.now());
  });

  app.get(
    pattern(apiPaths.skillProblem),
    { config: limit, schema: { params: Params, response: { 200: SkillProblem } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const skill = knownSkill(request.params.skillId);
      const visitorId = request.returningVisitorId(reply);
      return serveSkillProblem(app.db, visitorId, skill, Date.now());
    },
  );

  app.post(
    pattern(apiPaths.skillHint),
    {
      config: limit,
      schema: { params: Params, body: SkillHintRequest, response: { 200: SkillHint } },
    },
    async (request, reply) => {
      const visitorId = request.visitorId(reply);
      const skill = knownSkill(request.params.skillId);
      const { problemId, level } = request.body;
      return giveHint(app.db, visitorId, skill, problemId, level, Date.now());
    },
  );

  app.post(
    pattern(apiPaths.skillGrade),
    {
      config: limit,
      schema: { params: Params, body: SkillGradeRequest, response: { 200: SkillGradeResponse } },
    },
    async (request, reply) => {
      const visitorId = request.visitorId(reply);
      const skill = knownSkill(request.params.skillId);
      const { problemId, answer } = request.body;
      return gradeSkillAnswer(app.db, visitorId, skill, problemId, answer, Date.now());
    },
  );

  app.get(
    apiPaths.review,
    { config: limit, schema: { response: { 200: ReviewSession } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return serveReview(app.db, request.returningVisitorId(reply), Date.now());
    },
  );
};

export default skills;
