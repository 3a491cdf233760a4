/**
 * Teacher accounts: a passkey makes one (no email, no name), a passkey or the recovery code signs
 * in, and the session lives in the `mt_teacher` cookie (./auth.ts). The option calls, the passkey
 * answers and the recovery code are rate limited per client.
 */
import { RECOVER_MAX_TRIES, RECOVER_WINDOW_MS } from '@mathtools/contracts';
import { operations } from '@mathtools/contracts/operations';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { endSession, newRecoveryCode, recoveryHashOf, startSession, teacherOf } from './auth.js';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys.js';

/** Passkey calls a client may make per minute: a person signs in a few times a day. */
const PASSKEY_MAX_PER_MINUTE = 20;

/** A route's rate limit, or none when the server runs without them. */
export const limitOf = (app: FastifyInstance, max: number, timeWindow: number) =>
  app.config.rateLimit.enabled ? { max, timeWindow } : false;

const recoveryFailed = () =>
  new HttpError(
    401,
    'recovery_failed',
    'No teacher account has this recovery code',
    'recoveryCode',
  );

const teach: FastifyPluginAsyncZod = async (app) => {
  const passkeyLimit = { rateLimit: limitOf(app, PASSKEY_MAX_PER_MINUTE, 60_000) };

  app.route({
    ...operations.registerPasskeyOptions,
    config: passkeyLimit,
    handler: async () => ({ options: { ...(await registrationOptions(app)) } }),
  });

  app.route({
    ...operations.registerPasskey,
    config: passkeyLimit,
    handler: async (request, reply) => {
      const { teacherId, passkey } = await verifyRegistration(app, request.body.response);
      const recovery = newRecoveryCode();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('teachers')
          .values({ id: teacherId, recovery_hash: recovery.hash })
          .execute();
        await trx
          .insertInto('teacher_passkeys')
          .values({ ...passkey, teacher_id: teacherId })
          .execute();
        await startSession(app, trx, reply, teacherId);
      });
      request.log.info({ teacherId }, 'teacher account made');
      return { teacher: { id: teacherId }, recoveryCode: recovery.code };
    },
  });

  app.route({
    ...operations.loginPasskeyOptions,
    config: passkeyLimit,
    handler: async () => ({ options: { ...(await authenticationOptions(app)) } }),
  });

  app.route({
    ...operations.loginPasskey,
    config: passkeyLimit,
    handler: async (request, reply) => {
      const teacherId = await verifyAuthentication(app, request.body.response);
      await startSession(app, app.db, reply, teacherId);
      return { teacher: { id: teacherId } };
    },
  });

  app.route({
    ...operations.recoverTeacher,
    config: { rateLimit: limitOf(app, RECOVER_MAX_TRIES, RECOVER_WINDOW_MS) },
    handler: async (request, reply) => {
      const hash = recoveryHashOf(request.body.recoveryCode);
      if (!hash) throw recoveryFailed();
      const next = newRecoveryCode();
      const teacherId = await app.db.transaction().execute(async (trx) => {
        // Spent by the one update that finds it: two requests with the same code sign in once.
        const spent = await trx
          .updateTable('teachers')
          .set({ recovery_hash: next.hash })
          .where('recovery_hash', '=', hash)
          .returning('id')
          .executeTakeFirst();
        if (!spent) return null;
        await startSession(app, trx, reply, spent.id);
        return spent.id;
      });
      if (!teacherId) {
        request.log.warn('teacher recovery: wrong code');
        throw recoveryFailed();
      }
      request.log.info({ teacherId }, 'teacher signed in with the recovery code');
      return { teacher: { id: teacherId }, recoveryCode: next.code };
    },
  });

  app.route({
    ...operations.logoutTeacher,
    handler: async (request, reply) => {
      await endSession(app, request, reply);
      return { ok: true as const };
    },
  });

  app.route({
    ...operations.getTeacher,
    handler: async (request) => {
      const teacherId = await teacherOf(app, request);
      return { teacher: teacherId ? { id: teacherId } : null };
    },
  });
};

export default teach;
