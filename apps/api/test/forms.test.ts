import {
  apiPaths,
  ContactResponse,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NewsletterResponse,
} from '@mathtools/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { json, useTestApp } from './helpers/app.js';
import { databaseKinds } from './helpers/databases.js';
import { expectError } from './helpers/expect.js';

describe.each(databaseKinds)('newsletter and contact on %s', (kind) => {
  const t = useTestApp(kind);
  const post = (url: string, body: unknown) => t.app.inject({ method: 'POST', url, ...json(body) });

  describe('POST /api/newsletter/subscribe', () => {
    it('stores the trimmed, lower-cased address once, and subscribing again is a success', async () => {
      const first = await post(apiPaths.newsletter, { email: '  Ada.Lovelace@Example.COM ' });
      expect(first.statusCode).toBe(200);
      expect(z.parse(NewsletterResponse, first.json()).message).toBe(
        "You've been subscribed to our newsletter",
      );
      const again = await post(apiPaths.newsletter, { email: 'ada.lovelace@example.com' });
      expect(again.statusCode).toBe(200);
      const rows = await t.app.db.selectFrom('newsletter_subscribers').selectAll().execute();
      expect(rows.map((r) => r.email)).toEqual(['ada.lovelace@example.com']);
    });

    it.each([
      [{ email: '' }, EMAIL_REQUIRED_MESSAGE],
      [{ email: '   ' }, EMAIL_REQUIRED_MESSAGE],
      [{}, EMAIL_REQUIRED_MESSAGE],
      [{ email: 'not-an-email' }, EMAIL_INVALID_MESSAGE],
      [{ email: 'a@b' }, EMAIL_INVALID_MESSAGE],
    ])('rejects %j with the spec wording', async (body, message) => {
      const error = expectError(
        await post(apiPaths.newsletter, body),
        400,
        'validation_error',
        'email',
      );
      expect(error.message).toBe(message);
    });

    it('rejects unknown fields, naming them', async () => {
      const error = expectError(
        await post(apiPaths.newsletter, { email: 'a@b.co', admin: true }),
        400,
        'validation_error',
        'admin',
      );
      expect(error.message).toContain('admin');
    });

    it('rejects a body that is not an object', async () => {
      expectError(await post(apiPaths.newsletter, ['a@b.co']), 400, 'validation_error', 'body');
      expectError(await post(apiPaths.newsletter, 'a@b.co'), 400, 'validation_error', 'body');
      expectError(
        await t.app.inject({ method: 'POST', url: apiPaths.newsletter }),
        400,
        'validation_error',
        'body',
      );
    });

    it('rejects an email longer than 254 characters', async () => {
      expectError(
        await post(apiPaths.newsletter, { email: `${'a'.repeat(250)}@b.co` }),
        400,
        'validation_error',
        'email',
      );
    });
  });

  describe('POST /api/contact', () => {
    const valid = {
      name: 'Grace Hopper',
      email: 'Grace@Navy.mil',
      subject: 'Question',
      message: 'How do logarithms work?',
    };

    it('stores the message before answering 201 with its id', async () => {
      const res = await post(apiPaths.contact, valid);
      expect(res.statusCode).toBe(201);
      const { id } = z.parse(ContactResponse, res.json());
      const row = await t.app.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@navy.mil',
        subject: 'Question',
        message: valid.message,
      });
    });

    it('accepts a message of exactly 1000 characters and refuses 1001', async () => {
      expect(
        (await post(apiPaths.contact, { ...valid, message: 'x'.repeat(1000) })).statusCode,
      ).toBe(201);
      expectError(
        await post(apiPaths.contact, { ...valid, message: 'x'.repeat(1001) }),
        400,
        'validation_error',
        'message',
      );
    });

    it.each(['name', 'email', 'subject', 'message'] as const)('requires %s', async (field) => {
      const { [field]: _, ...rest } = valid;
      expectError(await post(apiPaths.contact, rest), 400, 'validation_error', field);
      expectError(
        await post(apiPaths.contact, { ...valid, [field]: '  ' }),
        400,
        'validation_error',
        field,
      );
    });

    it('checks the email format and the other lengths', async () => {
      expectError(
        await post(apiPaths.contact, { ...valid, email: 'grace' }),
        400,
        'validation_error',
        'email',
      );
      expectError(
        await post(apiPaths.contact, { ...valid, name: 'n'.repeat(101) }),
        400,
        'validation_error',
        'name',
      );
      expectError(
        await post(apiPaths.contact, { ...valid, subject: 's'.repeat(201) }),
        400,
        'validation_error',
        'subject',
      );
      expectError(
        await post(apiPaths.contact, { ...valid, name: 42 }),
        400,
        'validation_error',
        'name',
      );
      expectError(
        await post(apiPaths.contact, { ...valid, extra: 1 }),
        400,
        'validation_error',
        'extra',
      );
    });
  });
});
