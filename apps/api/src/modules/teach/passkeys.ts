/**
 * Teacher passkeys with @simplewebauthn/server. The relying party is the site of PUBLIC_ORIGIN:
 * its host name is the RP ID and its origin the only origin an answer may come from (never a Host
 * header, which a client or a proxy could write). Challenges are kept in `teacher_challenges`
 * for CHALLENGE_MS and deleted by the call that uses them, so each is used once, whichever API
 * process gets the answer. Sign-in asks for a discoverable credential (a passkey), so no account
 * name is ever typed: the browser offers the passkeys it holds for the site.
 */
import { randomUUID } from 'node:crypto';
import type { PasskeyCredential } from '@mathtools/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';

/** How long a challenge may be answered. */
export const CHALLENGE_MS = 5 * 60 * 1000;

const RP_NAME = 'MathTools';

const passkeyFailed = (message: string) =>
  new HttpError(400, 'passkey_failed', message, 'response');

/** The relying party: PUBLIC_ORIGIN's host name and origin. */
export function relyingParty(publicOrigin: string): { rpID: string; origin: string } {
  const url = new URL(publicOrigin);
  return { rpID: url.hostname, origin: url.origin };
}

async function keepChallenge(
  app: FastifyInstance,
  challenge: string,
  purpose: 'register' | 'login',
  teacherId: string | null,
): Promise<void> {
  const now = app.now();
  await app.db.deleteFrom('teacher_challenges').where('expires_at', '<', now).execute();
  await app.db
    .insertInto('teacher_challenges')
    .values({ challenge, purpose, teacher_id: teacherId, expires_at: now + CHALLENGE_MS })
    .execute();
}

/**
 * The challenge the browser signed, taken out of the store (so it is never used again), with the
 * teacher id a registration's carries; 400 `passkey_failed` when it was not handed out for this
 * purpose, has expired, or was used.
 */
async function takeChallenge(
  app: FastifyInstance,
  credential: PasskeyCredential,
  purpose: 'register' | 'login',
): Promise<{ challenge: string; teacherId: string | null }> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(credential.response.clientDataJSON).challenge;
  } catch {
    throw passkeyFailed('The passkey’s answer could not be read');
  }
  if (typeof challenge !== 'string' || challenge.length > 200)
    throw passkeyFailed('The passkey’s answer could not be read');
  const row = await app.db
    .deleteFrom('teacher_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .returning(['teacher_id', 'expires_at'])
    .executeTakeFirst();
  if (!row || Number(row.expires_at) < app.now())
    throw passkeyFailed('This sign-in has expired: please try again');
  return { challenge, teacherId: row.teacher_id };
}

/**
 * Runs a check of @simplewebauthn/server with this site as the relying party (user verification
 * preferred, not required: a security key without a PIN is still a passkey); a check that throws
 * (a bad signature, another origin, a malformed answer) is 400 `passkey_failed`, logged.
 */
async function checked<T>(
  app: FastifyInstance,
  what: string,
  check: (expected: {
    expectedOrigin: string;
    expectedRPID: string;
    requireUserVerification: false;
  }) => Promise<T>,
): Promise<T> {
  const { rpID, origin } = relyingParty(app.config.publicOrigin);
  try {
    return await check({
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (err) {
    app.log.warn({ err: (err as Error).message }, `teacher passkey: ${what} refused`);
    throw passkeyFailed('The passkey could not be checked');
  }
}

/** Options to create a passkey for a new teacher, whose id is chosen now. */
export async function registrationOptions(app: FastifyInstance) {
  const { rpID } = relyingParty(app.config.publicOrigin);
  const teacherId = randomUUID();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userID: new TextEncoder().encode(teacherId),
    // What the device's passkey list shows: no name or email is asked of a teacher.
    userName: `MathTools teacher ${teacherId.slice(0, 8)}`,
    userDisplayName: 'MathTools teacher',
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(app, options.challenge, 'register', teacherId);
  return options;
}

/** A new passkey checked: the teacher id it was made for, and the credential to keep. */
export async function verifyRegistration(app: FastifyInstance, credential: PasskeyCredential) {
  const { challenge, teacherId } = await takeChallenge(app, credential, 'register');
  const verified = await checked(app, 'registration', (expected) =>
    verifyRegistrationResponse({
      ...expected,
      response: credential as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
    }),
  );
  if (!verified.verified || !teacherId) throw passkeyFailed('The passkey could not be checked');
  const { credential: made } = verified.registrationInfo;
  return {
    teacherId,
    passkey: {
      credential_id: made.id,
      public_key: isoBase64URL.fromBuffer(made.publicKey),
      counter: made.counter,
      transports: JSON.stringify(made.transports ?? []),
    },
  };
}

/** Options to sign in with any passkey of the site. */
export async function authenticationOptions(app: FastifyInstance) {
  const { rpID } = relyingParty(app.config.publicOrigin);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
  await keepChallenge(app, options.challenge, 'login', null);
  return options;
}

/** A sign-in checked against the passkey it names: the teacher it belongs to. */
export async function verifyAuthentication(
  app: FastifyInstance,
  credential: PasskeyCredential,
): Promise<string> {
  const { challenge } = await takeChallenge(app, credential, 'login');
  const stored = await app.db
    .selectFrom('teacher_passkeys')
    .select(['credential_id', 'teacher_id', 'public_key', 'counter', 'transports'])
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (!stored) throw passkeyFailed('This passkey belongs to no teacher account here');
  const verified = await checked(app, 'sign-in', (expected) =>
    verifyAuthenticationResponse({
      ...expected,
      response: credential as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      credential: {
        id: stored.credential_id,
        publicKey: isoBase64URL.toBuffer(stored.public_key),
        counter: Number(stored.counter),
        transports: JSON.parse(stored.transports) as string[],
      },
    }),
  );
  if (!verified.verified) throw passkeyFailed('The passkey could not be checked');
  await app.db
    .updateTable('teacher_passkeys')
    .set({ counter: verified.authenticationInfo.newCounter })
    .where('credential_id', '=', stored.credential_id)
    .execute();
  return stored.teacher_id;
}
