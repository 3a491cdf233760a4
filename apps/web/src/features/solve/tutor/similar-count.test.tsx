/** The count under a similar problem's verdict, as each stage shows it, in the page's language. */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { ApiError } from '../../../lib/api';
import type { CountView } from './count-similar';
import { SimilarCount } from './similar-count';

beforeAll(() =>
  Promise.all(
    (['en', 'es', 'fr'] as const).map((language) =>
      loadMessages(language, ['solve', 'api-errors']),
    ),
  ),
);

/** The count as shown on a page at `path` (the English /solve by default). */
const render = (view: CountView, path = '/solve') =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SimilarCount view={view} onRetry={vi.fn()} />
    </MemoryRouter>,
  );

/** The status region's text, tags removed. */
const said = (html: string) =>
  (/<p role="status"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

/** The button's text, or null without one. */
const button = (html: string) => /<button[^>]*>([^<]*)<\/button>/.exec(html)?.[1] ?? null;

const algebra5: CountView = {
  kind: 'counted',
  recorded: true,
  category: 'algebra',
  progress: { problemsCompleted: 5, streak: 2 },
};
const notNow: CountView = { kind: 'failed', retry: true, error: new TypeError('Failed to fetch') };
/** The server's refusal: its words for English pages, its code for the others. */
const refused: CountView = {
  kind: 'failed',
  retry: false,
  error: new ApiError(400, '400: …', 'validation_error', 'This problem has no category'),
};
/** A refusal whose code has no words in the catalogue, and no message. */
const refusedBare: CountView = {
  kind: 'failed',
  retry: false,
  error: new ApiError(418, '418: teapot', 'teapot'),
};

describe('the count of a similar problem', () => {
  it('has its polite status region from the start, empty before the problem is decided', () => {
    const html = render({ kind: 'none' });
    expect(html).toMatch(/<p role="status"[^>]*data-testid="similar-count"><\/p>/);
    expect(button(html)).toBeNull();
  });

  it('says it is counting, then the progress it counted in, linked to that category', () => {
    expect(said(render({ kind: 'sending' }))).toBe('Counting it in your practice…');
    const counted = render(algebra5);
    expect(said(counted)).toBe('Counted in your Algebra practice: 5 problems completed, streak 2.');
    expect(counted).toContain(
      '<a href="/practice?category=algebra" data-discover="true">Algebra practice</a>',
    );
    expect(button(counted)).toBeNull();
    const before = render({
      kind: 'counted',
      recorded: false,
      category: 'geometry',
      progress: { problemsCompleted: 1, streak: 0 },
    });
    expect(said(before)).toBe(
      'Counted before in your Geometry practice: 1 problem completed, streak 0.',
    );
  });

  it('offers Try again after a failure another try may get past, and only then', () => {
    const failed = render(notNow);
    expect(said(failed)).toBe('It could not be counted in your practice just now.');
    expect(button(failed)).toBe('Try again');
    // The button is not in the status region: only the sentence is read out.
    expect(failed.indexOf('Try again')).toBeGreaterThan(failed.indexOf('</p>'));
    const no = render(refused);
    expect(said(no)).toBe('It could not be counted in your practice: This problem has no category');
    expect(button(no)).toBeNull();
    expect(said(render(refusedBare))).toBe(
      'It could not be counted in your practice: The server did not accept these answers.',
    );
  });

  it('speaks Spanish on /es/solve, the server’s refusal in its catalogue’s words', () => {
    const page = '/es/solve';
    expect(said(render({ kind: 'sending' }, page))).toBe('Contándolo en tu práctica…');
    const counted = render(algebra5, page);
    expect(said(counted)).toBe(
      'Contado en tu práctica de Álgebra: 5 problemas completados, racha de 2.',
    );
    expect(counted).toContain(
      '<a href="/es/practice?category=algebra" data-discover="true">práctica de Álgebra</a>',
    );
    const failed = render(notNow, page);
    expect(said(failed)).toBe('No se pudo contar en tu práctica en este momento.');
    expect(button(failed)).toBe('Reintentar');
    expect(said(render(refused, page))).toBe(
      'No se pudo contar en tu práctica: Falta algo de lo que escribiste o no es válido. Revísalo e inténtalo de nuevo.',
    );
    expect(said(render(refusedBare, page))).toBe(
      'No se pudo contar en tu práctica: El servidor no aceptó estas respuestas.',
    );
  });

  it('speaks French on /fr/solve', () => {
    const page = '/fr/solve';
    expect(said(render({ kind: 'sending' }, page))).toBe('Enregistrement dans votre entraînement…');
    expect(
      said(
        render(
          {
            kind: 'counted',
            recorded: false,
            category: 'logarithms',
            progress: { problemsCompleted: 1, streak: 1 },
          },
          page,
        ),
      ),
    ).toBe('Déjà compté dans votre entraînement en Logarithmes : 1 problème terminé, série de 1.');
    const failed = render(notNow, page);
    expect(said(failed)).toBe('Il n’a pas pu être compté dans votre entraînement pour le moment.');
    expect(button(failed)).toBe('Réessayer');
    expect(said(render(refused, page))).toBe(
      'Il n’a pas pu être compté dans votre entraînement : Une information saisie manque ou n’est pas valide. Vérifiez-la et réessayez.',
    );
  });
});
