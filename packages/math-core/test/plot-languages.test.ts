/**
 * The words under a graph in the five languages: each description from its ids and values, word
 * for word, the maths in it in the language's notation (sen, 1,5, (2; 1)), and every language's
 * table holding every id of the English one with the same {names}.
 */
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index';
import { germanNotes } from '../src/locales/de';
import { spanishNotes } from '../src/locales/es';
import { frenchNotes } from '../src/locales/fr';
import { portugueseNotes } from '../src/locales/pt';
import { parseMath } from '../src/math/parseMath';
import type { RefusalTable } from '../src/math/refusal';
import { graph, plotFunction } from '../src/plot/graph';
import { ENGLISH_GRAPH, PLOT_REFUSALS } from '../src/plot/said';
import type { GraphAnswer } from '../src/plot/types';
import { de } from '../src/solve/write/de';
import { es } from '../src/solve/write/es';
import { fr } from '../src/solve/write/fr';
import { pt } from '../src/solve/write/pt';
import type { WritingLanguage } from '../src/solve/written';

const LANGUAGES: Record<string, WritingLanguage | undefined> = { en: undefined, es, fr, de, pt };

/** The graph's description of what `solve` returned for a problem, in each language. */
const descriptions = (texts: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(LANGUAGES).map(([code, language]) => {
      const options = language ? { language } : {};
      const solved = solve(texts[code] ?? (texts.en as string), options);
      if (!solved.ok) throw new Error(solved.error.message);
      const drawn = graph(solved.value as GraphAnswer, undefined, options);
      if (!drawn.ok) throw new Error(drawn.error.message);
      return [code, drawn.value.description];
    }),
  );

describe('the words under a graph in five languages', () => {
  it('says where two curves meet: the solutions of an equation, in degrees', () => {
    expect(descriptions({ en: 'sin(x) = 1/2', es: 'sen(x) = 1/2', pt: 'sen(x) = 1/2' })).toEqual({
      en: 'The curves y = sin(x) and y = 1/2 meet at x = 30° and x = 150°: the solutions of the equation. x is in degrees.',
      es: 'Las curvas y = sen(x) y y = 1/2 se cortan en x = 30° y x = 150°: las soluciones de la ecuación. x está en grados.',
      fr: 'Les courbes y = sin(x) et y = 1/2 se coupent en x = 30° et x = 150°\u00a0: les solutions de l’équation. x est en degrés.',
      de: 'Die Kurven y = sin(x) und y = 1/2 schneiden sich bei x = 30° und x = 150°: die Lösungen der Gleichung. x ist in Grad.',
      pt: 'As curvas y = sen(x) e y = 1/2 se cortam em x = 30° e x = 150°: as soluções da equação. x está em graus.',
    });
  });

  it('describes a parabola, its numbers with the decimal comma and its points parted by ;', () => {
    const comma = 'y = x^2 - 3x + 1,25';
    expect(
      descriptions({ en: 'y = x^2 - 3x + 1.25', es: comma, fr: comma, de: comma, pt: comma }),
    ).toEqual({
      en: 'Parabola y = x² − 3x + 1.25 opening upward, vertex (1.5, −1), axis of symmetry x = 1.5, crossing the x-axis at 1/2 ≈ 0.5 and 5/2 ≈ 2.5 and the y-axis at 1.25.',
      es: 'Parábola y = x² − 3x + 1,25 abierta hacia arriba, vértice (1,5; −1), eje de simetría x = 1,5, que corta el eje x en 1/2 ≈ 0,5 y 5/2 ≈ 2,5 y el eje y en 1,25.',
      fr: 'Parabole y = x² − 3x + 1,25 tournée vers le haut, sommet (1,5; −1), axe de symétrie x = 1,5, qui coupe l’axe des abscisses en 1/2 ≈ 0,5 et 5/2 ≈ 2,5 et l’axe des ordonnées en 1,25.',
      de: 'Nach oben geöffnete Parabel y = x² − 3x + 1,25, Scheitelpunkt (1,5; −1), Symmetrieachse x = 1,5, schneidet die x-Achse bei 1/2 ≈ 0,5 und 5/2 ≈ 2,5 und die y-Achse bei 1,25.',
      pt: 'Parábola y = x² − 3x + 1,25 com a concavidade voltada para cima, vértice (1,5; −1), eixo de simetria x = 1,5, que corta o eixo x em 1/2 ≈ 0,5 e 5/2 ≈ 2,5 e o eixo y em 1,25.',
    });
  });

  it("shades an inequality's solution set on the number line, in the language's intervals", () => {
    expect(descriptions({ en: '2x - 1 > 3' })).toEqual({
      en: 'The solution set x > 2, written (2, ∞), shaded on the number line, with an open dot at 2 (not included).',
      es: 'El conjunto solución x > 2, escrito (2; ∞), sombreado en la recta numérica, con un punto abierto en 2 (no incluido).',
      fr: 'L’ensemble des solutions x > 2, noté ]2 ; ∞[, colorié sur la droite graduée, avec un point vide en 2 (exclu).',
      de: 'Die Lösungsmenge x > 2, geschrieben ]2; ∞[, auf dem Zahlenstrahl markiert, mit einem leeren Punkt bei 2 (ausgeschlossen).',
      pt: 'O conjunto solução x > 2, escrito ]2; ∞[, sombreado na reta numérica, com um ponto aberto em 2 (não incluído).',
    });
    expect(
      descriptions({
        en: 'x^2 <= 2.25',
        es: 'x^2 <= 2,25',
        fr: 'x^2 <= 2,25',
        de: 'x^2 <= 2,25',
        pt: 'x^2 <= 2,25',
      }).de,
    ).toBe(
      'Die Lösungsmenge −3/2 ≤ x ≤ 3/2, geschrieben [−3/2; 3/2], auf dem Zahlenstrahl markiert, mit ausgefüllten Punkten bei −3/2 und 3/2 (eingeschlossen).',
    );
  });

  it("says where a system's two lines meet, the point in the language's notation", () => {
    const comma = 'x + y = 3,5; x - y = 1';
    expect(
      descriptions({ en: 'x + y = 3.5, x - y = 1', es: comma, fr: comma, de: comma, pt: comma }),
    ).toEqual({
      en: 'The lines y = −x + 7/2 and y = x − 1 meet at (2.25, 1.25), the solution of the system.',
      es: 'Las rectas y = −x + 7/2 y y = x − 1 se cortan en (2,25; 1,25), la solución del sistema.',
      fr: 'Les droites y = −x + 7/2 et y = x − 1 se coupent en (2,25; 1,25), la solution du système.',
      de: 'Die Geraden y = −x + 7/2 und y = x − 1 schneiden sich bei (2,25; 1,25), der Lösung des Gleichungssystems.',
      pt: 'As retas y = −x + 7/2 e y = x − 1 se cortam em (2,25; 1,25), a solução do sistema.',
    });
  });

  it('says what else a curve has: asymptotes, after its crossings', () => {
    expect(descriptions({ en: 'y = 1/(x-1)' })).toEqual({
      en: 'Curve y = 1/(x − 1), crossing the y-axis at −1, never crossing the x-axis. It has vertical asymptote x = 1 and horizontal asymptote y = 0.',
      es: 'Curva y = 1/(x − 1), que corta el eje y en −1, que nunca corta el eje x. Tiene asíntota vertical x = 1 y asíntota horizontal y = 0.',
      fr: 'Courbe y = 1/(x − 1), qui coupe l’axe des ordonnées en −1, qui ne coupe jamais l’axe des abscisses. Elle a une asymptote verticale x = 1 et une asymptote horizontale y = 0.',
      de: 'Kurve y = 1/(x − 1), schneidet die y-Achse bei −1, schneidet die x-Achse nie. Sie hat die senkrechte Asymptote x = 1 und die waagerechte Asymptote y = 0.',
      pt: 'Curva y = 1/(x − 1), que corta o eixo y em −1, que nunca corta o eixo x. Tem assíntota vertical x = 1 e assíntota horizontal y = 0.',
    });
  });

  it('says where two curves are the same but for a hole in one of them', () => {
    expect(descriptions({ en: '(x^2-1)/(x-1) = x+1' })).toEqual({
      en: 'The curves y = (x² − 1)/(x − 1) and y = x + 1 are the same, except at x = 1, where y = (x² − 1)/(x − 1) is undefined (a hole in it).',
      es: 'Las curvas y = (x² − 1)/(x − 1) y y = x + 1 son iguales, salvo en x = 1, donde y = (x² − 1)/(x − 1) no está definida (un hueco en ella).',
      fr: 'Les courbes y = (x² − 1)/(x − 1) et y = x + 1 sont confondues, sauf en x = 1, où y = (x² − 1)/(x − 1) n’est pas définie (un trou).',
      de: 'Die Kurven y = (x² − 1)/(x − 1) und y = x + 1 sind gleich, außer bei x = 1, wo y = (x² − 1)/(x − 1) nicht definiert ist (eine Lücke darin).',
      pt: 'As curvas y = (x² − 1)/(x − 1) e y = x + 1 são iguais, exceto em x = 1, onde y = (x² − 1)/(x − 1) não está definida (um buraco nela).',
    });
  });

  it("labels the graph's points in the language's notation too", () => {
    const solved = solve('x + y = 3,5; x - y = 1', { language: es });
    if (!solved.ok) throw new Error(solved.error.message);
    const drawn = graph(solved.value as GraphAnswer, undefined, { language: es });
    if (!drawn.ok || drawn.value.kind !== 'curves') throw new Error('no curves');
    expect(drawn.value.features.map((f) => f.label)).toEqual(['(2,25; 1,25)']);
  });

  it('says why it draws nothing in the language: each refusal from its id and values', () => {
    const tree = (text: string) => {
      const read = parseMath(text);
      if (!read.ok) throw new Error(read.error.message);
      return read.value;
    };
    const problems: readonly [string, keyof typeof PLOT_REFUSALS, Record<string, string>?][] = [
      ['x + y + z = 1', 'plotUnknowns'],
      ['x ≠ 2', 'plotRelation'],
      ['3 + 4', 'plotNoUnknown'],
      ['x + y^2 = 1', 'plotSolvedFor', { v: 'y' }],
    ];
    for (const [code, language] of Object.entries(LANGUAGES)) {
      const words: RefusalTable = language
        ? (language.writing.notes as { refusals: RefusalTable }).refusals
        : PLOT_REFUSALS;
      const options = language ? { language } : {};
      for (const [text, id, values] of problems) {
        const sentence = (words[id] ?? '').replace(/\{(\w+)\}/g, (_, name) => values?.[name] ?? '');
        expect(graph(tree(text), undefined, options), `${code} ${text}`).toMatchObject({
          ok: false,
          error: { code: 'unsupported', message: sentence, why: { id } },
        });
      }
      const window = { xMin: 2, xMax: 1, yMin: 0, yMax: 1 };
      expect(plotFunction(tree('x^2'), 'x', window, options)).toMatchObject({
        ok: false,
        error: { field: 'window', message: words.plotWindow },
      });
    }
    expect(graph(tree('x ≠ 2'))).toMatchObject({
      error: { message: '≠, ≈ and chains with = cannot be drawn' },
    });
  });

  it('labels a plotted function in the language’s notation', () => {
    const plotted = plotFunction({ type: 'number', value: '2.5' }, 'x', undefined, {
      language: fr,
    });
    expect(plotted.ok && plotted.value.features.map((f) => f.label)).toEqual(['(0; 2,5)']);
  });

  it('has every id of the English table in every language, with the same {names}', () => {
    const names = (sentence: string) =>
      [...sentence.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const tables = { es: spanishNotes, fr: frenchNotes, de: germanNotes, pt: portugueseNotes };
    for (const [code, notes] of Object.entries(tables)) {
      const table = notes.graph ?? {};
      expect(Object.keys(table).sort(), code).toEqual(Object.keys(ENGLISH_GRAPH).sort());
      for (const [id, english] of Object.entries(ENGLISH_GRAPH))
        expect(names(table[id as keyof typeof table] ?? ''), `${code} ${id}`).toEqual(
          names(english),
        );
    }
  });
});
