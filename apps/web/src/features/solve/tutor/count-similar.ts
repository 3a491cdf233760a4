/**
 * A similar problem answered here counts in the Practice Center, in its category (algebra,
 * logarithms, geometry), as a practice problem would: once it is decided, the problem it was made
 * from, the problem itself and the answers given go to the server, which confirms the one is like
 * the other, grades the answers itself and counts the outcome once. The category's progress, which the Practice Center shows, is
 * then the one the server answered, and is fetched again when that page is next shown.
 */
import type {
  PracticeCategory,
  Progress,
  SimilarAttempt,
  SimilarAttemptResult,
} from '@mathtools/contracts';
import { apiPaths, inLanguage } from '@mathtools/contracts/paths';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../../i18n/languages';
import type { Translate } from '../../../i18n/use-t';
import { ApiError, apiRequest, userMessage } from '../../../lib/api';

/**
 * The Practice Center's query of a category's progress (its `progressQueryOptions`, which a
 * feature may not import; `count-similar.test.ts` holds the two to the same key).
 */
export const progressKey = (category: PracticeCategory) =>
  ['practice', 'progress', category] as const;

/**
 * POST /api/practice/similar-attempts, with `?lang=es` on a page in another language, so why the
 * server refuses it is said in the page's language.
 */
export const recordSimilarAttempt = (
  body: SimilarAttempt,
  language: Language = 'en',
): Promise<SimilarAttemptResult> =>
  apiRequest<SimilarAttemptResult>(inLanguage(apiPaths.similarAttempts, language), {
    method: 'POST',
    data: body,
  });

/**
 * Counts the attempt, then puts the category's progress the server answered in the Practice
 * Center's query and marks it for fetching again (its cached data is otherwise kept for good).
 */
export const countSimilarOptions = (queryClient: QueryClient, language: Language = 'en') => ({
  mutationKey: ['practice', 'similar-attempt'],
  mutationFn: (body: SimilarAttempt) => recordSimilarAttempt(body, language),
  onSuccess: (result: SimilarAttemptResult) => {
    const key = progressKey(result.category);
    queryClient.setQueryData<Progress>(key, result.progress);
    return queryClient.invalidateQueries({ queryKey: key });
  },
});

export function useCountSimilar(language: Language = 'en') {
  return useMutation(countSimilarOptions(useQueryClient(), language));
}

/**
 * Where a count stands, as data: the page says it in its language (`similar-count.tsx`, the solve
 * catalogue's `tutor.similar.*`).
 */
export type CountView =
  | { kind: 'none' }
  | { kind: 'sending' }
  | {
      kind: 'counted';
      /** False when the problem had been counted before: the progress as it stands. */
      recorded: boolean;
      category: PracticeCategory;
      progress: Progress;
    }
  /** With `retry`, "not just now"; else the server refused, and `error` says why. */
  | { kind: 'failed'; retry: boolean; error: unknown };

/**
 * The view of a count from its request's state. A failure the same request may get past (no
 * connection, the server busy or down, too many answers at once) can be sent again; a refusal
 * (the server will not count it) is said with the server's reason, without a button.
 */
export function countView(
  state: { status: 'idle' | 'pending' | 'success' | 'error' },
  data: SimilarAttemptResult | undefined,
  error: unknown,
): CountView {
  if (state.status === 'pending') return { kind: 'sending' };
  if (state.status === 'success' && data)
    return {
      kind: 'counted',
      recorded: data.recorded,
      category: data.category,
      progress: data.progress,
    };
  if (state.status !== 'error') return { kind: 'none' };
  const refused =
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
  return { kind: 'failed', retry: !refused, error };
}

/**
 * Why a count failed, in the solve page's words `t` in `language`: "not just now" when another try
 * may get through; else the server's reason (its own words on an English page, the `api-errors`
 * catalogue's for its code in another language, else a plain "not accepted").
 */
export function failedWords(
  view: Extract<CountView, { kind: 'failed' }>,
  t: Translate,
  language: Language,
): string {
  if (view.retry) return t('tutor.similar.notCounted');
  const reason = userMessage(view.error, t('tutor.similar.refusedReason'), language);
  return t('tutor.similar.refused', { reason });
}
