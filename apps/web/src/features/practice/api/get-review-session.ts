import type { ReviewSession } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/practice/review: the problems of the skills due, interleaved. */
export async function getReviewSession(signal?: AbortSignal): Promise<ReviewSession> {
  return apiRequest<ReviewSession>(apiPaths.review, signal ? { signal } : {});
}

/**
 * One fetch per session: each call replaces the previous session's problems on the server, so
 * the session is never refetched while it runs. `session` is new each time Review is pressed
 * (a new session, never the cached one) and `attempt` changes on Try again.
 */
export function useReviewSession(session: number, attempt: number) {
  return useQuery({
    queryKey: ['practice', 'review', session, attempt],
    queryFn: ({ signal }) => getReviewSession(signal),
    gcTime: 0,
  });
}
