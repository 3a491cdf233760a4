import { randomUUID } from 'node:crypto';
import { operations } from '@mathtools/contracts/operations';
import { HttpError } from '../../lib/http-error.js';
import { maskEmail } from '../../lib/mask.js';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { purchasesOf } from '../purchases/service.js';

/** C0 controls and DEL, line breaks included: none belongs in a one-line field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/g;
/** The same, except tab and line breaks, for the message body. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/g;

/**
 * Name and subject are one line: control characters (CR, LF, NUL, …) become a space, so nothing
 * stored could start a new header line if they are ever put in an email's headers.
 */
export const singleLine = (text: string): string => text.replace(CONTROL, ' ').trim();
/** The message keeps its lines; other control characters (NUL among them) are dropped. */
export const multiLine = (text: string): string => text.replace(CONTROL_BUT_LINES, '');

/**
 * Stores the message (committed before the 2xx goes out) and answers with its id. Runs with the
 * visitor plugin only to read the cookie (none is set here).
 */
const contact: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...operations.sendContactMessage,
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) => {
      const id = randomUUID();
      const name = singleLine(request.body.name);
      const subject = singleLine(request.body.subject);
      if (name === '')
        throw new HttpError(400, 'validation_error', 'Please enter your name', 'name');
      if (subject === '') {
        throw new HttpError(400, 'validation_error', 'Please enter a subject', 'subject');
      }
      const message = multiLine(request.body.message);
      if (message.trim() === '') {
        throw new HttpError(400, 'validation_error', 'Please enter a message', 'message');
      }
      // Master's priority support: a message from a visitor whose Master plan is active is stored
      // and logged as priority, so it is answered first.
      const visitorId = request.existingVisitorId();
      const priority =
        visitorId !== null &&
        (await purchasesOf(app.db, visitorId, app.now())).plan?.name === 'Master';
      await app.db
        .insertInto('contact_messages')
        .values({
          id,
          name,
          email: request.body.email,
          subject,
          message,
          priority: priority ? 1 : 0,
        })
        .execute();
      request.log.info(
        { id, email: maskEmail(request.body.email), priority },
        priority ? 'contact message stored: priority (Master)' : 'contact message stored',
      );
      return reply.code(201).send({ ok: true as const, id });
    },
  });
};

export default contact;
