import type { SkillHint, SkillHintRequest } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/practice/skills/{id}/hint: the server records the level, which lowers the credit. */
export async function getSkillHint(skillId: string, body: SkillHintRequest): Promise<SkillHint> {
  return apiRequest<SkillHint>(apiPaths.skillHint(skillId), { method: 'POST', data: body });
}

export function useSkillHint(skillId: string) {
  return useMutation({
    mutationKey: ['practice', 'skill-hint', skillId],
    mutationFn: (body: SkillHintRequest) => getSkillHint(skillId, body),
  });
}
