/**
 * Teacher sessions. Signing in (a passkey, or the recovery code) makes a random token the
 * `mt_teacher` cookie holds (HttpOnly, SameSite=Lax, Secure over https, as the visitor cookie);
 * the database keeps only its SHA-256, until it expires, so a copy of the database signs nobody
 * in. `requireTeacher` is the preHandler of every teacher call: it sets `request.teacherId`, or
 * answers 401 `teacher_required`.
 *
 * The recovery code is a restore code's twin (20 Crockford base32 characters, 100 random bits),
 * shown once and kept as its SHA-256; using it spends it and shows a new one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { fastifyCookie } from '@fastify/cookie';
import { TEACHER_COOKIE } from '@mathtools/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashRestoreCode, newRestoreCode, normaliseRestoreCode } from '../purchases/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in teacher, once `requireTeacher` ran. */
    teacherId: string;
  }
}

export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Db = Kysely<Database> | Transaction<Database>;

/** SHA-256 (hex) of a cookie's token, as the database keeps it. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token for a cookie: 256 bits, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** The cookie's value in a request, whether or not the cookie plugin runs in its scope. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  if (request.cookies) return request.cookies[name];
  const header = request.headers.cookie;
  return header ? fastifyCookie.parse(header)[name] : undefined;
}

/** A recovery code as shown, and its hash as kept. */
export function newRecoveryCode(): { code: string; hash: string } {
  const code = newRestoreCode();
  return { code, hash: hashRestoreCode(normaliseRestoreCode(code) ?? '') };
}

/** The hash a typed recovery code would be kept under, or null when it cannot be one. */
export function recoveryHashOf(typed: string): string | null {
  const normalised = normaliseRestoreCode(typed);
  return normalised === null ? null : hashRestoreCode(normalised);
}

export const teacherRequired = () =>
  new HttpError(401, 'teacher_required', 'Please sign in as a teacher');

/** Settings of the class cookies: those of the visitor cookie (Secure over https). */
export const cookieSettings = (app: FastifyInstance) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: app.config.publicOrigin.startsWith('https:'),
});

/**
 * Starts a session for `teacherId` (in `db`, the transaction that made or found the teacher) and
 * sets its cookie. Sessions past their end are cleared on the way.
 */
export async function startSession(
  app: FastifyInstance,
  db: Db,
  reply: FastifyReply,
  teacherId: string,
): Promise<void> {
  const now = app.now();
  const token = newToken();
  await db.deleteFrom('teacher_sessions').where('expires_at', '<', now).execute();
  await db
    .insertInto('teacher_sessions')
    .values({
      token_hash: tokenHash(token),
      teacher_id: teacherId,
      expires_at: now + SESSION_DAYS * DAY_MS,
    })
    .execute();
  reply.setCookie(TEACHER_COOKIE, token, {
    ...cookieSettings(app),
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/** Ends the request's session, if it has one, and clears the cookie. */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = cookieOf(request, TEACHER_COOKIE);
  if (token)
    await app.db
      .deleteFrom('teacher_sessions')
      .where('token_hash', '=', tokenHash(token))
      .execute();
  reply.clearCookie(TEACHER_COOKIE, { ...cookieSettings(app), path: '/' });
}

/** The teacher of the request's session cookie, or null. */
export async function teacherOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | null> {
  const token = cookieOf(request, TEACHER_COOKIE);
  if (!token || token.length > 100) return null;
  const session = await app.db
    .selectFrom('teacher_sessions')
    .select('teacher_id')
    .where('token_hash', '=', tokenHash(token))
    .where('expires_at', '>', app.now())
    .executeTakeFirst();
  return session?.teacher_id ?? null;
}

/**
 * preHandler of the teacher calls: sets `request.teacherId` from the session cookie, or answers
 * 401 `teacher_required` (declare it in the route's operation).
 */
export async function requireTeacher(request: FastifyRequest) {
  const teacherId = await teacherOf(request.server, request);
  if (!teacherId) throw teacherRequired();
  request.teacherId = teacherId;
}
