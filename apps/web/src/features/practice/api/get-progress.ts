import type { PracticeCategory, Progress } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/progress/{category}: this visitor's streak and problems completed. */
export async function getProgress(
  category: PracticeCategory,
  signal?: AbortSignal,
): Promise<Progress> {
  return apiRequest<Progress>(apiPaths.progress(category), {
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
