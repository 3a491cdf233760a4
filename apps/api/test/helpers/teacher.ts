/**
 * A software passkey for tests: an ES256 key pair made with node:crypto that answers WebAuthn
 * registration (attestation `none`) and sign-in the way an authenticator does, so the server's
 * @simplewebauthn/server checks real signatures; and a helper that makes a signed-in teacher.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { apiPaths } from '@mathtools/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { defaultMaths } from '../../src/env.js';
import { cookieHeader, json } from './app.js';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Minimal CBOR (RFC 8949) encoding of integers, strings, byte strings, arrays and maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');

/** An authenticator holding one ES256 credential, for the site `origin`. */
export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  userHandle = '';

  constructor(
    readonly origin = 'http://localhost:3000',
    readonly rpID = new URL(origin).hostname,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id() {
    return b64url(this.credentialId);
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      createHash('sha256').update(this.rpID).digest(),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** What `navigator.credentials.create` answers for these options (RegistrationResponseJSON). */
  register(options: { challenge: string; user: { id: string } }, origin = this.origin) {
    this.userHandle = options.user.id;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
    // User present, user verified, attested credential data.
    const authData = this.authData(0x45, attested);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** What `navigator.credentials.get` answers (AuthenticationResponseJSON), signed with `key`. */
  authenticate(options: { challenge: string }, origin = this.origin, key = this.privateKey) {
    this.counter++;
    const authenticatorData = this.authData(0x05);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([
      authenticatorData,
      createHash('sha256').update(clientDataJSON).digest(),
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(sign('sha256', signed, key)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    };
  }
}

let clients = 0;

/**
 * A new teacher made with a software passkey, signed in: its cookie header, id, recovery code and
 * passkey. Each asks from an address of its own (198.19.0.0/16), so rate limits count per test.
 */
export async function newTeacher(app: FastifyInstance) {
  const remoteAddress = `198.19.${(clients >> 8) & 255}.${clients++ & 255}`;
  const passkey = new SoftPasskey(app.config.publicOrigin);
  const options = await app.inject({
    method: 'POST',
    url: apiPaths.teachRegisterOptions,
    remoteAddress,
  });
  expect(options.statusCode, options.body).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: apiPaths.teachRegister,
    remoteAddress,
    ...json({ response: passkey.register(options.json().options) }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { teacher: { id: string }; recoveryCode: string };
  return {
    cookie: cookieHeader(res),
    id: body.teacher.id,
    recoveryCode: body.recoveryCode,
    passkey,
    remoteAddress,
  };
}

/**
 * The maths pool of a class test: one thread of each lane, started when first needed, with a time
 * limit far above what any of these problems takes. A thread's first problem loads and compiles
 * the solver's kinds, which on two cores shared with other test files can take seconds; the tests
 * are about what is answered, not how fast.
 */
export const patientMaths = {
  maths: { ...defaultMaths, quickThreads: 1, solverThreads: 1, eager: false, taskMs: 30_000 },
};

/** Rate limits as a server runs them (tests run without by default). */
export const withRateLimits = {
  rateLimit: {
    enabled: true,
    windowMs: 60_000,
    forms: 10,
    payments: 20,
    grades: 120,
    progress: 60,
  },
};
