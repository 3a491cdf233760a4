import type { SkillList } from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import { useLanguage } from '../../../i18n/use-t';
import { apiRequest } from '../../../lib/api';

/**
 * GET /api/practice/skills: every skill with this visitor's progress, and how many are due; with
 * `?lang=es` on a page in another language, so the skills' names and descriptions come
 * written in it.
 */
export async function getSkills(
  signal?: AbortSignal,
  language: Language = 'en',
): Promise<SkillList> {
  return apiRequest<SkillList>(inLanguage(apiPaths.skills, language), signal ? { signal } : {});
}

/** The list of one language; `['practice', 'skills']` (every language's) is what a change refreshes. */
export const skillsQueryOptions = (language: Language = 'en') =>
  queryOptions({
    queryKey: ['practice', 'skills', language],
    queryFn: ({ signal }) => getSkills(signal, language),
  });

export function useSkills(enabled = true) {
  const language = useLanguage();
  return useQuery({ ...skillsQueryOptions(language), enabled });
}
