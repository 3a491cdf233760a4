import { createHash } from 'node:crypto';
import { buildOpenApiDocument, OPENAPI_PATH } from '@mathtools/contracts/openapi';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 description of every call, generated from the contracts.
 * It only changes with a deploy, so it is built and serialised once, with an ETag: a client that
 * revalidates (`no-cache`) gets 304 until the server runs a new version.
 */
const openapi: FastifyPluginAsyncZod = async (app) => {
  const body = JSON.stringify(buildOpenApiDocument());
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

  app.get(OPENAPI_PATH, (request, reply) => {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304).send();
      return;
    }
    reply.type('application/json; charset=utf-8').send(body);
  });
};

export default openapi;
