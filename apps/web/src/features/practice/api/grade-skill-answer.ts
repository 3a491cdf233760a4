import type { SkillGradeRequest, SkillGradeResponse } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { skillsQueryOptions } from './get-skills';

/** POST /api/practice/skills/{id}/grade: graded once, on the server, against the stored problem. */
export async function gradeSkillAnswer(
  skillId: string,
  body: SkillGradeRequest,
): Promise<SkillGradeResponse> {
  return apiRequest<SkillGradeResponse>(apiPaths.skillGrade(skillId), {
    method: 'POST',
    data: body,
  });
}

/** Grades, then refreshes the skill list so the overview shows the new level and due count. */
export function useGradeSkillAnswer(skillId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['practice', 'skill-grade', skillId],
    mutationFn: (body: SkillGradeRequest) => gradeSkillAnswer(skillId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillsQueryOptions().queryKey }),
  });
}
