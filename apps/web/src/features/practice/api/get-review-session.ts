import type { ReviewSession } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/practice/review: the problems of the skills due, interleaved, written in `language`,
 * the page's (`?lang=es`).
 */
export async function getReviewSession(
  language: Language,
  signal?: AbortSignal,
): Promise<ReviewSession> {
  return apiRequest<ReviewSession>(inLanguage(apiPaths.review, language), signal ? { signal } : {});
}

/**
 * One fetch per session: each call replaces the previous session's problems on the server, so
 * the session is never refetched while it runs. `session` is new each time Review is pressed
 * (a new session, never the cached one) and `attempt` changes on Try again.
 */
export function useReviewSession(session: number, attempt: number, language: Language) {
  return useQuery({
    queryKey: ['practice', 'review', session, attempt, language],
    queryFn: ({ signal }) => getReviewSession(language, signal),
    gcTime: 0,
  });
}
