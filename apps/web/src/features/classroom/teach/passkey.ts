/**
 * Passkeys with @simplewebauthn/browser, in a chunk of its own: fetched when a signed-out teacher
 * is shown the sign-in buttons, so no other page (and no student) loads it. The server makes the
 * options and checks what the authenticator signed; this only hands one to the other.
 */
import type { PasskeyOptions, Teacher, TeacherWithRecovery } from '@mathtools/contracts';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { ApiError } from '../../../lib/api';
import { passkeyOptions, registerPasskey, signInWithPasskey } from '../api';

/** The options as the server wrote them: the contract checks only the challenge. */
const creation = (o: PasskeyOptions['options']) =>
  o as unknown as PublicKeyCredentialCreationOptionsJSON;
const request = (o: PasskeyOptions['options']) =>
  o as unknown as PublicKeyCredentialRequestOptionsJSON;

/** A new teacher with a new passkey on this device: the teacher and the recovery code to keep. */
export async function createTeacher(): Promise<TeacherWithRecovery> {
  const { options } = await passkeyOptions('register');
  const response = await startRegistration({ optionsJSON: creation(options) });
  return registerPasskey(response);
}

/** Signs in with a passkey this device (or a phone nearby) holds. */
export async function signIn(): Promise<Teacher> {
  const { options } = await passkeyOptions('login');
  const response = await startAuthentication({ optionsJSON: request(options) });
  return (await signInWithPasskey(response)).teacher;
}

export const passkeysWork = () => browserSupportsWebAuthn();

/**
 * Why a passkey step failed: the server's refusal, said in words by `userMessage` where the page
 * shows it, else the key of the teacher's words for it in the `classroom-teach` catalogue (this
 * chunk holds no words of its own).
 */
export function passkeyProblem(error: unknown): PasskeyProblem {
  if (error instanceof ApiError) return error.code ? { refused: error } : 'passkey.rejected';
  if (error instanceof WebAuthnError) {
    if (error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkey.registered';
    if (error.code === 'ERROR_CEREMONY_ABORTED') return 'passkey.aborted';
  }
  if (error instanceof Error && error.name === 'NotAllowedError') return 'passkey.notAllowed';
  return 'passkey.failed';
}

export type PasskeyProblem =
  | 'passkey.rejected'
  | 'passkey.registered'
  | 'passkey.aborted'
  | 'passkey.notAllowed'
  | 'passkey.failed'
  | { refused: ApiError };
