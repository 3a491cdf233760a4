/**
 * Students of a set: a nickname and a random token, nothing else. The token is the `mt_student`
 * cookie, set for the set's own paths (`/api/join/CODE`), so a device can be in several sets and
 * comes back to each as the same student; the database keeps only its SHA-256.
 *
 * Every change of a student's cell is written in one transaction with its event in the set's log
 * (`insertClassEvent`, which keeps a set's events committing in the order of their ids), then
 * announced to the live streams after the commit.
 */
import { randomUUID } from 'node:crypto';
import { type ClassCellUpdate, type ClassHelp, STUDENT_COOKIE } from '@mathtools/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '../../lib/http-error.js';
import { insertClassEvent } from '../../live/events.js';
import { cookieOf, cookieSettings, newToken, tokenHash } from '../teach/auth.js';

/** A student cookie lasts as long as a set's answers may be kept: well past any school term. */
const STUDENT_COOKIE_DAYS = 365;

export interface JoinedSet {
  id: string;
  code: string;
  title: string;
  help: ClassHelp;
  opens_at: number | string;
  closes_at: number | string | null;
}

const classNotFound = () => new HttpError(404, 'class_not_found', 'No class has this code', 'code');
const studentRequired = () =>
  new HttpError(401, 'student_required', 'Please join this class with a nickname first');
export const classClosed = () =>
  new HttpError(403, 'class_closed', 'This class is not open for work right now');

/** Whether a set takes work at `now`: opened, and not closed. */
export const isOpen = (set: Pick<JoinedSet, 'opens_at' | 'closes_at'>, now: number) =>
  Number(set.opens_at) <= now && (set.closes_at === null || now < Number(set.closes_at));

/** The set of a join code (read in any case); 404 `class_not_found`. */
export async function setByCode(app: FastifyInstance, code: string): Promise<JoinedSet> {
  const set = await app.db
    .selectFrom('class_sets')
    .select(['id', 'code', 'title', 'help', 'opens_at', 'closes_at'])
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!set) throw classNotFound();
  return set;
}

/** The cookie path of a set: its own paths only. */
const cookiePath = (code: string) => `/api/join/${code}`;

/**
 * Adds a student with this nickname to the set and sets the cookie; 409 `nickname_taken` when
 * another student of the set has it (in any case), 403 `class_closed` once the set has closed.
 * The teacher's table hears of the new student at once (a not-started cell).
 */
export async function joinSet(
  app: FastifyInstance,
  reply: FastifyReply,
  set: JoinedSet,
  nickname: string,
): Promise<void> {
  const now = app.now();
  if (set.closes_at !== null && Number(set.closes_at) <= now) throw classClosed();
  const token = newToken();
  const studentId = randomUUID();
  const eventId = await app.db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('class_students')
      .values({
        id: studentId,
        set_id: set.id,
        nickname,
        token_hash: tokenHash(token),
        joined_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) return null;
    const update: ClassCellUpdate = { studentId, position: 1, state: 'not-started', nickname };
    return insertClassEvent(trx, set.id, update);
  });
  if (eventId === null)
    throw new HttpError(
      409,
      'nickname_taken',
      'Another student of this class has this nickname: please choose another',
      'nickname',
    );
  app.live?.notify(set.id, eventId);
  reply.setCookie(STUDENT_COOKIE, token, {
    ...cookieSettings(app),
    path: cookiePath(set.code),
    maxAge: STUDENT_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The student of the request's cookie in this set, if it has one. */
export async function studentIn(
  app: FastifyInstance,
  request: FastifyRequest,
  set: JoinedSet,
): Promise<{ id: string; nickname: string } | undefined> {
  const token = cookieOf(request, STUDENT_COOKIE);
  if (!token || token.length > 100) return undefined;
  return app.db
    .selectFrom('class_students')
    .select(['id', 'nickname'])
    .where('token_hash', '=', tokenHash(token))
    .where('set_id', '=', set.id)
    .executeTakeFirst();
}

/** The student of the request's cookie in this set; 401 `student_required`. */
export async function studentOf(
  app: FastifyInstance,
  request: FastifyRequest,
  set: JoinedSet,
): Promise<{ id: string; nickname: string }> {
  const student = await studentIn(app, request, set);
  if (!student) throw studentRequired();
  return student;
}

/** What a change writes in `class_work` (the rest of the row as it was). */
export type WorkChange =
  | { kind: 'working'; lines: string; mistake: string | null }
  | { kind: 'answer'; answer: string; correct: boolean; mistake: string | null };

/**
 * Writes a change of a student's work on one problem and its event, in one transaction, then
 * announces the event. Checking working marks the problem as being worked on (one already right
 * stays right) and names the working's mistake; an answer marks it right or wrong and, when wrong,
 * names the answer's mistake, else keeps the working's. Answers the cell as it now stands.
 */
export async function writeWork(
  app: FastifyInstance,
  set: JoinedSet,
  student: { id: string; nickname: string },
  position: number,
  change: WorkChange,
): Promise<ClassCellUpdate> {
  const now = app.now();
  const { update, eventId } = await app.db.transaction().execute(async (trx) => {
    const base = {
      set_id: set.id,
      student_id: student.id,
      position,
      updated_at: now,
    };
    const row =
      change.kind === 'working'
        ? await trx
            .insertInto('class_work')
            .values({ ...base, state: 'working', lines: change.lines, mistake: change.mistake })
            .onConflict((oc) =>
              oc.columns(['student_id', 'position']).doUpdateSet({
                state: sql`case when class_work.state = 'right' then 'right' else 'working' end`,
                lines: change.lines,
                mistake: change.mistake,
                updated_at: now,
              }),
            )
            .returning(['state', 'mistake'])
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('class_work')
            .values({
              ...base,
              state: change.correct ? 'right' : 'wrong',
              answer: change.answer,
              mistake: change.correct ? null : change.mistake,
            })
            .onConflict((oc) =>
              oc.columns(['student_id', 'position']).doUpdateSet({
                state: change.correct ? 'right' : 'wrong',
                answer: change.answer,
                mistake: change.correct
                  ? null
                  : sql`coalesce(${change.mistake}, class_work.mistake)`,
                updated_at: now,
              }),
            )
            .returning(['state', 'mistake'])
            .executeTakeFirstOrThrow();
    const update: ClassCellUpdate = {
      studentId: student.id,
      position,
      state: row.state,
      ...(row.mistake ? { mistake: row.mistake } : {}),
      nickname: student.nickname,
    };
    return { update, eventId: await insertClassEvent(trx, set.id, update) };
  });
  app.live?.notify(set.id, eventId);
  return update;
}
