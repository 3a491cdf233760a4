import { percentOf, type Step, solveQuadratic, stepWords, unwrap } from '@mathtools/math-core';
import { de as german } from '@mathtools/math-core/locales/de';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solve as gcdLcm } from '../gcd-lcm/work';
import { solve as logarithm } from '../logarithm/work';
import { solve as quadratic } from '../quadratic/work';
import { inLanguage } from './in-language';

/**
 * The live result of a tool (what a visitor calculates, not a worked example) on a page in
 * another language: its steps come in the page's language, worded by math-core's entry for it,
 * and the result is given only once they are (a promise), never in English meanwhile.
 */

const notes = (steps: readonly Step[]) => steps.map((s) => s.note);

/** A work module's answer as the page shows it, at a page address in its language. */
const shown = async (answer: unknown, path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>{(await answer) as ReactNode}</MemoryRouter>,
  );

beforeAll(async () => {
  await Promise.all([
    loadMessages('es', ['tools', 'tools-math']),
    loadMessages('de', ['tools', 'tools-math']),
  ]);
});

describe("a tool's live result in the page's language", () => {
  it('is given at once, as math-core wrote it, on an English page', () => {
    const result = unwrap(percentOf(80, 12.5));
    expect(inLanguage(result, 'en')).toBe(result);
  });

  it("words a calculator's steps in Spanish, its decimals with a comma", async () => {
    const result = unwrap(percentOf(80, 12.5));
    const pending = inLanguage(result, 'es');
    expect(pending).toBeInstanceOf(Promise);
    const spanish = await pending;
    expect(notes(spanish.steps)).toEqual([
      'Un porcentaje es un número de centésimas',
      'Multiplica el valor por esa fracción',
    ]);
    expect(spanish.steps.map((s) => s.text)).toEqual(['12,5% = 12,5/100', '12,5/100 × 80 = 10']);
    expect(spanish.steps[0]?.mathml).toContain('<mn>12,5</mn>');
    // The rest of the result is as it was.
    expect(spanish.formatted).toBe(result.formatted);
  });

  it('shows the GCD and LCM working in Spanish on a Spanish page', async () => {
    const answer = gcdLcm({ values: '12, 18' }, 'es');
    expect(answer).toBeInstanceOf(Promise);
    const html = await shown(answer, '/es/tools/gcd-lcm-calculator');
    expect(html).toContain('Factores primos de 12');
    expect(html).toContain('MCD de 12, 18: cada primo común, con su menor exponente');
    expect(html).not.toContain('Prime factors of');
  });

  it('shows the quadratic working and its method in German on a German page', async () => {
    const english = unwrap(solveQuadratic(2, -3, -1.5)).steps;
    const expected = english.map((step) => {
      const said = stepWords(step as never, german.writing.notes, german.writing.notation);
      return said.ok ? said.value.note : step.note;
    });
    // The German notes differ from the English ones, so the page shows the translation.
    expect(expected).not.toEqual(notes(english));
    const answer = quadratic({ a: '2', b: '-3', c: '-1.5' }, 'de');
    expect(answer).toBeInstanceOf(Promise);
    const html = await shown(answer, '/de/tools/quadratic-equation-solver');
    for (const note of expected) expect(html).toContain(note.replaceAll('&', '&amp;'));
    for (const note of notes(english))
      if (!expected.includes(note)) expect(html).not.toContain(note);
    // The method is named in German too.
    expect(html).toContain('abc-Formel');
    expect(html).not.toContain('quadratic formula');
  });

  it('shows the logarithm working and its answer in German, decimals with a comma', async () => {
    const answer = logarithm({ base: '2', value: '10' }, 'de');
    expect(answer).toBeInstanceOf(Promise);
    const html = await shown(answer, '/de/tools/logarithm-simplifier');
    expect(html).toContain('Natürlicher Logarithmus des Werts');
    expect(html).toContain('<mn>3,3219</mn>');
    expect(html).not.toContain('Natural log of the value');
    expect(html).not.toContain('<mn>3.3219</mn>');
  });
});
