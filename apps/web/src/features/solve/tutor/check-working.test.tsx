/**
 * "Check my working": the box as first shown, and the verdicts as rendered from math-core's
 * checkWorking (each line's number as typed, its verdict in words, the first wrong line framed
 * with its reason and what it could have been, typeset), and a refusal as a message.
 */
import type { WritingLanguage } from '@mathtools/math-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solverLanguage } from '../../../i18n/math-language';
import { checkTyped, WorkingChecker, WorkingVerdicts } from './check-working';

beforeAll(() => loadMessages('en', ['solve']));
beforeAll(() => loadMessages('es', ['solve']));

/** The verdicts as shown on a page at `path` (English outside a router). */
const verdicts = (problem: string, text: string, language?: WritingLanguage, path?: string) => {
  const checked = checkTyped(problem, text, language);
  if (!checked.ok) throw new Error(checked.message);
  const shown = <WorkingVerdicts typed={checked.typed} check={checked.check} />;
  return renderToStaticMarkup(
    path ? <MemoryRouter initialEntries={[path]}>{shown}</MemoryRouter> : shown,
  );
};

describe('the working box', () => {
  it('is labelled "Your working", described by its hint, with a Check button', () => {
    const html = renderToStaticMarkup(<WorkingChecker problem="2x+3=7" />);
    expect(html).toMatch(/<label[^>]*for="([^"]+)-working"[^>]*>Your working<\/label>/);
    expect(html).toMatch(/<textarea[^>]*aria-describedby="[^"]*-hint"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Check<\/button>/);
    expect(html).toContain('aria-live="polite"');
    expect(html).not.toContain('working-summary');
  });
});

describe('checkTyped', () => {
  it('checks the lines typed, blank ones dropped', () => {
    const checked = checkTyped('2x+3=7', '2x=10\n\nx=5\n');
    expect(checked.ok && checked.typed).toEqual({ lines: ['2x=10', 'x=5'], at: [0, 2] });
    expect(checked.ok && checked.check.firstWrong).toBe(0);
  });

  it('passes math-core’s refusal on as a message', () => {
    expect(checkTyped('2x+3=7', '\n  \n')).toEqual({
      ok: false,
      message: 'Write your working, one step per line',
    });
    const percent = checkTyped('15% of 80', '12');
    expect(percent.ok).toBe(false);
    expect(!percent.ok && percent.message).toMatch(/cannot be checked/);
  });
});

describe('the verdicts', () => {
  it('2x=10, x=5 for 2x+3=7: line 1 framed with why and 2x = 4 typeset; line 2 follows', () => {
    const html = verdicts('2x+3=7', '2x=10\nx=5');
    expect(html).toContain('>Line 1 does not follow</p>');
    const [first, second] = html.split('<li ').slice(1);
    expect(first).toContain('value="1"');
    expect(first).toContain('data-status="wrong"');
    expect(first).toContain('2x=10');
    expect(first).toContain('does not follow');
    expect(first).toContain('3 was added to the other side instead of subtracted');
    expect(first).toContain('It could have been');
    expect(first).toMatch(/<math[^>]*alttext="2 x equals 4"/);
    expect(second).toContain('value="2"');
    expect(second).toContain('data-status="follows"');
    expect(second).toContain('✓');
    expect(second).not.toContain('It could have been');
  });

  it('numbers the lines as typed in the box', () => {
    const html = verdicts('2x+3=7', '\n2x=4\n\nx=2');
    expect(html).toContain('Your working is correct and finished');
    expect(html.match(/value="\d+"/g)).toEqual(['value="2"', 'value="4"']);
  });

  it('says correct so far for working short of the answer, and ? for a line it cannot read', () => {
    expect(verdicts('2x+3=7', '2x=4')).toContain('Correct so far — not finished yet');
    const html = verdicts('2x+3=7', '2x=4\n%%%');
    expect(html).toContain('Line 2 cannot be read');
    expect(html).toContain('cannot be read</span>');
    expect(html).toContain('could not be read');
  });
});

describe('the verdicts on a page in another language', () => {
  it('are worded in Spanish on /es/solve, the maths in its notation', async () => {
    const es = await solverLanguage('es');
    const html = verdicts('2x+3=7', '2x=10\nx=5', es, '/es/solve');
    expect(html).toContain('>La línea 1 no se deduce</p>');
    const [first, second] = html.split('<li ').slice(1);
    expect(first).toContain('no se deduce<span');
    expect(first).toContain(' (la primera línea que no se deduce)');
    expect(first).toContain(
      '>Se sumó 3 al otro miembro en lugar de restarlo: para pasar +3 al otro lado, resta 3 en ambos miembros</p>',
    );
    expect(first).toContain('Podría haber sido: ');
    expect(first).not.toContain('was added');
    expect(second).toContain('se deduce</span>');
    const [decimal] = verdicts('3/4+5/6', '8/10', es).split('<li ').slice(1);
    expect(decimal).toContain(
      '>Esto no es igual a la línea anterior: la línea anterior vale 1,58333 y esta línea vale 0,8</p>',
    );
  });

  it('refuse empty working in Spanish, and stay English on an English page', async () => {
    expect(checkTyped('2x+3=7', '\n', await solverLanguage('es'))).toEqual({
      ok: false,
      message: 'Escribe tu procedimiento, un paso por línea',
    });
    expect(verdicts('2x+3=7', '2x=10', await solverLanguage('en'))).toContain(
      '>3 was added to the other side instead of subtracted: to move +3 across, subtract 3 from both sides</p>',
    );
  });
});
