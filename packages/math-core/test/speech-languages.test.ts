import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { mathTree } from '../src/math/arbitrary';
import { alternatives, eq, fn, frac, num, point, pow, variable } from '../src/math/build';
import type { Notation } from '../src/math/notation';
import { parseMath } from '../src/math/parseMath';
import { toMathML } from '../src/math/toMathML';
import { englishSpeech, type SpeechWords, toSpeech } from '../src/math/toSpeech';
import type { MathNode } from '../src/math/tree';
import { germanNotation } from '../src/solve/write/de';
import { spanishNotation } from '../src/solve/write/es';
import { frenchNotation } from '../src/solve/write/fr';
import { portugueseNotation } from '../src/solve/write/pt';
import { rootLabels } from './render-holders';

/**
 * The spoken form (the `alttext` of every formula and a result's `answerSpeech`) in each
 * language's words, from the notations the languages' entries carry: here rather than beside
 * toSpeech, which is below the languages and imports none of them.
 */

/** The formulas each language's spoken form is checked on, by what they are. */
const SAID: Record<string, MathNode> = {
  quadratic: unwrap(parseMath('x^2-5x+6=0')),
  root: unwrap(parseMath('sqrt(72)')),
  fraction: unwrap(parseMath('3/4')),
  bigFraction: unwrap(parseMath('(x+1)/(x-1)')),
  brackets: unwrap(parseMath('2(x+1)')),
  trig: unwrap(parseMath('sin(x)=1/2')),
  logBase: unwrap(parseMath('log_2(8)')),
  ln: unwrap(parseMath('ln(x)')),
  decimal: unwrap(parseMath('x>=2.5')),
  abs: unwrap(parseMath('|x|')),
  factorial: unwrap(parseMath('5!')),
  degrees: unwrap(parseMath('30°')),
  oneDegree: unwrap(parseMath('1°')),
  percent: unwrap(parseMath('25%')),
  power: unwrap(parseMath('x^(n+1)')),
  fifthRoot: unwrap(parseMath('root(x, 5)')),
  tenthRoot: unwrap(parseMath('root(x, 10)')),
  limit: {
    type: 'limit',
    variable: 'x',
    to: num(0),
    side: '+',
    arg: frac(num(1), variable('x')),
  },
  infinity: { type: 'limit', variable: 'x', to: variable('∞'), arg: frac(num(1), variable('x')) },
  integral: {
    type: 'integral',
    variable: 'x',
    from: num(0),
    to: num(1),
    arg: pow(variable('x'), num(2)),
  },
  point: point(num(1), num('2.5')),
  matrix: unwrap(parseMath('[[1,2],[3,4]]')),
  alternatives: alternatives(eq(variable('x'), num(2)), eq(variable('x'), num(3))),
  gcd: unwrap(parseMath('gcd(12, 18)')),
  binomial: fn('binomial', num(5), num(2)),
  greek: unwrap(parseMath('Δx')),
  letters: unwrap(parseMath('α + θ + χ')),
  scientific: unwrap(parseMath('1.5e-7')),
};

describe('toSpeech in a language’s notation', () => {
  const said = (notation: Notation) =>
    Object.fromEntries(Object.entries(SAID).map(([k, tree]) => [k, toSpeech(tree, notation)]));

  it('is English without one', () => {
    expect(said({ decimal: '.', or: 'or' })).toEqual(
      Object.fromEntries(Object.entries(SAID).map(([k, tree]) => [k, toSpeech(tree)])),
    );
    expect(toSpeech(SAID.limit as MathNode)).toBe(
      'the limit as x approaches 0 from above of 1 over x',
    );
    expect(toSpeech(SAID.integral as MathNode)).toBe(
      'the integral from 0 to 1 of x squared with respect to x',
    );
    expect(toSpeech(SAID.point as MathNode)).toBe('the point 1, 2.5');
    expect(toSpeech(SAID.alternatives as MathNode)).toBe('x equals 2 or x equals 3');
    expect(toSpeech(SAID.binomial as MathNode)).toBe('5 choose 2');
    expect(toSpeech(SAID.greek as MathNode)).toBe('capital delta x');
    expect(toSpeech(SAID.letters as MathNode)).toBe('alpha plus theta plus chi');
  });

  it('speaks Spanish as a teacher reads it', () => {
    expect(said(spanishNotation)).toEqual({
      quadratic: 'x al cuadrado menos 5 x más 6 es igual a 0',
      root: 'la raíz cuadrada de 72',
      fraction: '3 sobre 4',
      bigFraction: 'la fracción x más 1 sobre x menos 1 fin de la fracción',
      brackets: '2 abre paréntesis x más 1 cierra paréntesis',
      trig: 'seno de x es igual a 1 sobre 2',
      logBase: 'logaritmo en base 2 de 8',
      ln: 'logaritmo neperiano de x',
      decimal: 'x es mayor o igual que 2,5',
      abs: 'el valor absoluto de x',
      factorial: '5 factorial',
      degrees: '30 grados',
      oneDegree: '1 grado',
      percent: '25 por ciento',
      power: 'x elevado a n más 1 fin del exponente',
      fifthRoot: 'la raíz quinta de x',
      tenthRoot: 'la raíz de índice 10 de x',
      limit: 'el límite cuando x tiende a 0 por la derecha de 1 sobre x',
      infinity: 'el límite cuando x tiende a infinito de 1 sobre x',
      integral: 'la integral de 0 a 1 de x al cuadrado con respecto a x',
      point: 'el punto 1; 2,5',
      matrix: 'la matriz 2 por 2 con filas 1; 2 y 3; 4',
      alternatives: 'x es igual a 2 o x es igual a 3',
      gcd: 'el máximo común divisor de abre paréntesis 12; 18 cierra paréntesis',
      binomial: 'el número combinatorio 5 sobre 2',
      greek: 'delta mayúscula x',
      letters: 'alfa más theta más ji',
      scientific: '1,5 por 10 elevado a menos 7',
    });
  });

  it('speaks French as a teacher reads it', () => {
    expect(said(frenchNotation)).toEqual({
      quadratic: 'x au carré moins 5 x plus 6 égale 0',
      root: 'la racine carrée de 72',
      fraction: '3 sur 4',
      bigFraction: 'la fraction x plus 1 sur x moins 1 fin de la fraction',
      brackets: '2 parenthèse ouvrante x plus 1 parenthèse fermante',
      trig: 'sinus de x égale 1 sur 2',
      logBase: 'logarithme en base 2 de 8',
      ln: 'logarithme népérien de x',
      decimal: 'x est supérieur ou égal à 2,5',
      abs: 'la valeur absolue de x',
      factorial: '5 factorielle',
      degrees: '30 degrés',
      oneDegree: '1 degré',
      percent: '25 pour cent',
      power: 'x puissance n plus 1 fin de la puissance',
      fifthRoot: 'la racine cinquième de x',
      tenthRoot: 'la racine d’indice 10 de x',
      limit: 'la limite quand x tend vers 0 par valeurs supérieures de 1 sur x',
      infinity: 'la limite quand x tend vers l’infini de 1 sur x',
      integral: 'l’intégrale de 0 à 1 de x au carré d x',
      point: 'le point 1; 2,5',
      matrix: 'la matrice de taille 2 par 2 de lignes 1; 2 et 3; 4',
      alternatives: 'x égale 2 ou x égale 3',
      gcd: 'le plus grand commun diviseur de parenthèse ouvrante 12; 18 parenthèse fermante',
      binomial: '2 parmi 5',
      greek: 'delta majuscule x',
      letters: 'alpha plus thêta plus khi',
      scientific: '1,5 fois 10 puissance moins 7',
    });
  });

  it('speaks German as a teacher reads it', () => {
    expect(said(germanNotation)).toEqual({
      quadratic: 'x Quadrat minus 5 x plus 6 gleich 0',
      root: 'die Quadratwurzel aus 72',
      fraction: '3 durch 4',
      bigFraction: 'Bruch x plus 1 durch x minus 1 Ende des Bruchs',
      brackets: '2 Klammer auf x plus 1 Klammer zu',
      trig: 'Sinus von x gleich 1 durch 2',
      logBase: 'Logarithmus zur Basis 2 von 8',
      ln: 'natürlicher Logarithmus von x',
      decimal: 'x größer oder gleich 2,5',
      abs: 'der Betrag von x',
      factorial: '5 Fakultät',
      degrees: '30 Grad',
      oneDegree: '1 Grad',
      percent: '25 Prozent',
      power: 'x hoch n plus 1 Ende des Exponenten',
      fifthRoot: 'die fünfte Wurzel aus x',
      tenthRoot: 'die 10-te Wurzel aus x',
      limit: 'der Limes für x gegen 0 von rechts von 1 durch x',
      infinity: 'der Limes für x gegen unendlich von 1 durch x',
      integral: 'das Integral von 0 bis 1 von x Quadrat d x',
      point: 'der Punkt 1; 2,5',
      matrix: 'die 2-mal-2-Matrix mit den Zeilen 1; 2 und 3; 4',
      alternatives: 'x gleich 2 oder x gleich 3',
      gcd: 'der größte gemeinsame Teiler von Klammer auf 12; 18 Klammer zu',
      binomial: '5 über 2',
      greek: 'großes Delta x',
      letters: 'Alpha plus Theta plus Chi',
      scientific: '1,5 mal 10 hoch minus 7',
    });
  });

  it('speaks Portuguese as a teacher in Brazil reads it', () => {
    expect(said(portugueseNotation)).toEqual({
      quadratic: 'x ao quadrado menos 5 x mais 6 é igual a 0',
      root: 'raiz quadrada de 72',
      fraction: '3 sobre 4',
      bigFraction: 'fração x mais 1 sobre x menos 1 fim da fração',
      brackets: '2 abre parênteses x mais 1 fecha parênteses',
      trig: 'seno de x é igual a 1 sobre 2',
      logBase: 'logaritmo na base 2 de 8',
      ln: 'logaritmo natural de x',
      decimal: 'x é maior ou igual a 2,5',
      abs: 'módulo de x',
      factorial: '5 fatorial',
      degrees: '30 graus',
      oneDegree: '1 grau',
      percent: '25 por cento',
      power: 'x elevado a n mais 1 fim do expoente',
      fifthRoot: 'raiz quinta de x',
      tenthRoot: 'raiz de índice 10 de x',
      limit: 'limite quando x tende a 0 pela direita de 1 sobre x',
      infinity: 'limite quando x tende a infinito de 1 sobre x',
      integral: 'integral de 0 a 1 de x ao quadrado em relação a x',
      point: 'ponto 1; 2,5',
      matrix: 'matriz 2 por 2 com as linhas 1; 2 e 3; 4',
      alternatives: 'x é igual a 2 ou x é igual a 3',
      gcd: 'máximo divisor comum de abre parênteses 12; 18 fecha parênteses',
      binomial: 'número binomial 5 sobre 2',
      greek: 'delta maiúsculo x',
      letters: 'alfa mais teta mais qui',
      scientific: '1,5 vezes 10 elevado a menos 7',
    });
  });

  it('names the trigonometric and other functions in the language', () => {
    const names = (notation: Notation) =>
      ['arcsin(x)', 'sinh(x)', 'tan(x)', 'cos(x)', 'mean(1, 2)', 'floor(x)', 'root(x, n)'].map(
        (text) => toSpeech(unwrap(parseMath(text)), notation),
      );
    expect(names(spanishNotation)).toEqual([
      'arcoseno de x',
      'seno hiperbólico de x',
      'tangente de x',
      'coseno de x',
      'la media de abre paréntesis 1; 2 cierra paréntesis',
      'la parte entera de x',
      'la raíz enésima de x',
    ]);
    expect(names(frenchNotation)).toEqual([
      'arc sinus de x',
      'sinus hyperbolique de x',
      'tangente de x',
      'cosinus de x',
      'la moyenne de parenthèse ouvrante 1; 2 parenthèse fermante',
      'la partie entière de x',
      'la racine n-ième de x',
    ]);
    expect(names(germanNotation)).toEqual([
      'Arkussinus von x',
      'Sinus hyperbolicus von x',
      'Tangens von x',
      'Kosinus von x',
      'der Mittelwert von Klammer auf 1; 2 Klammer zu',
      'die untere Gaußklammer von x',
      'die n-te Wurzel aus x',
    ]);
    expect(names(portugueseNotation)).toEqual([
      'arco seno de x',
      'seno hiperbólico de x',
      'tangente de x',
      'cosseno de x',
      'média de abre parênteses 1; 2 fecha parênteses',
      'piso de x',
      'raiz enésima de x',
    ]);
  });

  it('merges an article with the word before it where the language does', () => {
    const abs = eq(variable('y'), fn('abs', variable('x')));
    expect(toSpeech(abs, spanishNotation)).toBe('y es igual al valor absoluto de x');
    expect(toSpeech(abs, frenchNotation)).toBe('y égale la valeur absolue de x');
    expect(toSpeech(eq(variable('y'), fn('max', num(1), num(2))), frenchNotation)).toBe(
      'y égale le maximum de parenthèse ouvrante 1; 2 parenthèse fermante',
    );
    const integral: MathNode = {
      type: 'integral',
      variable: 'x',
      arg: fn('max', variable('x'), num(0)),
    };
    expect(toSpeech(integral, spanishNotation)).toBe(
      'la integral del máximo de abre paréntesis x; 0 cierra paréntesis con respecto a x',
    );
    expect(toSpeech(integral, frenchNotation)).toBe(
      'l’intégrale du maximum de parenthèse ouvrante x; 0 parenthèse fermante d x',
    );
    // Portuguese says a name without its article, so "a" stays the letter it is.
    expect(toSpeech(eq(variable('a'), unwrap(parseMath('sqrt(2)'))), portugueseNotation)).toBe(
      'a é igual a raiz quadrada de 2',
    );
  });

  it('<math> carries the language’s words as its label', () => {
    const labels = rootLabels(toMathML(SAID.decimal as MathNode, { notation: spanishNotation }));
    expect(labels).toEqual({
      alttext: 'x es mayor o igual que 2,5',
      ariaLabel: 'x es mayor o igual que 2,5',
    });
  });

  it('speaks every tree in each language with no English word of its own', () => {
    /** Every word a table says: its phrases, its functions' names, and what its functions make. */
    const wordsOf = (w: SpeechWords): Set<string> =>
      new Set(
        [
          ...Object.values(w.phrases),
          ...Object.values(w.functions),
          ...['2', '3', '5', '10'].map((i) => w.root(i, 'number')),
          w.root('n', 'letter'),
          w.root('k', 'letter'),
          w.root('n plus 1', 'other'),
          w.choose('n', 'k'),
          w.matrix(2, 3),
          w.capital('delta'),
          ...(['sin', 'cos', 'tan', 'cot', 'sec', 'csc'] as const).flatMap((f) =>
            [false, true].flatMap((arc) => [false, true].map((h) => w.trig(f, arc, h))),
          ),
        ].flatMap((said) => said.split(' ')),
      );
    const english = wordsOf(englishSpeech());
    const notations = [spanishNotation, frenchNotation, germanNotation, portugueseNotation];
    fc.assert(
      fc.property(mathTree, fc.constantFrom(...notations), (tree, notation) => {
        const said = toSpeech(tree, notation);
        expect(said).not.toBe('');
        expect(said).not.toMatch(/undefined|NaN|\[object|\s{2}|\p{Cc}/u);
        // A word of English's that the language does not say itself ("plus" is French too).
        const own = wordsOf(notation.speech as SpeechWords);
        const left = said
          .split(' ')
          .filter((w) => /^[a-z]{3,}$/.test(w) && english.has(w) && !own.has(w));
        expect(left, said).toEqual([]);
        expect(rootLabels(toMathML(tree, { notation })).alttext).toBe(said);
      }),
      { numRuns: 500 },
    );
  });
});
