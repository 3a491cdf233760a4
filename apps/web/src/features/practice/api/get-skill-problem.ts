import type { SkillProblem } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/practice/skills/{id}/problem: a new problem at the visitor's difficulty, written in
 * `language`, the page's (`?lang=es`).
 */
export async function getSkillProblem(
  skillId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SkillProblem> {
  return apiRequest<SkillProblem>(inLanguage(apiPaths.skillProblem(skillId), language), {
    ...(signal ? { signal } : {}),
  });
}

/**
 * Each round fetches anew (the server replaces the visitor's open problem of the skill, so a
 * cached one could no longer be answered): `session` is new each time the skill is opened and
 * `round` changes on Next problem and on Try again.
 */
export function useSkillProblem(
  skillId: string,
  session: number,
  round: number,
  language: Language,
) {
  return useQuery({
    queryKey: ['practice', 'skill-problem', skillId, session, round, language],
    queryFn: ({ signal }) => getSkillProblem(skillId, language, signal),
    gcTime: 0,
  });
}
