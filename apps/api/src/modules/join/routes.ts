/**
 * Students: find a set by its join code, join it with a nickname, read its problems and their own
 * work, have their working checked line by line and their answers graded (in the maths pool), and
 * get the help the teacher allowed. Looking codes up and joining are rate limited per client, so
 * codes cannot be guessed quickly; checking and answering count as grading. A student who joined
 * from a link in another language (/es/join/CODE) checks and answers with `?lang=es`: the
 * verdicts' sentences, math-core's and the routes' own (`./words.ts`), are then in that language,
 * and so is the help they ask for (`?lang=es` too): its hint and steps written again in it. Their
 * work page (`?lang=es` too) shows the questions' maths in that language's notation, and a drawn
 * problem's words in it where its generator has them.
 */
import {
  JOIN_MAX_PER_MINUTE,
  type MathStep,
  STUDENT_COOKIE,
  type WorkingLine,
} from '@mathtools/contracts';
import { operations } from '@mathtools/contracts/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import type { ClassAnswerKey } from '../../maths/class-tasks.js';
import { clientNetwork, type RouteRateLimit } from '../../plugins/rate-limit.js';
import { cookieOf, tokenHash } from '../teach/auth.js';
import { limitOf } from '../teach/routes.js';
import { problemsOf, workOf } from '../teach/sets.js';
import {
  classClosed,
  isOpen,
  type JoinedSet,
  joinSet,
  setByCode,
  studentIn,
  studentOf,
  writeWork,
} from './students.js';
import { classWords } from './words.js';

/** A problem of the set, with what grading and help need; 404 for a position it does not have. */
async function problemAt(app: FastifyInstance, set: JoinedSet, position: number) {
  const problem = await app.db
    .selectFrom('class_problems')
    .select(['answer', 'hint', 'steps'])
    .where('set_id', '=', set.id)
    .where('position', '=', position)
    .executeTakeFirst();
  if (!problem) throw notFound('This class has no problem at this position', 'position');
  return { ...problem, key: JSON.parse(problem.answer) as ClassAnswerKey };
}

/**
 * The steps a set keeps (JSON), as the wire shows them in English: a typed problem's steps keep
 * more (what writes them again in another language), which the student is not sent.
 */
const englishSteps = (steps: string): MathStep[] =>
  (JSON.parse(steps) as MathStep[]).map(({ note, text, mathml }) => ({ note, text, mathml }));

/**
 * What checking and answering start from: the set (404), the student of the cookie (401), the set
 * open for work (403 `class_closed`), and the problem's answer key (404).
 */
async function openProblem(
  app: FastifyInstance,
  request: FastifyRequest,
  params: { code: string; position: number },
) {
  const set = await setByCode(app, params.code);
  const student = await studentOf(app, request, set);
  if (!isOpen(set, app.now())) throw classClosed();
  const { key } = await problemAt(app, set, params.position);
  return { set, student, key };
}

/**
 * A grading limit counted per student (by the cookie's token) rather than per address: a whole
 * class checks its working from one school address. Without the cookie, per address.
 */
const perStudent = (limit: RouteRateLimit | false) =>
  limit && {
    ...limit,
    keyGenerator: (request: FastifyRequest) => {
      const token = cookieOf(request, STUDENT_COOKIE);
      return token ? `student:${tokenHash(token)}` : clientNetwork(request.ip);
    },
  };

const join: FastifyPluginAsyncZod = async (app) => {
  const joinLimit = { rateLimit: limitOf(app, JOIN_MAX_PER_MINUTE, 60_000) };
  const gradeLimit = { rateLimit: perStudent(app.rateLimits.grades) };

  app.route({
    ...operations.getJoinInfo,
    config: joinLimit,
    handler: async (request) => {
      const set = await setByCode(app, request.params.code);
      const [problems, student] = await Promise.all([
        app.db
          .selectFrom('class_problems')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('set_id', '=', set.id)
          .executeTakeFirstOrThrow(),
        studentIn(app, request, set),
      ]);
      return {
        title: set.title,
        open: isOpen(set, app.now()),
        opensAt: new Date(Number(set.opens_at)).toISOString(),
        closesAt: set.closes_at === null ? null : new Date(Number(set.closes_at)).toISOString(),
        problemCount: Number(problems.n),
        joined: student !== undefined,
      };
    },
  });

  app.route({
    ...operations.joinClassSet,
    config: joinLimit,
    handler: async (request, reply) => {
      const set = await setByCode(app, request.params.code);
      await joinSet(app, reply, set, request.body.nickname);
      return { nickname: request.body.nickname };
    },
  });

  app.route({
    ...operations.getStudentWork,
    handler: async (request) => {
      const set = await setByCode(app, request.params.code);
      const student = await studentOf(app, request, set);
      const [problems, work] = await Promise.all([
        problemsOf(app, set.id, request.query.lang),
        app.db
          .selectFrom('class_work')
          .select(['position', 'lines', 'answer', 'state', 'mistake'])
          .where('student_id', '=', student.id)
          .orderBy('position')
          .execute(),
      ]);
      return {
        title: set.title,
        nickname: student.nickname,
        help: set.help,
        open: isOpen(set, app.now()),
        problems,
        work: workOf(work),
      };
    },
  });

  app.route({
    ...operations.checkClassWorking,
    config: gradeLimit,
    handler: async (request) => {
      const { set, student, key } = await openProblem(app, request, request.params);
      const lines = request.body.lines.map((l) => l.trim()).filter((l) => l !== '');
      const checked = await app.maths.run('checkClassWorking', {
        working: key.working,
        lines,
        lang: request.query.lang,
      });
      const kept: WorkingLine[] = checked.lines.map(({ text, verdict, mistake }) => ({
        text,
        verdict,
        ...(mistake ? { mistake } : {}),
      }));
      await writeWork(app, set, student, request.params.position, {
        kind: 'working',
        lines: JSON.stringify(kept),
        mistake: checked.lines.find((l) => l.mistake)?.mistake ?? null,
      });
      return checked;
    },
  });

  app.route({
    ...operations.answerClassProblem,
    config: gradeLimit,
    handler: async (request) => {
      const { set, student, key } = await openProblem(app, request, request.params);
      const { answer } = request.body;
      const { lang } = request.query;
      const graded = await app.maths.run('gradeClassAnswer', { key, answer, lang });
      await writeWork(app, set, student, request.params.position, {
        kind: 'answer',
        answer,
        correct: graded.correct,
        mistake: graded.mistake?.id ?? null,
      });
      const words = classWords(lang);
      return {
        correct: graded.correct,
        message: graded.correct ? words.right : (graded.mistake?.reason ?? words.notRightYet),
        ...(graded.mistake ? { mistake: graded.mistake.id } : {}),
      };
    },
  });

  app.route({
    ...operations.getClassHelp,
    handler: async (request) => {
      const set = await setByCode(app, request.params.code);
      await studentOf(app, request, set);
      const problem = await problemAt(app, set, request.params.position);
      if (set.help === 'answer')
        throw new HttpError(403, 'help_not_allowed', 'Your teacher has not allowed help here');
      const { lang } = request.query;
      // The set keeps its help in English; another language writes it again, in the maths pool.
      const help =
        lang === undefined || lang === 'en'
          ? { hint: problem.hint, steps: englishSteps(problem.steps) }
          : await app.maths.run('classHelpIn', {
              key: problem.key,
              hint: problem.hint,
              steps: problem.steps,
              lang,
            });
      return {
        ...(help.hint ? { hint: help.hint } : {}),
        ...(set.help === 'steps' ? { steps: help.steps } : {}),
      };
    },
  });
};

export default join;
