import { createHash } from 'node:crypto';
import {
  buildOpenApiDocument,
  operations,
  type RegisteredRoute,
} from '@mathtools/contracts/openapi';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 description of the routes this server registered, each
 * described by its own `schema` (the contracts' operation it was registered with). Registered
 * before the other routes and not encapsulated, so its `onRoute` hook sees every route. The
 * document only changes with a deploy, so it is built and serialised once when the app is ready,
 * with an ETag: a client that revalidates (`no-cache`) gets 304 until the server runs a new version.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    const routes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      routes.push({ method: route.method, url: route.url, schema: route.schema });
    });

    let body = '';
    let etag = '';
    app.addHook('onReady', async () => {
      body = JSON.stringify(buildOpenApiDocument(routes));
      etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    });

    app.route({
      ...operations.getOpenApiDocument,
      handler(request, reply) {
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) {
          (reply as FastifyReply).code(304).send();
          return;
        }
        reply.type('application/json; charset=utf-8').send(body);
      },
    });
  },
  { name: 'openapi' },
);
