import { type ExplainedStep, type Step, stepWords } from '@mathtools/math-core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { solverLanguage } from '../../../i18n/math-language';
import ageEnglish from '../../../i18n/messages/tool-age/en.json';
import fractionEnglish from '../../../i18n/messages/tool-fraction/en.json';
import logarithmEnglish from '../../../i18n/messages/tool-logarithm/en.json';
import percentageEnglish from '../../../i18n/messages/tool-percentage/en.json';
import quadraticEnglish from '../../../i18n/messages/tool-quadratic/en.json';
import slopeEnglish from '../../../i18n/messages/tool-slope/en.json';
import timeEnglish from '../../../i18n/messages/tool-time/en.json';
import unitsEnglish from '../../../i18n/messages/tool-units/en.json';
import { translator } from '../../../i18n/use-t';
import * as age from '../age/examples';
import { WorkedExample } from '../components/tool-page';
import { worked as fractions } from '../fraction/examples';
import * as logarithm from '../logarithm/examples';
import * as percentage from '../percentage/examples';
import { worked as quadratics } from '../quadratic/examples';
import * as slope from '../slope/examples';
import * as time from '../time-calculator/examples';
import * as units from '../unit-converter/examples';
import { catalogueNotes, stepsIn } from './worked-language';

const notes = (steps: readonly Step[]) => steps.map((s) => s.note);

/**
 * The worked examples that are math-core's solver's working: their catalogue notes are math-core's
 * own words in each language (its language entries are too large to fetch with a tool page).
 */
const solverExamples: Record<'quadratic' | 'fraction', Record<string, readonly Step[]>> = {
  quadratic: Object.fromEntries(Object.entries(quadratics).map(([k, v]) => [k, v.steps])),
  fraction: Object.fromEntries(Object.entries(fractions).map(([k, v]) => [k, v.steps])),
};

beforeAll(async () => {
  await Promise.all([
    loadMessages('de', ['tool-logarithm']),
    loadMessages('pt', ['tool-slope']),
    loadMessages('fr', ['tool-percentage']),
    ...(['es', 'fr', 'de', 'pt'] as const).map((l) =>
      loadMessages(l, ['tool-quadratic', 'tool-fraction']),
    ),
  ]);
});

describe("a tool page's worked examples in the page's language", () => {
  it('keeps math-core’s steps as they are in English', () => {
    expect(stepsIn(quadratics.factoring.steps, 'en')).toBe(quadratics.factoring.steps);
  });

  it("says a calculator's step in the page's catalogue, its decimals with a comma", () => {
    const german = stepsIn(
      logarithm.changeOfBase.steps,
      'de',
      catalogueNotes(translator('de', 'tool-logarithm'), 'changeOfBase'),
    );
    expect(notes(german)).toEqual([
      'Aufgabe',
      'Formel',
      'Natürlicher Logarithmus des Werts',
      'Natürlicher Logarithmus der Basis',
      'Dividieren',
      'Ergebnis',
    ]);
    expect(german[4]!.mathml).toContain('<mfrac><mn>2,0794</mn><mn>0,6931</mn></mfrac>');
    expect(german[4]!.mathml).toContain(
      'alttext="the fraction natural log of 8 over natural log of 2 end fraction is approximately equal to 2,0794 over 0,6931"',
    );
    expect(german[4]!.mathml).not.toContain('2.0794');
    const portuguese = stepsIn(
      slope.worked.decimals.steps,
      'pt',
      catalogueNotes(translator('pt', 'tool-slope'), 'decimals'),
    );
    expect(notes(portuguese).slice(0, 2)).toEqual([
      'O coeficiente angular é a variação de y sobre a variação de x: m = (y₂ − y₁)/(x₂ − x₁)',
      'Escreva o coeficiente angular como fração irredutível',
    ]);
    expect(portuguese[0]!.mathml).toContain('<mn>0,7</mn>');
  });

  it('renders the French words in the prerendered HTML of a French page', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/fr/tools/percentage-calculator']}>
        <WorkedExample
          title="Exemple"
          steps={percentage.worked.tip.steps}
          notes={{ t: translator('fr', 'tool-percentage'), example: 'tip' }}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('Multipliez l’addition par le pourcentage du pourboire');
    expect(html).toContain('Ajoutez le pourboire à l’addition');
    expect(html).toContain('<mn>9,6</mn>');
    expect(html).toContain('<mn>73,6</mn>');
    expect(html).not.toContain('Add the tip');
  });

  it("has math-core's own words for the solver's steps of the quadratic and fraction pages, in each language", async () => {
    for (const language of ['es', 'fr', 'de', 'pt'] as const) {
      const entry = await solverLanguage(language);
      if (!entry) throw new Error(`no math-core entry for ${language}`);
      for (const [page, examples] of Object.entries(solverExamples))
        for (const [name, steps] of Object.entries(examples)) {
          const shown = notes(
            stepsIn(steps, language, catalogueNotes(translator(language, `tool-${page}`), name)),
          );
          const words = steps.map((s) => {
            const said = stepWords(s as ExplainedStep, entry.writing.notes, entry.writing.notation);
            return said.ok ? said.value.note : `no words for ${s.note}`;
          });
          expect(shown, `${language} ${page} ${name}`).toEqual(words);
        }
    }
    expect(
      notes(
        stepsIn(
          quadratics.factoring.steps,
          'fr',
          catalogueNotes(translator('fr', 'tool-quadratic'), 'factoring'),
        ),
      ),
    ).toEqual([
      'Le discriminant b² − 4ac est un carré parfait, donc le trinôme se factorise',
      'Deux nombres dont le produit vaut 6 et la somme −5\u00a0: −2 et −3',
      'Un produit est nul lorsque l’un de ses facteurs est nul',
      'Résolvez chaque équation',
    ]);
  });

  it("has math-core's English note word for word in each page catalogue's steps", () => {
    const pages: [Record<string, string>, Record<string, readonly Step[]>][] = [
      [ageEnglish, { example: age.example.steps }],
      [
        logarithmEnglish,
        {
          changeOfBase: logarithm.changeOfBase.steps,
          fourEight: logarithm.exact.fourEight,
          nineTwentySeven: logarithm.exact.nineTwentySeven,
        },
      ],
      [
        percentageEnglish,
        {
          main: percentage.main.steps,
          tip: percentage.worked.tip.steps,
          discount: percentage.worked.discount.steps,
          tax: percentage.worked.tax.steps,
          score: percentage.worked.score.steps,
        },
      ],
      [
        slopeEnglish,
        {
          basic: slope.worked.basic.steps,
          reduce: slope.worked.reduce.steps,
          decimals: slope.worked.decimals.steps,
          negative: slope.worked.negative.steps,
          vertical: slope.worked.vertical.steps,
        },
      ],
      [timeEnglish, { adding: time.adding.steps, negative: time.negative.steps }],
      [quadraticEnglish, solverExamples.quadratic],
      [fractionEnglish, solverExamples.fraction],
      [
        unitsEnglish,
        {
          inches: units.worked.inches.steps,
          kilograms: units.worked.kilograms.steps,
          liters: units.worked.liters.steps,
          acres: units.worked.acres.steps,
          boiling: units.temperature.boiling.steps,
          body: units.temperature.body.steps,
        },
      ],
    ];
    for (const [english, examples] of pages) {
      const keys = Object.keys(english).filter((k) => k.startsWith('step.'));
      const expected: Record<string, string> = {};
      for (const [name, steps] of Object.entries(examples))
        for (const [i, step] of steps.entries()) expected[`step.${name}.${i}`] = step.note;
      expect(Object.fromEntries(keys.map((k) => [k, english[k]]))).toEqual(expected);
    }
  });
});
