/**
 * "Try a similar problem" as first shown: finding one, then the new problem with its answer box;
 * and which answers are taken, and sent to count it in the Practice Center.
 */
import { type SimilarProblem, similarProblem } from '@mathtools/math-core';
import { es } from '@mathtools/math-core/locales/es';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import {
  makeSimilar,
  newSeed,
  SimilarAttempt,
  SimilarProblemPanel,
  takeAnswer,
} from './similar-problem';

beforeAll(() =>
  Promise.all(
    (['en', 'es', 'fr'] as const).map((language) => loadMessages(language, ['solve', 'answer'])),
  ),
);

/** The attempt as first shown on a page at `path` (the English /solve by default). */
const renderAttempt = (similar: SimilarProblem, path = '/solve') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SimilarAttempt
          similar={similar}
          solved="x^2-5x+6=0"
          focus={false}
          onAnother={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('a similar problem', () => {
  it('is made after the panel shows, which says it is finding one', () => {
    const html = renderToStaticMarkup(<SimilarProblemPanel problem="x^2-5x+6=0" seed={1} />);
    expect(html).toContain('Finding a similar problem…');
    expect(html).toContain('aria-busy="true"');
  });

  it('is of the same kind and method, new with each seed', () => {
    const first = makeSimilar('x^2-5x+6=0', 1);
    const second = makeSimilar('x^2-5x+6=0', 2);
    if (!first.ok || !second.ok) throw new Error('no similar problem');
    expect(first.similar.kind).toBe('quadratic');
    expect(first.similar.method).toBe('factoring');
    expect(first.similar.problem).not.toBe(second.similar.problem);
    expect(first.similar.problem).not.toBe('x^2-5x+6=0');
  });

  it('says why there is none', () => {
    expect(makeSimilar('hello', 1)).toMatchObject({ ok: false, message: expect.any(String) });
  });

  it('says why there is none in the page’s language, and keeps that language for its answers', () => {
    // A problem without numbers to change: math-core's refusal, in Spanish with its entry.
    const english = makeSimilar('x^2-x=0', 1);
    const spanish = makeSimilar('x^2-x=0', 1, es);
    const said = similarProblem('x^2-x=0', 1, { language: es });
    if (english.ok || spanish.ok || said.ok) throw new Error('x^2-x=0 has a similar problem');
    expect(spanish.message).toBe(said.error.message);
    expect(spanish.message).not.toBe(english.message);
    const made = makeSimilar('x^2-5x+6=0', 1, es);
    expect(made).toMatchObject({ ok: true, language: es });
    expect(makeSimilar('x^2-5x+6=0', 1)).not.toHaveProperty('language');
  });

  it('shows the problem typeset and a labelled answer box, nothing graded yet', () => {
    const made = makeSimilar('x^2-5x+6=0', 1);
    if (!made.ok) throw new Error(made.message);
    const html = renderAttempt(made.similar);
    expect(html).toContain('Try this one:');
    expect(html).toContain(made.similar.solution.problemMathml);
    expect(html).toMatch(/<label[^>]*>Your answer<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Submit Answer/);
    expect(html).toContain('placeholder="Type your answer"');
    expect(html).toContain('It has 2 answers: give them all, with commas between.');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Another similar problem');
  });

  it('speaks Spanish on /es/solve and French on /fr/solve', () => {
    const made = makeSimilar('x^2-5x+6=0', 1);
    if (!made.ok) throw new Error(made.message);
    const es = renderAttempt(made.similar, '/es/solve');
    expect(es).toContain('>Prueba con este:</p>');
    expect(es).toMatch(/<label[^>]*>Tu respuesta<\/label>/);
    expect(es).toContain('placeholder="Escribe tu respuesta"');
    expect(es).toContain('>Tiene 2 respuestas: escríbelas todas, separadas por comas.</p>');
    expect(es).toMatch(/<button type="submit"[^>]*>Enviar respuesta<\/button>/);
    const fr = renderAttempt(made.similar, '/fr/solve');
    expect(fr).toContain('>Essayez celui-ci :</p>');
    expect(fr).toMatch(/<label[^>]*>Votre réponse<\/label>/);
    expect(fr).toContain('placeholder="Tapez votre réponse"');
    expect(fr).toContain('>Il a 2 réponses : donnez-les toutes, séparées par des virgules.</p>');
    expect(fr).toMatch(/<button type="submit"[^>]*>Valider la réponse<\/button>/);
  });

  it('says it is finding one in the page’s language', () => {
    const panel = (path: string) =>
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[path]}>
          <SimilarProblemPanel problem="x^2-5x+6=0" seed={1} />
        </MemoryRouter>,
      );
    expect(panel('/es/solve')).toContain('>Buscando un problema parecido…</p>');
    expect(panel('/fr/solve')).toContain('>Recherche d’un problème similaire…</p>');
  });

  it('has a place for its count in the Practice Center only when it has a category there', () => {
    const algebra = makeSimilar('x^2-5x+6=0', 1);
    const calculus = makeSimilar('derivative of x^3', 1);
    if (!algebra.ok || !calculus.ok) throw new Error('no similar problem');
    expect(algebra.similar.practice).toBe('algebra');
    expect(renderAttempt(algebra.similar)).toMatch(
      /<p role="status"[^>]*data-testid="similar-count"><\/p>/,
    );
    expect(calculus.similar.practice).toBeNull();
    expect(renderAttempt(calculus.similar)).not.toContain('similar-count');
  });

  it('takes a new whole-number seed each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, newSeed));
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0).toBe(true);
  });
});

describe('the answers taken', () => {
  it('keeps those that could be read, in order, trimmed: the ones sent to count it', () => {
    const unreadable = { kind: 'unreadable', message: 'Not read' } as const;
    let taken = takeAnswer([], 'abc', unreadable);
    expect(taken).toEqual({
      step: { kind: 'unreadable', message: 'Not read', retried: false },
      given: [],
    });
    taken = takeAnswer(taken.given, ' 5 ', { kind: 'wrong' });
    expect(taken).toEqual({ step: { kind: 'retry' }, given: ['5'] });
    // An unreadable second try changes nothing, and is said as one.
    taken = takeAnswer(taken.given, '%%', unreadable);
    expect(taken).toEqual({
      step: { kind: 'unreadable', message: 'Not read', retried: true },
      given: ['5'],
    });
    taken = takeAnswer(taken.given, 'x = 2', { kind: 'correct' });
    expect(taken).toEqual({
      step: { kind: 'final', correct: true, retried: true },
      given: ['5', 'x = 2'],
    });
  });

  it('decides at once on a right first answer, and on a second wrong one', () => {
    expect(takeAnswer([], '2', { kind: 'correct' })).toEqual({
      step: { kind: 'final', correct: true, retried: false },
      given: ['2'],
    });
    expect(takeAnswer(['5'], '7', { kind: 'wrong' })).toEqual({
      step: { kind: 'final', correct: false, retried: true },
      given: ['5', '7'],
    });
  });
});
