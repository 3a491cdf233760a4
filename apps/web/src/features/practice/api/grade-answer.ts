import type { GradeRequest, GradeResponse } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import type { Language } from '../../../i18n/languages';
import { translator } from '../../../i18n/use-t';
import { apiRequest } from '../../../lib/api';
import { progressQueryOptions } from './get-progress';

/** Says, in the page's language, that the progress could not be saved or read back. */
export const toastProgressFailed = (language: Language) => {
  const t = translator(language, 'practice');
  toast({
    title: t('toast.error'),
    description: t('toast.progressFailed'),
    variant: 'destructive',
  });
};

/**
 * POST /api/practice/grade, with `?lang=es` on a page in another language, so a wrong answer's
 * mistake is said in the page's language. The server grades with math-core (0.5 counts for 1/2)
 * and records the attempt in the visitor's progress (correct adds 1 to completed and streak,
 * wrong resets the streak), so the page never writes progress itself.
 */
export async function gradeAnswer(
  body: GradeRequest,
  language: Language = 'en',
): Promise<GradeResponse> {
  return apiRequest<GradeResponse>(inLanguage(apiPaths.grade, language), {
    method: 'POST',
    data: body,
  });
}

/**
 * Grades, then refreshes the category's progress from the server (a toast says so when that
 * fails). A function of the query client rather than a `useMutation` hook: the practice page
 * fetches it with the first answer typed (`components/grading.tsx`), not with the page, and a
 * hook cannot arrive after the component that calls it has rendered.
 */
export async function gradeAndRefreshProgress(
  queryClient: QueryClient,
  body: GradeRequest,
  language: Language,
): Promise<GradeResponse> {
  const result = await gradeAnswer(body, language);
  const options = progressQueryOptions(result.category);
  queryClient.setQueryData(options.queryKey, result.progress);
  try {
    await queryClient.fetchQuery({ ...options, staleTime: 0 });
  } catch {
    toastProgressFailed(language);
  }
  return result;
}
