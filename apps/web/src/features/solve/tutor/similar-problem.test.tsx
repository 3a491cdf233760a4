/** "Try a similar problem" as first shown: finding one, then the new problem with its answer box. */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  ANOTHER_SIMILAR,
  MAKING,
  makeSimilar,
  newSeed,
  SimilarAttempt,
  SimilarProblemPanel,
} from './similar-problem';

describe('a similar problem', () => {
  it('is made after the panel shows, which says it is finding one', () => {
    const html = renderToStaticMarkup(<SimilarProblemPanel problem="x^2-5x+6=0" seed={1} />);
    expect(html).toContain(MAKING);
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

  it('shows the problem typeset and a labelled answer box, nothing graded yet', () => {
    const made = makeSimilar('x^2-5x+6=0', 1);
    if (!made.ok) throw new Error(made.message);
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SimilarAttempt similar={made.similar} focus={false} onAnother={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toContain('Try this one:');
    expect(html).toContain(made.similar.solution.problemMathml);
    expect(html).toMatch(/<label[^>]*>Your answer<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Submit Answer/);
    expect(html).toContain('It has 2 answers');
    expect(html).toContain('role="status"');
    expect(html).not.toContain(ANOTHER_SIMILAR);
  });

  it('takes a new whole-number seed each time', () => {
    const seeds = new Set(Array.from({ length: 20 }, newSeed));
    expect(seeds.size).toBeGreaterThan(1);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0).toBe(true);
  });
});
