/**
 * The shared category round as first shown, online or offline: the question once (its words as
 * text, its maths typeset), the answer box pointing at its live reading, Submit waiting for an
 * answer, the hint closed, and nothing of a verdict yet.
 */
import { generateProblem } from '@mathtools/math-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { CategoryRound } from './category-round';

beforeAll(() =>
  loadMessages('en', ['practice', 'answer']).then(() => loadMessages('es', ['practice'])),
);

const made = generateProblem('logarithms', 5);
if (!made.ok) throw new Error(made.error.message);
// Without its words first: each test gives them, or not.
const { questionWords: words, ...question } = made.value;
const problem = { ...question, category: 'logarithms' as const };

const render = (
  extra: {
    questionWords?: { before: string; after: string; inline?: true };
    questionPieces?: (string | { mathml: string })[];
    testId?: string;
  },
  path = '/practice',
) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <CategoryRound
        problem={{ ...problem, ...extra }}
        grade={() => Promise.reject(new Error('not graded in this test'))}
        onNext={() => undefined}
        focusAnswer={false}
        testId={extra.testId}
      />
    </MemoryRouter>,
  );

describe('the category round, before an answer', () => {
  it('shows the question, an empty box described by its preview, Submit off, the hint closed', () => {
    const html = render({});
    expect(html).toContain('Logarithms problem');
    expect(html).toContain(problem.question);
    expect(html).toContain('data-testid="question-math"');
    expect(html).toMatch(/<input[^>]*aria-describedby="[^"]*-preview"/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Submit Answer/);
    expect(html).toMatch(/aria-expanded="false"[^>]*>Hint</);
    expect(html).not.toContain(problem.hint);
    expect(html).not.toContain('Next Problem');
    expect(html).not.toContain('answer-error');
  });

  it('with math-core’s words, says them once and typesets the maths apart', () => {
    expect(words).toEqual({ before: 'Solve for x:', after: '' });
    const html = render({ questionWords: { before: 'Solve for x:', after: '' } });
    expect(html).toContain('>Solve for x:</p>');
    expect(html).not.toContain(problem.question);
    expect(html).toContain('data-testid="question-math"');
  });

  it('typesets maths that sits inside its sentence in place, the sentence on one line', () => {
    const inline = { before: 'What is ', after: ' to 2 decimals?', inline: true as const };
    const html = render({ questionWords: inline });
    expect(html).toMatch(/<p[^>]*data-testid="question-math"[^>]*>What is <span[^>]*><math/);
    expect(html).toMatch(/<\/math><\/span> to 2 decimals\?<\/p>/);
    expect(html.match(/<math/g)).toHaveLength(1);
    expect(html).not.toContain(problem.question);
  });

  it('typesets each piece of maths in place when the sentence holds several', () => {
    const given = Array.from({ length: 40 }, (_, seed) =>
      generateProblem('logarithms', seed, { difficulty: 'Medium' }),
    ).find((made) => made.ok && made.value.questionPieces);
    if (!given?.ok || !given.value.questionPieces) throw new Error('no question gives values');
    const html = render({ questionPieces: given.value.questionPieces });
    // "Given log_4(x) = -7 and log_4(y) = -11, evaluate log_4(xy).": words, maths in place.
    expect(html).toMatch(
      /<p[^>]*data-testid="question-math"[^>]*>Given <span[^>]*><math[\s\S]*, evaluate <span[^>]*><math[\s\S]*<\/math><\/span>\.<\/p>/,
    );
    expect(html.match(/<math/g)).toHaveLength(
      given.value.questionPieces.filter((piece) => typeof piece !== 'string').length,
    );
    expect(html).not.toContain(given.value.question);
  });

  it('speaks the page’s language', () => {
    const html = render({}, '/es/practice');
    expect(html).toContain('Problema de logaritmos');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Enviar respuesta/);
    expect(html).toContain('Dificultad: ');
  });

  it('carries the test id it is given (the offline round’s)', () => {
    expect(render({ testId: 'offline-problem' })).toContain('data-testid="offline-problem"');
    expect(render({})).not.toContain('data-testid="offline-problem"');
  });
});
