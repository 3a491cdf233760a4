import type { NewsletterRequest } from '@mathtools/contracts';
import { useMutation } from '@tanstack/react-query';

/**
 * The newsletter form is in the footer of every page, so its hook is in every first load.
 * The fetcher (and with it @mathtools/contracts → zod, ~20 KB gzip) is imported on first
 * submit instead, which keeps the first-load JS budget (≤ 110 KB gzip) intact.
 */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationKey: ['newsletter', 'subscribe'],
    mutationFn: async (body: NewsletterRequest) => {
      const { subscribeNewsletter } = await import('./subscribe-newsletter');
      return subscribeNewsletter(body);
    },
  });
}
