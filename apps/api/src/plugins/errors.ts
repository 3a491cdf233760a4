/**
 * One error handler and one not-found handler for the whole app: every non-2xx answer is
 * `{ error: { code, message, field? } }`, including the 503s of a database that is unavailable and
 * of a server that is shutting down (each with `Retry-After`); a 5xx never shows internals.
 *
 * Every error a route answers must be declared in its operation (`schema.errors`, which the OpenAPI
 * document lists): one that is not is logged at error level and reported to `onUndeclaredError`
 * (the tests fail on it), and still answered.
 */
import type { ErrorBody, ErrorCode } from '@mathtools/contracts';
import type { ErrorStatus, OperationSchema } from '@mathtools/contracts/operations';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailable } from '../lib/db-errors.js';
import { HttpError } from '../lib/http-error.js';

/** What a client sees for errors raised by Fastify itself (bad JSON, body too large, …). */
const byStatus: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'bad_request', message: 'The request is malformed' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'Method not allowed' },
  413: { code: 'payload_too_large', message: 'The request body is too large (at most 16 KB)' },
  415: { code: 'unsupported_media_type', message: 'Send the body as application/json' },
  429: { code: 'rate_limited', message: 'Too many requests, please try again later' },
};

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty but the content type is application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** Seconds a client should wait before asking again after a 503 `service_unavailable`. */
const UNAVAILABLE_RETRY_AFTER_S = 5;

/** An error answer whose status and code its route's operation does not declare. */
export interface UndeclaredError {
  method: string;
  url: string;
  status: number;
  code: string;
}

export interface ErrorsOptions {
  onUndeclaredError?: (error: UndeclaredError) => void;
}

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  // An error may surface after another hook set a content type (e.g. HTML for the web pages).
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Which methods a real API route (not the web catch-all, whose params hold `*`) answers for a path. */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  return methods.filter((method) => {
    const found = app.findRoute({ method, url });
    return found !== null && !('*' in (found.params as object));
  });
}

export default fp<ErrorsOptions>(
  async function errors(app: FastifyInstance, { onUndeclaredError }: ErrorsOptions) {
    const retryAfter = String(UNAVAILABLE_RETRY_AFTER_S);
    /** Answers the error, after checking its route declares it. */
    const answer = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      body: ErrorBody,
    ) => {
      const declared = (request.routeOptions.schema as OperationSchema | undefined)?.errors;
      const code = body.error.code as ErrorCode;
      if (declared && !declared[status as ErrorStatus]?.includes(code)) {
        const undeclared = {
          method: request.method,
          url: request.routeOptions.url ?? '',
          status,
          code,
        };
        request.log.error(undeclared, 'error answer not declared in the route’s operation');
        onUndeclaredError?.(undeclared);
      }
      if (status === 503 && code === 'service_unavailable') reply.header('retry-after', retryAfter);
      return sendError(reply, status, body);
    };

    app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
      if (err instanceof HttpError) {
        return answer(request, reply, err.statusCode, errorBody(err.code, err.message, err.field));
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = byStatus[status] ?? byStatus[400]!;
        request.log.info({ code: err.code, status }, 'client error');
        const message = (err.code && fastifyMessages[err.code]) || known.message;
        return answer(
          request,
          reply,
          status in byStatus ? status : 400,
          errorBody(known.code, message),
        );
      }
      const unavailable = databaseUnavailable(err);
      if (unavailable) {
        // The database is out of reach, out of space or read-only: the client may retry, the
        // health check reports it (and a load balancer stops sending traffic here).
        app.dbStatus?.noteFailure(unavailable);
        request.log.error({ err, reason: unavailable }, 'database unavailable');
        return answer(
          request,
          reply,
          503,
          errorBody('service_unavailable', 'The service is briefly unavailable, please try again'),
        );
      }
      request.log.error({ err }, 'request failed');
      return answer(
        request,
        reply,
        500,
        errorBody('internal_error', 'Something went wrong on our side'),
      );
    });

    // Fastify's own 503 while closing has another shape; this one answers instead, on a
    // connection that then closes (the load balancer retries elsewhere).
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done();
      reply.header('connection', 'close');
      reply.header('retry-after', retryAfter);
      sendError(
        reply,
        503,
        errorBody('service_unavailable', 'The server is restarting, please retry'),
      );
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = path.startsWith('/api/') ? allowedMethods(app, path) : [];
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(
          reply,
          405,
          errorBody(
            'method_not_allowed',
            `${request.method} is not allowed here; use ${allowed.join(', ')}`,
          ),
        );
      }
      return sendError(
        reply,
        404,
        errorBody('not_found', `No such path: ${request.method} ${path.slice(0, 200)}`),
      );
    });
  },
  { name: 'errors' },
);
