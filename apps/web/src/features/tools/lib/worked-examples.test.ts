import type { Step } from '@mathtools/math-core';
import { describe, expect, it } from 'vitest';
import { languages } from '../../../i18n/languages';
import * as logarithm from '../logarithm/examples';
import * as percentage from '../percentage/examples';
import * as quadratic from '../quadratic/examples';
import * as units from '../unit-converter/examples';
import { examplesIn } from './worked-examples';

/** Every tool page's examples module, by path (`../logarithm/examples.ts`). */
const modules = import.meta.glob<Record<string, unknown>>('../*/examples.ts');

const notes = (steps: unknown) => (steps as Step[]).map((s) => s.note);
/** The spoken form of a formula: its MathML's `alttext`. */
const spoken = (step: unknown) => (step as Step).mathml.match(/alttext="([^"]*)"/)?.[1];

describe("a tool page's worked examples, written by math-core in the page's language", () => {
  it("keeps math-core's steps in English, without the data they are worded from", async () => {
    const { examples } = await examplesIn(logarithm, 'en');
    const steps = (examples.changeOfBase as { steps: Step[] }).steps;
    expect(steps).toEqual(
      logarithm.changeOfBase.steps.map(({ note, text, mathml }) => ({ note, text, mathml })),
    );
    expect(steps[4]).toEqual({
      note: 'Divide',
      text: 'ln(8)/ln(2) ≈ 2.0794/0.6931',
      mathml: expect.stringContaining(
        'alttext="the fraction natural log of 8 over natural log of 2 end fraction is approximately equal to 2.0794 over 0.6931"',
      ),
    });
    expect(Object.keys(logarithm.changeOfBase.steps[4] ?? {})).toContain('statement');
  });

  it("writes a calculator's steps in Spanish: its notes, decimal commas and spoken form", async () => {
    const { examples } = await examplesIn(logarithm, 'es');
    const steps = (examples.changeOfBase as { steps: Step[] }).steps;
    expect(notes(steps)).toEqual([
      'Problema',
      'Fórmula',
      'Logaritmo neperiano del valor',
      'Logaritmo neperiano de la base',
      'Divide',
      'Respuesta',
    ]);
    expect(steps[4]?.text).toBe('ln(8)/ln(2) ≈ 2,0794/0,6931');
    expect(steps[4]?.mathml).toContain('<mfrac><mn>2,0794</mn><mn>0,6931</mn></mfrac>');
    expect(spoken(steps[4])).toBe(
      'la fracción logaritmo neperiano de 8 sobre logaritmo neperiano de 2 fin de la fracción es aproximadamente igual a 2,0794 sobre 0,6931',
    );
    expect(spoken(steps[5])).toBe('logaritmo en base 2 de 8 es igual a 3');
    expect(steps[4]?.mathml).not.toContain('2.0794');
    expect(Object.keys(steps[4] ?? {})).toEqual(['note', 'text', 'mathml']);
  });

  it("writes a page's statements in the language's notation and words", async () => {
    const { examples } = await examplesIn(logarithm, 'de');
    const doubling = (examples.checks as Record<string, Step>).doubling;
    expect(doubling?.text).toBe('ln(2) ÷ 0,05 ≈ 13,86');
    expect(spoken(doubling)).toBe(
      'natürlicher Logarithmus von 2 geteilt durch 0,05 ungefähr gleich 13,86',
    );
  });

  it('writes the percentage page’s tip in French', async () => {
    const { examples } = await examplesIn(percentage, 'fr');
    const tip = (examples.worked as Record<string, { steps: Step[] }>).tip;
    expect(notes(tip?.steps)).toEqual([
      'Multipliez l’addition par le pourcentage de pourboire',
      'Ajoutez le pourboire à l’addition',
    ]);
    expect(tip?.steps.map((s) => s.text)).toEqual(['64 × 15% = 9,6', '64 + 9,6 = 73,6']);
    expect(tip?.steps[1]?.mathml).toContain('<mn>73,6</mn>');
  });

  it("words the solver's working in math-core's French", async () => {
    const { examples } = await examplesIn(quadratic, 'fr');
    const factoring = (examples.worked as Record<string, { steps: Step[] }>).factoring;
    expect(notes(factoring?.steps)).toEqual([
      'Le discriminant b² − 4ac est un carré parfait, donc le trinôme se factorise',
      'Deux nombres dont le produit vaut 6 et la somme −5\u00a0: −2 et −3',
      'Un produit est nul lorsque l’un de ses facteurs est nul',
      'Résolvez chaque équation',
    ]);
    expect(spoken(examples.formula)).toBe(
      'x égale la fraction moins b plus ou moins la racine carrée de b au carré moins 4 a c fin de la racine sur 2 a fin de la fraction',
    );
  });

  it("writes a unit conversion's steps in Portuguese", async () => {
    const { examples } = await examplesIn(units, 'pt');
    const acres = (examples.worked as Record<string, { steps: Step[] }>).acres;
    expect(notes(acres?.steps)).toEqual(['Multiplique pelo número de hectares em 1 acre']);
    expect(acres?.steps.map((s) => s.text)).toEqual(['2,5 × 0,40468564224 = 1,0117141056']);
    expect(spoken(acres?.steps[0])).toBe('2,5 vezes 0,40468564224 é igual a 1,0117141056');
  });

  it('has math-core’s words for every step of every page, in every language', async () => {
    for (const [path, load] of Object.entries(modules)) {
      const module = await load();
      for (const language of languages)
        expect((await examplesIn(module, language)).unworded, `${path} ${language}`).toEqual([]);
    }
  }, 60_000);

  it('refuses a step it cannot write in the language: one without its statement tree', async () => {
    const step: Step = { note: 'Divide', text: '1.5', mathml: '<math><mn>1.5</mn></math>' };
    await expect(examplesIn({ example: { steps: [step] } }, 'es')).rejects.toThrow(
      'example.steps[0] has no statement tree to write in es',
    );
  });
});
