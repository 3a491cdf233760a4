/**
 * Seeds for problems made offline, handed out by the server while the browser is online: a batch
 * per free skill and per practice category, each OFFLINE_BATCH_SIZE seeds, bound to the visitor.
 * Nothing is stored: a batch's name (`<issuedAt>.<nonce>.<mac>`) carries an HMAC of the visitor,
 * the subject, the time and a random nonce, and its seeds are derived from the same, so the server
 * checks an attempt's seed by working the batch out again. An attempt counts only for a seed of a
 * batch issued to this visitor for this subject in the last OFFLINE_BATCH_DAYS; a seed counts once
 * (the `offline_attempts` index on visitor, batch and seed).
 *
 * The key is derived from COOKIE_SECRET, so every process of one site agrees, and batches outlive
 * a restart.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  OFFLINE_BATCH_DAYS,
  OFFLINE_BATCH_SIZE,
  OFFLINE_SEED_MAX,
  type OfflineAttempt,
  type OfflineSeedBatch,
  type OfflineSeeds,
  practiceCategories,
} from '@mathtools/contracts';
import { listSkills } from '@mathtools/math-core';
import { HttpError } from '../../lib/http-error.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A batch issued this far in the future (another process's clock) is still accepted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The key batches are signed with, from the cookie secret (one purpose, one key). */
export const offlineSeedKey = (cookieSecret: string): Buffer =>
  createHmac('sha256', cookieSecret).update('mathtools offline seeds v1').digest();

type Subject = Pick<OfflineSeedBatch, 'kind' | 'subject'>;

/** Every subject practised offline: the free skills (math-core makes them) and the categories. */
const offlineSubjects: readonly Subject[] = [
  ...listSkills({ premium: false }).map((s) => ({ kind: 'skill' as const, subject: s.id })),
  ...practiceCategories.map((c) => ({ kind: 'category' as const, subject: c })),
];

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

const signature = (key: Buffer, visitorId: string, s: Subject, issuedAt: number, nonce: string) =>
  mac(key, `batch|${visitorId}|${s.kind}|${s.subject}|${issuedAt}|${nonce}`).subarray(0, 16);

/** The batch's seeds: OFFLINE_BATCH_SIZE distinct numbers from 1 to OFFLINE_SEED_MAX. */
function seedsOf(key: Buffer, visitorId: string, s: Subject, nonce: string): number[] {
  const seeds = new Set<number>();
  for (let i = 0; seeds.size < OFFLINE_BATCH_SIZE; i++) {
    const word = mac(key, `seed|${visitorId}|${s.kind}|${s.subject}|${nonce}|${i}`).readUInt32BE(0);
    seeds.add(1 + (word % OFFLINE_SEED_MAX));
  }
  return [...seeds];
}

/** A new batch for every offline subject, issued to `visitorId` at `now`. */
export function issueOfflineSeeds(key: Buffer, visitorId: string, now: number): OfflineSeeds {
  return {
    issuedAt: now,
    expiresAt: now + OFFLINE_BATCH_DAYS * DAY_MS,
    batches: offlineSubjects.map((s) => {
      const nonce = randomBytes(9).toString('base64url');
      const mac = signature(key, visitorId, s, now, nonce).toString('base64url');
      return { ...s, batch: `${now}.${nonce}.${mac}`, seeds: seedsOf(key, visitorId, s, nonce) };
    }),
  };
}

const notHandedOut = () =>
  new HttpError(
    400,
    'validation_error',
    'This problem was not handed out by the server for offline practice, so it cannot count',
    'seed',
  );

/**
 * The nonce of the attempt's batch, once its seed is checked: a batch this server issued to this
 * visitor for the attempt's skill or category, not expired, that holds the seed. 400 otherwise.
 */
export function checkOfflineSeed(
  key: Buffer,
  visitorId: string,
  attempt: OfflineAttempt,
  now: number,
): string {
  const subject: Subject =
    attempt.kind === 'skill'
      ? { kind: 'skill', subject: attempt.skill }
      : { kind: 'category', subject: attempt.category };
  const [issued, nonce, signed, extra] = attempt.batch.split('.');
  const issuedAt = Number(issued);
  if (!nonce || !signed || extra !== undefined || !Number.isSafeInteger(issuedAt))
    throw notHandedOut();
  const expected = signature(key, visitorId, subject, issuedAt, nonce);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notHandedOut();
  if (issuedAt > now + CLOCK_SKEW_MS || now >= issuedAt + OFFLINE_BATCH_DAYS * DAY_MS)
    throw new HttpError(
      400,
      'validation_error',
      `Problems for offline practice count for ${OFFLINE_BATCH_DAYS} days after they were handed out; this one is older`,
      'batch',
    );
  if (!seedsOf(key, visitorId, subject, nonce).includes(attempt.seed)) throw notHandedOut();
  return nonce;
}
