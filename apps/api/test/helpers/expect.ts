import { ErrorBody } from '@mathtools/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import * as z from 'zod/mini';

/** Asserts the one error shape (`{ error: { code, message, field? } }`) with this status, code and field. */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  field?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = z.parse(ErrorBody, res.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (field !== undefined) expect(body.error.field).toBe(field);
  return body.error;
}
