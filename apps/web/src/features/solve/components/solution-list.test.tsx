import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solveProblem } from '../engine';
import { SolutionList } from './solution-list';

const shown = (text: string) => {
  const outcome = solveProblem(text);
  if (!outcome.ok) throw new Error(outcome.message);
  const { solutions, radianSolutions } = outcome.solved;
  return renderToStaticMarkup(
    <SolutionList solutions={solutions} radianSolutions={radianSolutions} />,
  );
};

const lists = (html: string) =>
  [...html.matchAll(/<ul[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
const maths = (html: string) => html.match(/<math\b/g)?.length ?? 0;

beforeAll(() => loadMessages('en', ['solve']));
describe('the solutions list', () => {
  it('lists a trig equation’s solutions in degrees, then the same in radians, all as maths', () => {
    const html = shown('sin(x)=1/2');
    expect(lists(html)).toEqual(['Solutions in degrees', 'Solutions in radians']);
    expect(html).toContain('In degrees');
    expect(html).toContain('In radians');
    expect(maths(html)).toBe(4);
    const radians = html.slice(html.indexOf('Solutions in radians'));
    expect(radians).toContain('<mi>π</mi>');
    expect(radians).not.toContain('°');
  });

  it('has one list, named Solutions, when the unit was given or there is none', () => {
    for (const text of ['sin(x)=1/2 in radians', 'x^2-5x+6=0']) {
      const html = shown(text);
      expect(lists(html), text).toEqual(['Solutions']);
      expect(html).not.toContain('In radians');
    }
    expect(lists(shown('y=2x+3'))).toEqual(['Features of the graph']);
  });

  it('gives a matrix a line of its own that can scroll', () => {
    const html = shown('inverse [[1,2,3,4],[0,1,2,3],[0,0,1,2],[0,0,0,1]]');
    expect(html).toContain('<mtable>');
    const matrixSpan = html.match(/<span class="([^"]+)"><math/)?.[1] ?? '';
    const tableSpan = shown('x^2-5x+6=0').match(/<span class="([^"]+)"><math/)?.[1] ?? '';
    expect(matrixSpan).not.toBe(tableSpan);
  });

  it('shows nothing when there are no solutions', () => {
    expect(shown('inverse [[1,2],[2,4]]')).toBe('');
  });
});
