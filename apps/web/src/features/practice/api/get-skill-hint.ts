import type { SkillHint, SkillHintRequest } from '@mathtools/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { loadChecks } from '../../../lib/contracts-checks';

/** POST /api/practice/skills/{id}/hint: the server records the level, which lowers the credit. */
export async function getSkillHint(skillId: string, body: SkillHintRequest): Promise<SkillHint> {
  const { apiPaths, SkillHint } = await loadChecks();
  return apiRequest(apiPaths.skillHint(skillId), { method: 'POST', data: body, schema: SkillHint });
}

export function useSkillHint(skillId: string) {
  return useMutation({
    mutationKey: ['practice', 'skill-hint', skillId],
    mutationFn: (body: SkillHintRequest) => getSkillHint(skillId, body),
  });
}
