import type { SkillGradeRequest, SkillGradeResponse } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { apiRequest } from '../../../lib/api';
import { progressQueryOptions } from './get-progress';

/**
 * POST /api/practice/skills/{id}/grade: graded on the server against the stored problem, with one
 * more try after a wrong answer; `?lang=es` on a page in another language, so the mistake that
 * explains a wrong answer is said in the page's language.
 */
export async function gradeSkillAnswer(
  skillId: string,
  body: SkillGradeRequest,
  language: Language = 'en',
): Promise<SkillGradeResponse> {
  return apiRequest<SkillGradeResponse>(inLanguage(apiPaths.skillGrade(skillId), language), {
    method: 'POST',
    data: body,
  });
}

/**
 * Grades (a wrong answer's mistake said in `language`, the page's), then refreshes the skill list
 * so the overview shows the new level and due count, and puts the progress of the skill's category
 * (which every graded answer counts in) in the progress card's query.
 */
export function useGradeSkillAnswer(skillId: string, language: Language = 'en') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['practice', 'skill-grade', skillId],
    mutationFn: (body: SkillGradeRequest) => gradeSkillAnswer(skillId, body, language),
    onSuccess: (graded) => {
      if (graded.categoryProgress)
        queryClient.setQueryData(
          progressQueryOptions(graded.categoryProgress.category).queryKey,
          graded.categoryProgress.progress,
        );
      // Every language's list: the progress is the same in each.
      return queryClient.invalidateQueries({ queryKey: ['practice', 'skills'] });
    },
  });
}
