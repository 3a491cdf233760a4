/** The count under a similar problem's verdict, as each stage shows it. */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { COUNTING, type CountView, NOT_COUNTED } from './count-similar';
import { SimilarCount, TRY_AGAIN } from './similar-count';

const render = (view: CountView) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SimilarCount view={view} onRetry={vi.fn()} />
    </MemoryRouter>,
  );

/** The status region's text, tags removed. */
const said = (html: string) =>
  (/<p role="status"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

describe('the count of a similar problem', () => {
  it('has its polite status region from the start, empty before the problem is decided', () => {
    const html = render({ kind: 'none' });
    expect(html).toMatch(/<p role="status"[^>]*data-testid="similar-count"><\/p>/);
    expect(html).not.toContain(TRY_AGAIN);
  });

  it('says it is counting, then the progress it counted in, linked to that category', () => {
    expect(said(render({ kind: 'sending' }))).toBe(COUNTING);
    const counted = render({
      kind: 'counted',
      recorded: true,
      category: 'algebra',
      label: 'Algebra',
      progress: '5 problems completed, streak 2',
    });
    expect(said(counted)).toBe('Counted in your Algebra practice: 5 problems completed, streak 2.');
    expect(counted).toContain('href="/practice?category=algebra"');
    expect(counted).not.toContain(TRY_AGAIN);
    const before = render({
      kind: 'counted',
      recorded: false,
      category: 'geometry',
      label: 'Geometry',
      progress: '3 problems completed, streak 0',
    });
    expect(said(before)).toBe(
      'Counted before in your Geometry practice: 3 problems completed, streak 0.',
    );
  });

  it('offers Try again after a failure another try may get past, and only then', () => {
    const failed = render({ kind: 'failed', message: NOT_COUNTED, retry: true });
    expect(said(failed)).toBe(NOT_COUNTED);
    expect(failed).toMatch(new RegExp(`<button[^>]*>${TRY_AGAIN}</button>`));
    // The button is not in the status region: only the sentence is read out.
    expect(failed.indexOf(TRY_AGAIN)).toBeGreaterThan(failed.indexOf('</p>'));
    const refused = render({
      kind: 'failed',
      message: 'It could not be counted: no.',
      retry: false,
    });
    expect(said(refused)).toBe('It could not be counted: no.');
    expect(refused).not.toContain(TRY_AGAIN);
  });
});
