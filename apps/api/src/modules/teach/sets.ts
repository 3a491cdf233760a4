/**
 * A teacher's sets: made from typed problems (each read in the language of the teacher's page,
 * solved and its answer checked in the maths pool) and problems drawn from a practice category,
 * each with a join code; read back with every student's cells, the commonest mistakes, and each
 * student's lines.
 */
import { randomInt, randomUUID } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_PROBLEMS_MAX,
  type ClassCell,
  type ClassSet,
  type ClassSetDetail,
  type ClassSetSummary,
  type ClassStudentWork,
  type CommonMistake,
  type CreateClassSetRequest,
  type PracticeLanguageCode,
  type ProblemWork,
  type WorkingLine,
} from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ClassSetTable, ClassWorkTable, Database } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { lastEventId } from '../../live/events.js';
import { keptWords, storedInEnglish } from '../../maths/class-questions.js';
import type { ClassProblemMade } from '../../maths/class-tasks.js';

type CreateBody = {
  title: string;
  problems: string[];
  draw?: CreateClassSetRequest['draw'];
  help: ClassSet['help'];
  opensAt?: string | undefined;
  closesAt?: string | undefined;
};

/** How many codes are tried before giving up (a clash is one in 10⁸ with a million sets). */
const CODE_TRIES = 5;

/** A join code: CLASS_CODE_LENGTH characters of the alphabet without look-alikes. */
export function newClassCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++)
    code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | null) => (ms === null ? null : iso(ms));

const invalid = (message: string, field: string) =>
  new HttpError(400, 'validation_error', message, field);

/** The set of `setId` if it is this teacher's; 404 otherwise (another's set is not shown to exist). */
export async function ownSet(
  app: FastifyInstance,
  teacherId: string,
  setId: string,
): Promise<Selectable<ClassSetTable>> {
  const set = await app.db
    .selectFrom('class_sets')
    .selectAll()
    .where('id', '=', setId)
    .where('teacher_id', '=', teacherId)
    .executeTakeFirst();
  if (!set) throw notFound('No set of yours has this id', 'setId');
  return set;
}

/**
 * Each typed problem read in `lang`, the language of the teacher's page (a Spanish `resuelve 2x +
 * 3 = 7`, `x = 2,5`; English without it), and solved in the maths pool; past the time limit it is
 * one the solver cannot answer.
 */
async function solveTyped(
  app: FastifyInstance,
  problems: string[],
  lang: PracticeLanguageCode | undefined,
): Promise<ClassProblemMade[]> {
  const made: ClassProblemMade[] = [];
  for (const [line, problem] of problems.entries()) {
    if (problem.trim() === '') continue;
    try {
      made.push(await app.maths.run('solveClassProblem', { problem, line, lang }));
    } catch (err) {
      if (err instanceof HttpError && err.code === 'too_complex')
        throw new HttpError(
          422,
          'problem_unsolved',
          `“${problem.trim()}” takes too long to solve`,
          `problems.${line}`,
        );
      throw err;
    }
  }
  return made;
}

/**
 * Makes a set: its problems solved or drawn, a free join code, all in one transaction. The typed
 * problems are read in `lang`, the language of the teacher's page (English without it).
 */
export async function createSet(
  app: FastifyInstance,
  teacherId: string,
  body: CreateBody,
  lang?: PracticeLanguageCode,
): Promise<ClassSet> {
  const now = app.now();
  const opensAt = body.opensAt ? Date.parse(body.opensAt) : now;
  const closesAt = body.closesAt ? Date.parse(body.closesAt) : null;
  if (closesAt !== null && (closesAt <= opensAt || closesAt <= now))
    throw invalid('The set must close after it opens, and in the future', 'closesAt');
  const typedCount = body.problems.filter((p) => p.trim() !== '').length;
  const total = typedCount + (body.draw?.count ?? 0);
  if (total === 0) throw invalid('Add at least one problem', 'problems');
  if (total > CLASS_PROBLEMS_MAX)
    throw invalid(`A set has at most ${CLASS_PROBLEMS_MAX} problems`, 'problems');

  const problems = await solveTyped(app, body.problems, lang);
  if (body.draw) {
    const seed = randomInt(1, 2 ** 31 - CLASS_PROBLEMS_MAX * 20);
    problems.push(...(await app.maths.run('drawClassProblems', { ...body.draw, seed })));
  }

  const id = randomUUID();
  for (let attempt = 1; ; attempt++) {
    const code = newClassCode();
    const made = await app.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('class_sets')
        .values({
          id,
          teacher_id: teacherId,
          code,
          title: body.title,
          help: body.help,
          opens_at: opensAt,
          closes_at: closesAt,
          created_at: now,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await trx
        .insertInto('class_problems')
        .values(
          problems.map((p, i) => ({
            set_id: id,
            position: i + 1,
            question: p.question,
            mathml: p.mathml,
            answer: JSON.stringify(p.key),
            hint: p.hint,
            steps: JSON.stringify(p.steps),
          })),
        )
        .execute();
      return true;
    });
    if (made) {
      app.log.info({ teacherId, setId: id, problems: problems.length }, 'class set made');
      return setOf(
        { id, code, title: body.title, help: body.help, opens_at: opensAt, closes_at: closesAt },
        problems.map((p, i) => ({
          position: i + 1,
          question: p.question,
          mathml: p.mathml,
          ...keptWords(p.key),
        })),
      );
    }
    if (attempt >= CODE_TRIES) throw new Error('no free join code after several tries');
  }
}

/** A set as the wire shows it. */
function setOf(
  set: Pick<Selectable<ClassSetTable>, 'id' | 'code' | 'title' | 'help' | 'opens_at' | 'closes_at'>,
  problems: ClassSet['problems'],
): ClassSet {
  return {
    id: set.id,
    title: set.title,
    code: set.code,
    joinPath: `/join/${set.code}`,
    help: set.help,
    opensAt: iso(set.opens_at),
    closesAt: isoOrNull(set.closes_at),
    problems,
  };
}

/**
 * The problems of a set as students and teachers see them (no answers), in `lang`: in English (no
 * `lang`) as the set stored them, with a drawn problem's words around its maths. Another language writes each question again from its key, in
 * the maths pool (its notation, and a drawn problem's words where its generator has them); a pool
 * too busy for it, or past its time limit, leaves the questions in English rather than the reader
 * without their page.
 */
export async function problemsOf(
  app: FastifyInstance,
  setId: string,
  lang?: PracticeLanguageCode,
): Promise<ClassSet['problems']> {
  const problems = await app.db
    .selectFrom('class_problems')
    .select(['position', 'question', 'mathml', 'answer'])
    .where('set_id', '=', setId)
    .orderBy('position')
    .execute();
  if (lang === undefined || lang === 'en') return problems.map((p) => storedInEnglish(p));
  try {
    return await app.maths.run('classQuestionsIn', { problems, lang });
  } catch (error) {
    if (!(error instanceof HttpError) || (error.statusCode !== 503 && error.statusCode !== 422))
      throw error;
    app.log.warn({ err: error, lang }, 'class questions left in English');
    return problems.map((p) => storedInEnglish(p));
  }
}

/** The teacher's sets, newest first, with their counts of students and problems. */
export async function listSets(
  app: FastifyInstance,
  teacherId: string,
): Promise<ClassSetSummary[]> {
  const rows = await app.db
    .selectFrom('class_sets as s')
    .select((eb) => [
      's.id',
      's.title',
      's.code',
      's.created_at',
      's.opens_at',
      's.closes_at',
      eb
        .selectFrom('class_students')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('class_students.set_id', '=', 's.id')
        .as('students'),
      eb
        .selectFrom('class_problems')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('class_problems.set_id', '=', 's.id')
        .as('problems'),
    ])
    .where('s.teacher_id', '=', teacherId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    code: r.code,
    createdAt: iso(r.created_at),
    opensAt: iso(r.opens_at),
    closesAt: isoOrNull(r.closes_at),
    students: Number(r.students ?? 0),
    problems: Number(r.problems ?? 0),
  }));
}

/** A row of `class_work` as a cell of the table. */
export const cellOf = (
  row: Pick<Selectable<ClassWorkTable>, 'student_id' | 'position' | 'state' | 'mistake'>,
): ClassCell => ({
  studentId: row.student_id,
  position: row.position,
  state: row.state,
  ...(row.mistake ? { mistake: row.mistake } : {}),
});

/**
 * A set with its students, cells and commonest mistakes, and the id of the last event before
 * them: read first, so a change made while the rest is read comes again on the live stream (a
 * cell sent twice reads the same), never not at all.
 */
export async function setDetail(
  app: FastifyInstance,
  teacherId: string,
  setId: string,
  lang?: PracticeLanguageCode,
): Promise<ClassSetDetail> {
  const set = await ownSet(app, teacherId, setId);
  const lastId = await lastEventId(app.db, setId);
  const [problems, students, work] = await Promise.all([
    problemsOf(app, setId, lang),
    studentsOf(app.db, setId),
    app.db
      .selectFrom('class_work')
      .select(['student_id', 'position', 'state', 'mistake'])
      .where('set_id', '=', setId)
      .orderBy('student_id')
      .orderBy('position')
      .execute(),
  ]);
  return {
    set: setOf(set, problems),
    students,
    cells: work.map(cellOf),
    commonMistakes: commonMistakes(work),
    lastEventId: lastId,
  };
}

/** The students of a set in the order they joined (a row each in the teacher's table). */
export const studentsOf = (db: Kysely<Database>, setId: string) =>
  db
    .selectFrom('class_students')
    .select(['id', 'nickname'])
    .where('set_id', '=', setId)
    .orderBy('joined_at')
    .orderBy('nickname')
    .execute();

/** Per problem, each mistake named in students' cells with how many, most first. */
export function commonMistakes(
  work: readonly Pick<Selectable<ClassWorkTable>, 'position' | 'mistake'>[],
): CommonMistake[] {
  const counts = new Map<string, CommonMistake>();
  for (const { position, mistake } of work) {
    if (!mistake) continue;
    const key = `${position} ${mistake}`;
    const found = counts.get(key);
    if (found) found.count++;
    else counts.set(key, { position, mistake, count: 1 });
  }
  return [...counts.values()].sort(
    (a, b) => a.position - b.position || b.count - a.count || a.mistake.localeCompare(b.mistake),
  );
}

/** Work rows as the wire shows them. */
export const workOf = (
  rows: readonly Pick<
    Selectable<ClassWorkTable>,
    'position' | 'lines' | 'answer' | 'state' | 'mistake'
  >[],
): ProblemWork[] =>
  rows.map((w) => ({
    position: w.position,
    lines: JSON.parse(w.lines) as WorkingLine[],
    answer: w.answer,
    state: w.state,
    ...(w.mistake ? { mistake: w.mistake } : {}),
  }));

/** One student's work on every problem begun; 404 for a student not of this teacher's set. */
export async function studentWork(
  app: FastifyInstance,
  teacherId: string,
  setId: string,
  studentId: string,
): Promise<ClassStudentWork> {
  await ownSet(app, teacherId, setId);
  const student = await app.db
    .selectFrom('class_students')
    .select('nickname')
    .where('id', '=', studentId)
    .where('set_id', '=', setId)
    .executeTakeFirst();
  if (!student) throw notFound('No student of this set has this id', 'studentId');
  const rows = await app.db
    .selectFrom('class_work')
    .select(['position', 'lines', 'answer', 'state', 'mistake'])
    .where('student_id', '=', studentId)
    .orderBy('position')
    .execute();
  return { nickname: student.nickname, work: workOf(rows) };
}
