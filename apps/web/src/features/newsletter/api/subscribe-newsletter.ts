import type { NewsletterRequest } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/newsletter/subscribe. On success the body is not read; on failure the
 * server's `error.message` is shown (see `userMessage`).
 */
export function subscribeNewsletter(body: NewsletterRequest): Promise<void> {
  return apiRequest<void>(apiPaths.newsletter, { method: 'POST', data: body });
}
