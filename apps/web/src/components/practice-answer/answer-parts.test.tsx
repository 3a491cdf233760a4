/**
 * The words and parts of an answered problem, one set for the Practice Center and a similar
 * problem on /solve: the verdict in words, one more try with the mistake as a sentence, and the
 * worked solution (or a note that it has none) before the Next button.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { Decided, FieldError, TryAgain, VerdictAlert } from './answer-parts';

const PRAISE = 'Correct! Well done!';
const TRY_AGAIN_MESSAGE = 'Not quite — try once more.';

/** Rendered on a page at `path` (English at /practice, Spanish at /es/practice). */
const renderToStaticMarkup = (node: ReactNode, path = '/practice') =>
  renderBare(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

beforeAll(() => loadMessages('en', ['answer']).then(() => loadMessages('es', ['answer'])));

const step = {
  note: 'Subtract 3 from both sides',
  text: '2x = 4',
  mathml: '<math><mn>2</mn></math>',
};

describe('an answered problem', () => {
  it('is said in the page’s language', () => {
    expect(renderToStaticMarkup(<TryAgain />, '/es/practice')).toContain(
      'Casi — inténtalo una vez más.',
    );
    expect(renderToStaticMarkup(<VerdictAlert correct answer="3" />, '/es/practice')).toContain(
      '¡Correcto! ¡Muy bien!',
    );
    expect(renderToStaticMarkup(<VerdictAlert correct answer="3" />)).toContain(PRAISE);
    expect(
      renderToStaticMarkup(<VerdictAlert correct={false} answer="x = 3" />, '/es/practice'),
    ).toContain('La respuesta correcta es: x = 3');
  });

  it('says one more try with the mistake, as a sentence', () => {
    const again = renderToStaticMarkup(<TryAgain mistake="3 was added instead of subtracted" />);
    expect(again).toContain(TRY_AGAIN_MESSAGE);
    expect(again).toContain('>3 was added instead of subtracted.</p>');
    expect(renderToStaticMarkup(<TryAgain mistake="It was halved." />)).toContain(
      '>It was halved.</p>',
    );
    expect(renderToStaticMarkup(<TryAgain />)).not.toContain('answer-mistake');
  });

  it('says the verdict in words, with the answer typeset when there is one', () => {
    const right = renderToStaticMarkup(<VerdictAlert correct praise={PRAISE} answer="x = 3" />);
    expect(right).toContain(PRAISE);
    expect(right).not.toContain('revealed-answer');
    const wrong = renderToStaticMarkup(
      <VerdictAlert
        correct={false}
        praise={PRAISE}
        answer="x = 3"
        answerMathml="<math><mi>x</mi></math>"
      />,
    );
    expect(wrong).toContain('Not quite. The correct answer is: x = 3');
    expect(wrong).toContain('data-testid="revealed-answer"');
    expect(wrong).not.toContain(PRAISE);
  });

  it('marks an answer it cannot read as an alert beside the box', () => {
    expect(renderToStaticMarkup(<FieldError id="e" message="We could not read it." />)).toMatch(
      /<p id="e" role="alert"[^>]*data-testid="answer-error">We could not read it.<\/p>/,
    );
  });

  it('shows the worked solution, or says it has none, then the Next button', () => {
    const decided = (explanation: (typeof step)[] | null, on?: 'raised' | 'sunken') =>
      renderToStaticMarkup(
        <Decided
          stepsId="s"
          explanation={explanation}
          {...(on ? { on } : {})}
          nextLabel="Next Problem"
          onNext={() => undefined}
          nextRef={null}
        />,
      );
    const shown = decided([step]);
    expect(shown).toMatch(/<h3 id="s"[^>]*>Step-by-step solution<\/h3>/);
    expect(shown).toContain(step.note);
    expect(shown.indexOf('Step-by-step solution')).toBeLessThan(shown.indexOf('Next Problem'));
    expect(decided([])).toContain('No steps available');
    expect(decided(null)).not.toContain('Step-by-step solution');
    expect(decided(null)).toContain('Next Problem');
    // On a sunken panel the solution is raised from it, on a raised card sunk into it.
    const cls = (html: string) => /<section class="([^"]+)"/.exec(html)?.[1];
    expect(cls(decided([step], 'sunken'))).not.toBe(cls(decided([step], 'raised')));
    expect(cls(decided([step]))).toBe(cls(decided([step], 'raised')));
  });
});
