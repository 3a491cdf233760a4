import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solveProblem } from '../engine';
import { ReadAs } from './read-as';

const READ_AS_TYPED = 'Read it as typed';

const none = () => {};

beforeAll(() => loadMessages('en', ['solve']));
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
