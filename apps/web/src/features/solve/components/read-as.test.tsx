import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { solveProblem } from '../engine';
import { READ_AS_TYPED, ReadAs } from './read-as';

const none = () => {};

describe('Read as', () => {
  it('says the word corrected, in math-core’s words, with a real button to read it as typed', () => {
    const outcome = solveProblem('slove 2x=4');
    if (!outcome.ok) throw new Error(outcome.message);
    const html = renderToStaticMarkup(<ReadAs readAs={outcome.readAs} onReadAsTyped={none} />);
    expect(html).toContain('Read as: </span>&quot;slove&quot; as &quot;solve&quot;');
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${READ_AS_TYPED}</button>`));
  });

  it('shows nothing where no word was corrected', () => {
    const outcome = solveProblem('solve 2x=4');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(renderToStaticMarkup(<ReadAs readAs={outcome.readAs} onReadAsTyped={none} />)).toBe('');
    expect(renderToStaticMarkup(<ReadAs readAs={[]} onReadAsTyped={none} />)).toBe('');
  });
});
