/**
 * Anonymous visitor identity: a signed, HttpOnly, SameSite=Lax cookie (Secure over https) holding a
 * random id. Set on the first call that needs an identity (practice and progress); progress is
 * stored per visitor, so two visitors never see each other's numbers.
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const VISITOR_COOKIE = 'mt_visitor';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor id from the signed cookie, or a new one (the cookie is then set on the reply). */
    visitorId(reply: FastifyReply): string;
    /** The visitor id from the signed cookie, or null (no cookie is set). */
    existingVisitorId(): string | null;
  }
}

export default fp(
  async function visitor(app: FastifyInstance) {
    const secure = app.config.publicOrigin.startsWith('https:');
    await app.register(cookie, { secret: app.config.cookieSecret });

    function existingVisitorId(this: FastifyRequest): string | null {
      const raw = this.cookies[VISITOR_COOKIE];
      if (!raw) return null;
      const unsigned = this.unsignCookie(raw);
      return unsigned.valid && unsigned.value && UUID.test(unsigned.value) ? unsigned.value : null;
    }
    app.decorateRequest('existingVisitorId', existingVisitorId);

    app.decorateRequest('visitorId', function visitorId(this: FastifyRequest, reply: FastifyReply) {
      const known = existingVisitorId.call(this);
      if (known) return known;
      const id = randomUUID();
      reply.setCookie(VISITOR_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: ONE_YEAR_S,
      });
      // Later calls within the same request see the same id.
      this.cookies[VISITOR_COOKIE] = reply.signCookie(id);
      return id;
    });
  },
  { name: 'visitor', dependencies: ['config'] },
);
