import type { SkillList } from '@mathtools/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { loadChecks } from '../../../lib/contracts-checks';

/** GET /api/practice/skills: every skill with this visitor's progress, and how many are due. */
export async function getSkills(signal?: AbortSignal): Promise<SkillList> {
  const { apiPaths, SkillList } = await loadChecks();
  return apiRequest(apiPaths.skills, { schema: SkillList, ...(signal ? { signal } : {}) });
}

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: ['practice', 'skills'],
    queryFn: ({ signal }) => getSkills(signal),
  });

export function useSkills(enabled = true) {
  return useQuery({ ...skillsQueryOptions(), enabled });
}
