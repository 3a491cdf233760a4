import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solverLanguage } from '../../../i18n/math-language';
import { solveProblem } from '../engine';
import { ReadAs } from './read-as';

const READ_AS_TYPED = 'Read it as typed';

const none = () => {};

beforeAll(() => Promise.all([loadMessages('en', ['solve']), loadMessages('es', ['solve'])]));
describe('Read as', () => {
  it('says the word corrected, in the page’s words, with a real button to read it as typed', () => {
    const outcome = solveProblem('slove 2x=4');
    if (!outcome.ok) throw new Error(outcome.message);
    const html = renderToStaticMarkup(
      <ReadAs corrected={outcome.corrected} onReadAsTyped={none} />,
    );
    expect(html).toContain('Read as: </span>&quot;slove&quot; as &quot;solve&quot;');
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${READ_AS_TYPED}</button>`));
  });

  it('says it in the page’s language, with no English word', async () => {
    const outcome = solveProblem('resulve 2x=4', undefined, {
      language: await solverLanguage('es'),
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/es/solve']}>
        <ReadAs corrected={outcome.corrected} onReadAsTyped={none} />
      </MemoryRouter>,
    );
    expect(html).toContain('Se leyó como: </span>«resulve» como «resuelve»');
    expect(html).not.toContain(' as ');
  });

  it('shows nothing where no word was corrected', () => {
    const outcome = solveProblem('solve 2x=4');
    if (!outcome.ok) throw new Error(outcome.message);
    expect(
      renderToStaticMarkup(<ReadAs corrected={outcome.corrected} onReadAsTyped={none} />),
    ).toBe('');
    expect(renderToStaticMarkup(<ReadAs corrected={[]} onReadAsTyped={none} />)).toBe('');
  });
});
