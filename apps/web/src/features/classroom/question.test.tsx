/**
 * A class problem's question: a drawn problem's words around its maths as text, the maths typeset
 * once between them; a typed problem's request in the page's words before its maths; a problem
 * without words, its maths alone.
 */
import { generateProblem } from '@mathtools/math-core';
import { spanishPractice } from '@mathtools/math-core/locales/es';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/catalogue';
import { ClassQuestion } from './question';

const drawn = (() => {
  const made = generateProblem('algebra', 4, { difficulty: 'Medium', language: spanishPractice });
  if (!made.ok) throw new Error(made.error.message);
  const { question, questionMathml: mathml, questionWords } = made.value;
  return { position: 1, question, mathml, ...(questionWords ? { questionWords } : {}) };
})();

beforeAll(() =>
  Promise.all([loadMessages('en', ['classroom']), loadMessages('es', ['classroom'])]),
);

describe('a class problem’s question', () => {
  it('writes a drawn problem’s words around its maths, the maths once', () => {
    const html = renderToStaticMarkup(<ClassQuestion problem={drawn} />);
    expect(drawn.questionWords?.before).toBe('Resuelve la ecuación:');
    expect(html).toMatch(/^<div[^>]*><p[^>]*>Resuelve la ecuación:<\/p><p[^>]*><span[^>]*><math/);
    expect(html.match(/<math/g)).toHaveLength(1);
    // The question's sentence is not written out: its maths would be there twice.
    expect(html).not.toContain(drawn.question);
  });

  it('asks what a typed problem’s words asked, in the page’s words, before its maths', () => {
    const { questionWords: _, ...typed } = drawn;
    const problem = { ...typed, question: 'factor x^2-5x+6', asked: 'factor' as const };
    const html = renderToStaticMarkup(<ClassQuestion problem={problem} />);
    expect(html).toMatch(/^<div[^>]*><p[^>]*>Factor:<\/p><p[^>]*><span[^>]*><math/);
    const spanish = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/es/join/ABC234']}>
        <ClassQuestion problem={problem} />
      </MemoryRouter>,
    );
    expect(spanish).toContain('>Factoriza:</p>');
    expect(spanish.match(/<math/g)).toHaveLength(1);
  });

  it('typesets maths inside its sentence in place', () => {
    const inline = { before: 'Convierte ', after: ' radianes a grados.', inline: true as const };
    const html = renderToStaticMarkup(
      <ClassQuestion problem={{ ...drawn, questionWords: inline }} />,
    );
    expect(html).toMatch(
      /^<p[^>]*>Convierte <span[^>]*><math[\s\S]*<\/math><\/span> radianes a grados\.<\/p>$/,
    );
  });

  it('typesets each piece of maths in place when its sentence holds several', () => {
    const given = Array.from({ length: 40 }, (_, seed) =>
      generateProblem('logarithms', seed, { difficulty: 'Hard', language: spanishPractice }),
    ).find((made) => made.ok && made.value.questionPieces);
    if (!given?.ok || !given.value.questionPieces) throw new Error('no question gives values');
    const { question, questionMathml: mathml, questionPieces } = given.value;
    const html = renderToStaticMarkup(
      <ClassQuestion problem={{ position: 1, question, mathml, questionPieces }} />,
    );
    // "Sabiendo que log₂(x) = 9 y log₂(y) = 4, calcula log₂(x³y²).": one sentence, three formulas.
    expect(html).toMatch(
      /^<p[^>]*>Sabiendo que <span[^>]*><math[\s\S]*<\/math><\/span> y <span[^>]*><math[\s\S]*, calcula <span[^>]*><math[\s\S]*<\/math><\/span>\.<\/p>$/,
    );
    expect(html.match(/<math/g)).toHaveLength(3);
  });

  it('shows a problem without words as its maths alone', () => {
    const { questionWords: _, ...typed } = drawn;
    const html = renderToStaticMarkup(<ClassQuestion problem={{ ...typed, question: '2x+3=7' }} />);
    expect(html).not.toContain('Resuelve');
    expect(html.match(/<p/g)).toHaveLength(1);
  });
});
