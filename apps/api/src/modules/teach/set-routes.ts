/**
 * A teacher's sets: make one (its typed problems read in the language of the teacher's page,
 * `?lang=es`, and solved in the maths pool), list them, read one
 * with every student's cells (its questions in the notation of the teacher's page, `?lang=es`), read one student's lines. Only the teacher's own: another's set
 * answers 404 as one that does not exist.
 */
import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { requireTeacher } from './auth.js';
import { createSet, listSets, setDetail, studentWork } from './sets.js';

const setRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.listClassSets,
    preHandler: requireTeacher,
    handler: async (request) => ({ sets: await listSets(app, request.teacherId) }),
  });

  app.route({
    ...operations.createClassSet,
    preHandler: requireTeacher,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) => {
      reply.code(201);
      return createSet(app, request.teacherId, request.body, request.query.lang);
    },
  });

  app.route({
    ...operations.getClassSet,
    preHandler: requireTeacher,
    handler: async (request) =>
      setDetail(app, request.teacherId, request.params.setId, request.query.lang),
  });

  app.route({
    ...operations.getClassStudentWork,
    preHandler: requireTeacher,
    handler: async (request) =>
      studentWork(app, request.teacherId, request.params.setId, request.params.studentId),
  });
};

export default setRoutes;
