import type { PracticeCategory, PracticeDifficulty, PracticeProblem } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/practice/random/{category}?difficulty={difficulty}. */
export async function getRandomProblem(
  category: PracticeCategory,
  difficulty: PracticeDifficulty,
  signal?: AbortSignal,
): Promise<PracticeProblem> {
  return apiRequest<PracticeProblem>(apiPaths.randomProblem(category, difficulty), {
    ...(signal ? { signal } : {}),
  });
}

/**
 * A problem is fetched anew for every round, never served from the cache. `round`
 * changes on Next Problem and on every tab change, and gcTime 0 drops a round once it is unused.
 */
export const randomProblemQueryOptions = (
  category: PracticeCategory,
  difficulty: PracticeDifficulty,
  round: number,
) =>
  queryOptions({
    queryKey: ['practice', 'problem', category, difficulty, round],
    queryFn: ({ signal }) => getRandomProblem(category, difficulty, signal),
    gcTime: 0,
  });

/** `enabled` false holds the fetch (the panel shows its loading state) until the tab is known. */
export function useRandomProblem(
  category: PracticeCategory,
  difficulty: PracticeDifficulty,
  round: number,
  enabled = true,
) {
  return useQuery({ ...randomProblemQueryOptions(category, difficulty, round), enabled });
}
