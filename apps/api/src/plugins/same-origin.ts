/**
 * Calls that change something are taken only from the site's own pages. The visitor cookie is
 * SameSite=Lax, which already keeps it off most cross-site requests; this is the check that does
 * not depend on the browser's cookie rules. One hook for every route: a request with a method other
 * than GET, HEAD or OPTIONS under `/api/` is refused with 403 `cross_site` when a browser says it
 * comes from another site:
 *
 * - `Sec-Fetch-Site` (sent by every current browser): `same-origin` passes (as does `none`, a
 *   request the user made themselves); `same-site` and `cross-site` pass only with an `Origin`
 *   that is the site's own (PUBLIC_ORIGIN), for a site served under two names;
 * - otherwise `Origin`, when sent, must be PUBLIC_ORIGIN;
 * - a request with neither header is not a browser's cross-site request (browsers send `Origin`
 *   with every cross-origin POST): command-line clients, tests and server-to-server calls pass.
 *
 * A route that other sites must reach declares `allowCrossSite` in its operation (Stripe's webhook,
 * which its signature authenticates).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request comes from another site than `publicOrigin`, by what the browser said. */
export function isCrossSite(headers: FastifyRequest['headers'], publicOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  const origin = headers.origin;
  if (origin !== undefined) return origin !== publicOrigin;
  return site !== undefined;
}

export default fp(
  async function sameOrigin(app: FastifyInstance) {
    const publicOrigin = new URL(app.config.publicOrigin).origin;
    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
      const schema = request.routeOptions.schema as { allowCrossSite?: boolean } | undefined;
      if (schema?.allowCrossSite || !isCrossSite(request.headers, publicOrigin)) return done();
      request.log.warn(
        { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
        'cross-site request refused',
      );
      done(
        new HttpError(
          403,
          'cross_site',
          'This request came from another site: only pages of this site may send it',
        ),
      );
    });
  },
  { name: 'same-origin', dependencies: ['config', 'errors'] },
);
