import type { PracticeCategory, PracticeDifficulty, PracticeProblem } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/use-t';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/practice/random/{category}?difficulty={difficulty}, with `&lang=es` on a page in
 * another language, so the problem comes written in the page's language.
 */
export async function getRandomProblem(
  category: PracticeCategory,
  difficulty: PracticeDifficulty,
  signal?: AbortSignal,
  language: Language = 'en',
): Promise<PracticeProblem> {
  return apiRequest<PracticeProblem>(apiPaths.randomProblem(category, difficulty, language), {
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
  language: Language = 'en',
) =>
  queryOptions({
    queryKey: ['practice', 'problem', category, difficulty, round, language],
    queryFn: ({ signal }) => getRandomProblem(category, difficulty, signal, language),
    gcTime: 0,
  });

/** `enabled` false holds the fetch (the panel shows its loading state) until the tab is known. */
export function useRandomProblem(
  category: PracticeCategory,
  difficulty: PracticeDifficulty,
  round: number,
  enabled = true,
) {
  const language = useLanguage();
  return useQuery({
    ...randomProblemQueryOptions(category, difficulty, round, language),
    enabled,
  });
}
