import type { PracticeCategory, Progress } from '@mathtools/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { loadChecks } from '../../../lib/contracts-checks';

/** GET /api/progress/{category}: this visitor's streak and problems completed. */
export async function getProgress(
  category: PracticeCategory,
  signal?: AbortSignal,
): Promise<Progress> {
  const { apiPaths, Progress } = await loadChecks();
  return apiRequest(apiPaths.progress(category), {
    schema: Progress,
    ...(signal ? { signal } : {}),
  });
}

export const progressQueryOptions = (category: PracticeCategory) =>
  queryOptions({
    queryKey: ['practice', 'progress', category],
    queryFn: ({ signal }) => getProgress(category, signal),
  });

export function useProgress(category: PracticeCategory) {
  return useQuery(progressQueryOptions(category));
}
