import type { ErrorCode } from '@mathtools/contracts';

/**
 * An error meant for the client: its status, code, message and field go on the wire as they are.
 * Anything else thrown inside a handler becomes a 500 `internal_error` with a generic message.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }
}

export const notFound = (message: string, field?: string) =>
  new HttpError(404, 'not_found', message, field);

/** 503 while Stripe keys are missing: the checkout shows its "not configured" state. */
export const paymentsNotConfigured = (what: string) =>
  new HttpError(503, 'payments_not_configured', `${what} are not configured on this server`);
