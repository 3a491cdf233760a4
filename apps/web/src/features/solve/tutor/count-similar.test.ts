/**
 * Counting a similar problem in the Practice Center: the request, the progress put in the Practice
 * Center's query (and marked to be fetched again), and what the page says at each stage.
 */
import { readFileSync } from 'node:fs';
import type { SimilarAttemptResult } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { countSimilarOptions, countView, progressKey } from './count-similar';

afterEach(() => {
  vi.unstubAllGlobals();
});

const result = (extra: Partial<SimilarAttemptResult> = {}): SimilarAttemptResult => ({
  correct: true,
  recorded: true,
  category: 'algebra',
  progress: { problemsCompleted: 5, streak: 2 },
  ...extra,
});

describe('the count’s request', () => {
  it('uses the Practice Center’s own key for a category’s progress', () => {
    const source = readFileSync(
      new URL('../../practice/api/get-progress.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain(`queryKey: ['practice', 'progress', category]`);
    expect(progressKey('geometry')).toEqual(['practice', 'progress', 'geometry']);
  });

  it('posts the attempt, then puts the progress in that query and marks it to fetch again', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(result()));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(progressKey('algebra'), { problemsCompleted: 4, streak: 1 });
    queryClient.setQueryData(progressKey('geometry'), { problemsCompleted: 9, streak: 9 });
    const body = { problem: '2x+3=7', similar: '5x+2=12', answers: ['5', '2'] };
    const answered = await new MutationObserver(
      queryClient,
      countSimilarOptions(queryClient),
    ).mutate(body);
    expect(answered).toEqual(result());
    // The page load's one visit comes first (lib/visitor.ts), then the attempt.
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe(apiPaths.similarAttempts);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(queryClient.getQueryData(progressKey('algebra'))).toEqual(result().progress);
    expect(queryClient.getQueryState(progressKey('algebra'))?.isInvalidated).toBe(true);
    // Another category is left as it was.
    expect(queryClient.getQueryState(progressKey('geometry'))?.isInvalidated).toBe(false);
  });

  it('asks for the server’s reasons in the page’s language: ?lang=es on /es/solve', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(result()));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    const body = { problem: '2x+3=7', similar: '5x+2=12', answers: ['2'] };
    await new MutationObserver(queryClient, countSimilarOptions(queryClient, 'es')).mutate(body);
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect(url).toBe(`${apiPaths.similarAttempts}?lang=es`);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
  });

  it('changes nothing when it fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(progressKey('algebra'), { problemsCompleted: 4, streak: 1 });
    await expect(
      new MutationObserver(queryClient, countSimilarOptions(queryClient)).mutate({
        problem: '2x+3=7',
        similar: '5x+2=12',
        answers: ['2'],
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(queryClient.getQueryData(progressKey('algebra'))).toEqual({
      problemsCompleted: 4,
      streak: 1,
    });
    expect(queryClient.getQueryState(progressKey('algebra'))?.isInvalidated).toBe(false);
  });
});

describe('where the count stands', () => {
  const view = (
    status: 'idle' | 'pending' | 'success' | 'error',
    data?: SimilarAttemptResult,
    error?: unknown,
  ) => countView({ status }, data, error);

  it('is nothing before the problem is decided, then sending', () => {
    expect(view('idle')).toEqual({ kind: 'none' });
    expect(view('pending')).toEqual({ kind: 'sending' });
  });

  it('is the category’s progress the server answered', () => {
    expect(view('success', result())).toEqual({
      kind: 'counted',
      recorded: true,
      category: 'algebra',
      progress: { problemsCompleted: 5, streak: 2 },
    });
    expect(view('success', result({ recorded: false, category: 'logarithms' }))).toMatchObject({
      recorded: false,
      category: 'logarithms',
    });
  });

  it('may be sent again when another try may get through, not when the server refuses', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(503, '503: down', 'service_unavailable'),
      new ApiError(429, '429: slow down', 'rate_limited'),
      new ApiError(500, '500: oops', 'internal_error'),
    ])
      expect(view('error', undefined, error)).toEqual({ kind: 'failed', retry: true, error });
    const refusal = new ApiError(400, '400: …', 'validation_error', 'This problem has no category');
    expect(view('error', undefined, refusal)).toEqual({
      kind: 'failed',
      retry: false,
      error: refusal,
    });
  });
});
