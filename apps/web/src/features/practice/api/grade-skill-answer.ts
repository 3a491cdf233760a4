import type { SkillGradeRequest, SkillGradeResponse } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { progressQueryOptions } from './get-progress';
import { skillsQueryOptions } from './get-skills';

/**
 * POST /api/practice/skills/{id}/grade: graded on the server against the stored problem, with one
 * more try after a wrong answer.
 */
export async function gradeSkillAnswer(
  skillId: string,
  body: SkillGradeRequest,
): Promise<SkillGradeResponse> {
  return apiRequest<SkillGradeResponse>(apiPaths.skillGrade(skillId), {
    method: 'POST',
    data: body,
  });
}

/**
 * Grades, then refreshes the skill list so the overview shows the new level and due count, and
 * puts the progress of the skill's category (which every graded answer counts in) in the
 * progress card's query.
 */
export function useGradeSkillAnswer(skillId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['practice', 'skill-grade', skillId],
    mutationFn: (body: SkillGradeRequest) => gradeSkillAnswer(skillId, body),
    onSuccess: (graded) => {
      if (graded.categoryProgress)
        queryClient.setQueryData(
          progressQueryOptions(graded.categoryProgress.category).queryKey,
          graded.categoryProgress.progress,
        );
      return queryClient.invalidateQueries({ queryKey: skillsQueryOptions().queryKey });
    },
  });
}
