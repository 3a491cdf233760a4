import type { SkillList } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/practice/skills: every skill with this visitor's progress, and how many are due. */
export async function getSkills(signal?: AbortSignal): Promise<SkillList> {
  return apiRequest<SkillList>(apiPaths.skills, signal ? { signal } : {});
}

export const skillsQueryOptions = () =>
  queryOptions({
    queryKey: ['practice', 'skills'],
    queryFn: ({ signal }) => getSkills(signal),
  });

export function useSkills(enabled = true) {
  return useQuery({ ...skillsQueryOptions(), enabled });
}
