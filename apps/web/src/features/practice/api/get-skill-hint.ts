import type { SkillHint, SkillHintRequest } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { apiRequest } from '../../../lib/api';

/**
 * POST /api/practice/skills/{id}/hint: the server records the level, which lowers the credit; the
 * hint is written in `language`, the page's (`?lang=es`).
 */
export async function getSkillHint(
  skillId: string,
  body: SkillHintRequest,
  language: Language,
): Promise<SkillHint> {
  return apiRequest<SkillHint>(inLanguage(apiPaths.skillHint(skillId), language), {
    method: 'POST',
    data: body,
  });
}

export function useSkillHint(skillId: string, language: Language) {
  return useMutation({
    mutationKey: ['practice', 'skill-hint', skillId],
    mutationFn: (body: SkillHintRequest) => getSkillHint(skillId, body, language),
  });
}
