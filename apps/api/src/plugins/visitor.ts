/**
 * Anonymous visitor identity: a signed, HttpOnly, SameSite=Lax cookie (Secure over https) holding a
 * random id; progress is stored per visitor, so two visitors never see each other's numbers.
 *
 * A page gets its cookie from `POST /api/visitor` before its first call that keeps something for
 * the visitor; such a call without it sets one and fails (400 `cookie_required`: the browser asks
 * again with it), the fallback for a cookie lost in the middle of a visit. A read never does: without a cookie it answers what a new visitor
 * sees. A first page sends several reads at once, and if each set a cookie of its own the browser
 * would keep whichever came last, so what one call bound to its visitor (a batch of offline seeds,
 * say) could belong to a visitor the browser no longer is.
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { VISITOR_COOKIE } from '@mathtools/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

export { VISITOR_COOKIE };

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Signed cookies remembered as checked, per app (about 2 MB at most). */
const VERIFIED_MAX = 10_000;

/**
 * The visitor ids of signed cookies already checked, by the cookie's exact text. Checking one is an
 * HMAC on every request that sends it (about a tenth of the main thread's time while grading, by
 * `node --cpu-prof` at 50 graders), and a visitor sends the same cookie for a year. Only cookies
 * that passed are kept, the oldest dropped past `max`. One app signs with one secret for its whole
 * life, so a remembered answer stays true; any other text, a tampered one included, is checked.
 */
export function verifiedCookies(max: number) {
  const ids = new Map<string, string>();
  return {
    get: (raw: string) => ids.get(raw),
    add(raw: string, id: string) {
      if (ids.size >= max) ids.delete(ids.keys().next().value!);
      // Copies: the cookie parser returns slices of the whole Cookie header, and a slice kept
      // keeps its header alive (up to 16 KB, padded by whoever sent it), where a copy keeps only
      // the cookie's own text.
      ids.set(Buffer.from(raw).toString(), Buffer.from(id).toString());
    },
    get size() {
      return ids.size;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The visitor id from the signed cookie or, without one, a new id that nothing holds (no
     * cookie is set): a read answers what a visitor it has never seen would get.
     */
    readingVisitorId(): string;
    /** The visitor id from the signed cookie, or null (no cookie is set). */
    existingVisitorId(): string | null;
    /**
     * The visitor id of a visitor that sent its cookie back. Without one, a cookie is set and the
     * call fails with 400 `cookie_required`: calls that store something for the visitor (a
     * problem to answer later, a trial) store nothing for a client that would never come back
     * for it, and a browser simply asks again.
     */
    returningVisitorId(reply: FastifyReply): string;
    /**
     * Sets the visitor cookie when the request has none that verifies (`new`), so the client can
     * make calls that keep something for it; `returning` changes nothing.
     */
    startVisit(reply: FastifyReply): 'new' | 'returning';
  }
}

export const cookieRequired = () =>
  new HttpError(
    400,
    'cookie_required',
    'Please allow cookies for this site: this needs the visitor cookie it sets',
  );

export default fp(
  async function visitor(app: FastifyInstance) {
    const secure = app.config.publicOrigin.startsWith('https:');
    await app.register(cookie, { secret: app.config.cookieSecret });
    const verified = verifiedCookies(VERIFIED_MAX);

    function existingVisitorId(this: FastifyRequest): string | null {
      const raw = this.cookies[VISITOR_COOKIE];
      if (!raw) return null;
      const known = verified.get(raw);
      if (known) return known;
      const unsigned = this.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value || !UUID.test(unsigned.value)) return null;
      verified.add(raw, unsigned.value);
      return unsigned.value;
    }
    app.decorateRequest('existingVisitorId', existingVisitorId);

    app.decorateRequest('readingVisitorId', function readingVisitorId(this: FastifyRequest) {
      return existingVisitorId.call(this) ?? randomUUID();
    });

    const setNewVisitor = (reply: FastifyReply) =>
      reply.setCookie(VISITOR_COOKIE, randomUUID(), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: ONE_YEAR_S,
      });

    app.decorateRequest(
      'returningVisitorId',
      function returningVisitorId(this: FastifyRequest, reply: FastifyReply) {
        const known = existingVisitorId.call(this);
        if (known) return known;
        setNewVisitor(reply);
        throw cookieRequired();
      },
    );

    app.decorateRequest(
      'startVisit',
      function startVisit(this: FastifyRequest, reply: FastifyReply) {
        if (existingVisitorId.call(this)) return 'returning' as const;
        setNewVisitor(reply);
        return 'new' as const;
      },
    );
  },
  { name: 'visitor', dependencies: ['config'] },
);
