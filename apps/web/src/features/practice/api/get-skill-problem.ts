import type { SkillProblem } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/practice/skills/{id}/problem: a new problem at the visitor's difficulty. */
export async function getSkillProblem(
  skillId: string,
  signal?: AbortSignal,
): Promise<SkillProblem> {
  return apiRequest<SkillProblem>(apiPaths.skillProblem(skillId), {
    ...(signal ? { signal } : {}),
  });
}

/**
 * Each round fetches anew (the server replaces the visitor's open problem of the skill, so a
 * cached one could no longer be answered): `session` is new each time the skill is opened and
 * `round` changes on Next problem and on Try again.
 */
export function useSkillProblem(skillId: string, session: number, round: number) {
  return useQuery({
    queryKey: ['practice', 'skill-problem', skillId, session, round],
    queryFn: ({ signal }) => getSkillProblem(skillId, signal),
    gcTime: 0,
  });
}
