/**
 * A wrong first answer that a common mistake explains: the server's retry carries the sentence,
 * the round keeps it while the second try is open (an unreadable answer to it included), and the
 * status region reads it under the try-again words; once the problem is decided only the verdict
 * and the solution are shown.
 */
import type { GradeResponse } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { explainAnswer, generateProblem } from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import { QueryClient } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { gradeRound, openMistake, type RoundResult, Verdict } from './grading';

// A problem of the Practice Center and an answer one of math-core's mistakes explains, found
// with `explainAnswer` among whole numbers (the server's sentence for it, as it would send it).
const { problem, wrong, reason } = (() => {
  for (let seed = 1; seed < 200; seed++) {
    const made = generateProblem('algebra', seed);
    if (!made.ok) continue;
    for (let n = -30; n <= 30; n++) {
      const explained = explainAnswer(made.value, String(n));
      if (explained)
        return {
          problem: { ...made.value, id: `algebra-${seed}`, category: 'algebra' as const },
          wrong: String(n),
          reason: explained.reason,
        };
    }
  }
  throw new Error('no algebra problem has an explained wrong answer');
})();

/** The server, as `fetch` sees it: the grade answers `graded`, the progress its numbers. */
function serve(graded: GradeResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      Response.json(url === apiPaths.grade ? graded : graded.progress, { status: 200 }),
    ),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
});

const retry = (extra: Partial<GradeResponse> = {}): GradeResponse => ({
  correct: false,
  retry: true,
  secondTry: false,
  category: 'algebra',
  progress: { problemsCompleted: 0, streak: 0 },
  ...extra,
});

const TRY_AGAIN_MESSAGE = 'Not quite — try once more.';
beforeAll(() =>
  Promise.all([loadMessages('en', ['practice', 'answer']), loadMessages('es', ['practice'])]),
);

const render = (result: RoundResult) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/practice']}>
      <Verdict result={result} />
    </MemoryRouter>,
  );
/** Text as the markup escapes it, read back. */
const readBack = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('a retry the server explains', () => {
  it('keeps the server’s sentence for the second try', async () => {
    serve(retry({ mistake: { id: 'sign-of-moved-term', reason } }));
    const result = await gradeRound(new QueryClient(), problem, wrong, null);
    expect(result).toEqual({ kind: 'retry', mistake: reason });
    expect(openMistake(result)).toBe(reason);
  });

  it('without a mistake from the server, the retry has none', async () => {
    serve(retry());
    const result = await gradeRound(new QueryClient(), problem, '1000001', null);
    expect(result).toEqual({ kind: 'retry', mistake: undefined });
    expect(render(result)).not.toContain('answer-mistake');
  });

  it('asks for the sentence in the page’s language: ?lang=es on /es/practice, none in English', async () => {
    const spanish = explainAnswer(problem, wrong, { language: es });
    if (!spanish) throw new Error('math-core does not explain the answer in Spanish');
    expect(spanish.reason).not.toBe(reason);
    for (const [language, said] of [
      ['es', spanish.reason],
      ['en', reason],
    ] as const) {
      const fetchMock = vi.fn(async (url: string) =>
        Response.json(
          url.startsWith(apiPaths.grade)
            ? retry({ mistake: { id: spanish.mistake, reason: said } })
            : retry().progress,
        ),
      );
      vi.stubGlobal('fetch', fetchMock);
      const result = await gradeRound(new QueryClient(), problem, wrong, null, language);
      expect(result).toEqual({ kind: 'retry', mistake: said });
      const urls = fetchMock.mock.calls.map(([url]) => url);
      expect(urls).toContain(language === 'es' ? `${apiPaths.grade}?lang=es` : apiPaths.grade);
      expect(urls.filter((url) => url.startsWith(apiPaths.grade))).toHaveLength(1);
    }
  });

  it('sends the answer as typed, for the server to read in the page’s notation; out of reach, reads it here the same way', async () => {
    // A geometry problem whose answer has decimals (50.24), typed with a decimal comma.
    const made = generateProblem('geometry', 9);
    if (!made.ok) throw new Error(made.error.message);
    const decimal = { ...made.value, id: 'geometry-9', category: 'geometry' as const };
    expect(decimal.answer).toMatch(/^\d+\.\d+$/);
    const comma = decimal.answer.replace('.', ',');
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        throw new TypeError('Failed to fetch');
      }),
    );
    for (const [language, correct] of [
      ['es', true],
      ['en', false],
    ] as const) {
      sent.length = 0;
      const result = await gradeRound(new QueryClient(), decimal, comma, null, language);
      expect(sent).toEqual([
        {
          url: language === 'es' ? `${apiPaths.grade}?lang=es` : apiPaths.grade,
          body: { problemId: decimal.id, answer: comma },
        },
      ]);
      expect(result).toMatchObject({ kind: 'final', correct });
    }
  });

  it('an unreadable second try keeps the sentence it follows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'unreadable_answer', message: 'We could not read “abc”.' } },
          { status: 400 },
        ),
      ),
    );
    const result = await gradeRound(new QueryClient(), problem, 'abc', {
      kind: 'retry',
      mistake: reason,
    });
    expect(result).toMatchObject({ kind: 'unreadable', retried: true, mistake: reason });
    const html = render(result);
    expect(html).toContain(TRY_AGAIN_MESSAGE);
    expect(html).toContain(reason);
  });
});

describe('the verdict', () => {
  it('says the mistake under the try-again words, as one sentence', () => {
    const html = render({ kind: 'retry', mistake: reason });
    expect(html).toContain(TRY_AGAIN_MESSAGE);
    const said = /<p data-testid="answer-mistake">([^<]*)<\/p>/.exec(html)?.[1];
    expect(readBack(said ?? '')).toBe(/[.!?…]$/.test(reason) ? reason : `${reason}.`);
    expect(html.indexOf(TRY_AGAIN_MESSAGE)).toBeLessThan(html.indexOf('answer-mistake'));
    expect(html).not.toContain('revealed-answer');
  });

  it('a plain retry says only the try-again words', () => {
    const html = render({ kind: 'retry' });
    expect(html).toContain(TRY_AGAIN_MESSAGE);
    expect(html).not.toContain('answer-mistake');
  });

  it('once decided, the answer replaces the try-again words and the mistake', () => {
    const html = render({
      kind: 'final',
      correct: false,
      correctAnswer: problem.answer,
      correctAnswerMathml: problem.answerMathml,
      explanation: problem.explanation,
    });
    expect(html).toContain(`Not quite. The correct answer is: ${problem.answer}`);
    expect(html).not.toContain(TRY_AGAIN_MESSAGE);
    expect(html).not.toContain('answer-mistake');
    expect(html).not.toContain(reason);
  });
});
