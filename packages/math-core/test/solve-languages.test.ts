// The solver read in Spanish, French, German and Portuguese: each language's notation (decimal
// comma, thousands, `;` between items, `:` for division, intervals, function names) and the words
// that ask, with English still read where a language is given, and English alone unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSolver } from '../src/solve/createSolver';
import { linearKind } from '../src/solve/kinds/linear/kind';
import {
  french,
  german,
  type Language,
  languages,
  portuguese,
  spanish,
} from '../src/solve/read/languages';
import { readProblem } from '../src/solve/readProblem';
import { type SolveOptions, solve } from '../src/solve/solve';
import { de } from '../src/solve/write/de';
import { es } from '../src/solve/write/es';
import { fr } from '../src/solve/write/fr';
import { pt } from '../src/solve/write/pt';

const answer = (text: string, language?: Language) => {
  const r = solve(text, language ? { language } : {});
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

/** The answer of the same problem typed in English. */
const english = (text: string) => answer(text).answer;

describe('the issue examples', () => {
  it('despeja u de v = u + at (es) takes u out of the formula, as solve for u in … does', () => {
    for (const typed of ['despeja u de v = u + at', 'despejar u en v = u + at'])
      expect(answer(typed, spanish).answer).toBe(english('solve for u in v = u + at'));
  });

  it('resuelve 2x + 3 = 7 (es) is x = 2', () => {
    expect(answer('resuelve 2x + 3 = 7', spanish).answer).toBe('x = 2');
  });

  it('x^2 < 4 (fr) is −2 < x < 2, and ]−2 ; 2[ reads as (−2, 2)', () => {
    const v = answer('résoudre x^2 < 4', french);
    expect(v.answer).toBe(english('x^2 < 4'));
    expect(v.interval).toBe('(−2, 2)');
  });

  it('lg(100) (de) is 2', () => {
    const v = answer('lg(100)', german);
    expect(v.answer).toBe('2');
    expect(v.readAs).toContain('lg as log');
  });

  it('sen(x) = 1/2 (pt) is 30° and 150°', () => {
    const v = answer('sen(x)=1/2', portuguese);
    expect(v.answer).toBe(english('sin(x)=1/2'));
    expect(v.solutions.map((s) => s.text)).toEqual(['x = 30°', 'x = 150°']);
    expect(v.readAs).toContain('sen as sin');
  });
});

describe('numbers', () => {
  it.each([
    ['de', '2,5 + 1,25', '3.75', ['2,5 as 2.5', '1,25 as 1.25']],
    ['es', '1.234,5 + 0,5', '1235', ['1.234,5 as 1234.5', '0,5 as 0.5']],
    ['pt', '1.000.000 + 1', '1000001', ['1.000.000 as 1000000']],
    ['fr', '1 000 000 + 1', '1000001', ['1 000 000 as 1000000']],
    ['fr', '12\u202f345,5 - 0,5', '12345', ['12\u202f345,5 as 12345.5', '0,5 as 0.5']],
    ['de', '1\u00a0000 × 2', '2000', ['1\u00a0000 as 1000']],
  ] as const)('%s: %s', (id, typed, value, readAs) => {
    const v = answer(typed, languages[id]);
    expect(v.answer).toBe(value);
    expect(v.readAs).toEqual(readAs);
  });

  it('reads one group after a point as a decimal point: 1.234 is ambiguous', () => {
    expect(answer('1.234 + 1', german).answer).toBe(english('1.234 + 1'));
    expect(answer('1.234 + 1', german).answer).not.toBe('1235');
  });

  it('reads 1,000 as one in a language, and as a thousand in English', () => {
    expect(answer('1,000 + 5', german).answer).toBe('6');
    expect(answer('1,000 + 5').answer).toBe('1005');
  });

  it('keeps a mixed number: 2 1/2 is not grouped thousands in French', () => {
    expect(answer('2 1/2 + 1', french).answer).toBe(english('2 1/2 + 1'));
  });

  it('separates the items of a list by ;', () => {
    expect(answer('x + y = 3; x - y = 1,5', spanish).answer).toBe(english('x+y=3, x-y=1.5'));
    expect(answer('ggT(12; 18)', german).answer).toBe('6');
    expect(answer('mcm(4; 6)', spanish).answer).toBe(english('lcm(4, 6)'));
    expect(answer('pgcd(12; 18)', french).answer).toBe('6');
    expect(answer('mdc(12; 18)', portuguese).answer).toBe('6');
  });

  it('separates items by a comma and a space, as English does', () => {
    expect(answer('gcd(12, 18)', german).answer).toBe('6');
  });

  it('reads a list of bracketed items written with commas as English does: a matrix, two points', () => {
    for (const language of Object.values(languages)) {
      expect(answer('det [[1,2],[3,4]]', language).answer).toBe('−2');
      expect(answer('[[1,2],[3,4]] * [[0,1],[1,0]]', language).answer).toBe(
        answer('[[1; 2]; [3; 4]] * [[0; 1]; [1; 0]]', language).answer,
      );
      expect(answer('midpoint of (1,2),(4,8)', language).answer).toBe(
        answer('midpoint of (1; 2); (4; 8)', language).answer,
      );
    }
    // With a ; anywhere, the commas are decimal commas: a row of 1.5 and 2.
    expect(answer('det [[1,5; 2]; [3; 4]]', spanish).answer).toBe(
      english('det [[1.5, 2], [3, 4]]'),
    );
  });

  it('offers the point typed with a comma in brackets, where the language read it as a decimal', () => {
    for (const [typed, language, suggestion] of [
      ['distance between (1,2) and (4,6)', spanish, 'distance between (1, 2) and (4, 6)'],
      ['pendiente entre (1,2) y (4,8)', spanish, 'pendiente entre (1, 2) y (4, 8)'],
      ['ggT(12,18)', german, 'ggT(12, 18)'],
    ] as const) {
      const r = solve(typed, { language });
      expect(r.ok, typed).toBe(false);
      if (!r.ok) expect(r.error.suggestion).toBe(suggestion);
      expect(solve(suggestion, { language }).ok).toBe(true);
    }
    // English reads (1,2) as a point already: nothing to offer there.
    expect(solve('distance between (1,2) and (4,6)').ok).toBe(true);
  });
});

describe('intervals written with reversed brackets', () => {
  it.each([
    [']0 ; 360[', '(0, 360)'],
    ['[0 ; 360[', '[0, 360)'],
    [']−90 ; 180]', '(−90, 180]'],
  ])('reads %s as %s', (typed, read) => {
    const v = answer(`sin(x) = 1/2 pour x ∈ ${typed}`, french);
    expect(v.readAs).toContain(`${typed} as ${read}`);
    expect(v.answer).toBe(english(`sin(x) = 1/2 for x ∈ ${read}`));
  });

  it('keeps the solutions in the interval only', () => {
    expect(answer('sin(x) = 1/2 sur ]90 ; 360[', french).answer).toBe('x = 150°');
  });
});

describe(': for division', () => {
  it.each([
    ['de', '12 : 4', '3'],
    ['fr', '(6 + 3):2 + 1', '11/2'],
    ['de', 'löse x : 3 = 2 : 5', 'x = 6/5'],
    ['fr', 'résous x : 2 = 3', 'x = 6'],
  ] as const)('%s: %s', (id, typed, value) => {
    const v = answer(typed, languages[id]);
    expect(v.answer).toBe(value);
    expect(v.readAs).toContain(': as ÷');
  });

  it('keeps : after a word, or after the unknown a word names', () => {
    expect(answer('löse: 2x + 3 = 7', german).answer).toBe('x = 2');
    expect(answer('Solve for x: 6(x+9)=9x+60', french).answer).toBe(
      english('Solve for x: 6(x+9)=9x+60'),
    );
    expect(answer('löse nach x auf: 2x + 3 = 7', german).readAs ?? []).not.toContain(': as ÷');
    // The unknown asked for may stand in a product of letters.
    for (const language of [french, german])
      expect(answer('solve for R: I=PRT', language).answer).toBe(english('solve for R: I=PRT'));
  });

  it('is no division in Spanish or Portuguese, nor in English', () => {
    expect(solve('12 : 4', { language: spanish }).ok).toBe(false);
    expect(solve('12 : 4').ok).toBe(false);
  });
});

describe('function names', () => {
  it.each([
    ['es', 'sen(30)', 'sin(30)'],
    ['es', '2sen(x) = 1', '2sin(x) = 1'],
    ['es', 'tg(x) = 1', 'tan(x) = 1'],
    ['pt', 'tg(45)', 'tan(45)'],
    ['pt', 'senx = 1', 'sinx = 1'],
    ['fr', 'cotan(45°)', 'cot(45°)'],
    ['es', 'cotg(45°)', 'cot(45°)'],
    ['de', 'lg(x) = 3', 'log(x) = 3'],
    ['de', '2 lg(1000)', '2 log(1000)'],
  ] as const)('%s: %s as %s', (id, typed, read) => {
    expect(answer(typed, languages[id]).answer).toBe(english(read));
  });

  it('reads arcsen and arctg as arcsin and arctan', () => {
    const text = (r: ReturnType<typeof readProblem>) => (r.ok ? r.value.text : r.error.message);
    expect(text(readProblem('derivada de arcsen(x) + arctg(x)', { language: spanish }))).toBe(
      text(readProblem('derivative of arcsin(x) + arctan(x)')),
    );
  });

  it('names the function of a |sec| or |csc| below 1 as the language writes it', () => {
    expect(answer('cosec(x) = 0,5', es).method).toBe('|cosec(x)| es al menos 1');
    expect(answer('cossec(2x) = 0,5', pt).method).toBe('|cossec(2x)| é no mínimo 1');
    expect(answer('csc(x) = 0,5', es).method).toBe('|cosec(x)| es al menos 1');
    expect(answer('sec(x) = 0,5', fr).method).toBe('|sec(x)| est supérieur ou égal à 1');
    expect(answer('sec(x) = 0,5', de).method).toBe('|sec(x)| ist mindestens 1');
  });

  it('leaves a name inside a word alone: Ableitung has no lg', () => {
    expect(answer('Ableitung von x^3', german).answer).toBe(english('derivative of x^3'));
  });
});

describe('the words that ask', () => {
  it('say what was asked, in every language, and nothing for maths typed alone', () => {
    for (const [typed, language, request] of [
      ['factor x^2 - 5x + 6', undefined, 'factor'],
      ['factoriza x^2 - 5x + 6', es, 'factor'],
      ['simplifiez (x^2-1)/(x-1)', fr, 'simplify'],
      ['Ableitung von x^3', de, 'differentiate'],
      ['integral de 3x^2 dx', es, 'integrate'],
      ['the derivative of x^3', undefined, 'differentiate'],
      ['resolva 2x + 3 = 7', pt, 'solve'],
      ['limit of sin(x)/x as x approaches 0', undefined, 'limit'],
      ['x^2 - 5x + 6', undefined, undefined],
      ['2x + 3 = 7', es, undefined],
    ] as const) {
      const r = solve(typed, language ? { language } : {});
      if (!r.ok) throw new Error(`${typed}: ${r.error.message}`);
      expect(r.value.request, typed).toBe(request);
    }
  });

  it.each([
    ['es', 'resuelve x^2 - 5x + 6 = 0', 'x^2 - 5x + 6 = 0'],
    ['es', 'Resolver: 3x = 12', '3x = 12'],
    ['es', 'simplifica (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)'],
    ['es', 'factoriza x^2 - 9', 'factor x^2 - 9'],
    ['es', 'desarrolla (x+1)^2', 'expand (x+1)^2'],
    ['es', 'calcula 3/4 + 5/6', '3/4 + 5/6'],
    ['es', 'derivada de x^3', 'derivative of x^3'],
    ['es', 'la segunda derivada de x^4', 'second derivative of x^4'],
    ['es', 'integral de 3x^2 dx', '∫ 3x^2 dx'],
    ['es', 'límite de sen(x)/x cuando x tiende a 0', 'limit of sin(x)/x as x approaches 0'],
    [
      'es',
      'limite de (x^2-1)/(x-1) cuando x tiende a 1',
      'limit of (x^2-1)/(x-1) as x approaches 1',
    ],
    ['es', '20 % de 80', '20% of 80'],
    ['pt', 'resolva 2x + 3 = 7', '2x + 3 = 7'],
    ['pt', 'simplifique (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)'],
    ['pt', 'fatore x^2 - 9', 'factor x^2 - 9'],
    ['pt', 'fatorar x^2 - 4', 'factor x^2 - 4'],
    ['pt', 'derivada de x^2', 'derivative of x^2'],
    ['pt', 'integral de cos(x) dx', '∫ cos(x) dx'],
    ['pt', 'limite de sen(x)/x quando x tende a 0', 'limit of sin(x)/x as x approaches 0'],
    ['fr', 'résoudre 2x + 3 = 7', '2x + 3 = 7'],
    ['fr', 'Résous x^2 = 9', 'x^2 = 9'],
    ['fr', 'simplifier (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)'],
    ['fr', 'factoriser x^2 - 9', 'factor x^2 - 9'],
    ['fr', 'développer (x+1)(x-2)', 'expand (x+1)(x-2)'],
    ['fr', 'dérivée de x^3', 'derivative of x^3'],
    ['fr', "l'intégrale de 3x^2 dx", '∫ 3x^2 dx'],
    ['fr', 'limite de sin(x)/x quand x tend vers 0', 'limit of sin(x)/x as x approaches 0'],
    ['fr', 'calculer 3/4 + 5/6', '3/4 + 5/6'],
    ['de', 'löse 2x + 3 = 7', '2x + 3 = 7'],
    ['de', 'Löse x^2 - 5x + 6 = 0', 'x^2 - 5x + 6 = 0'],
    ['de', 'vereinfache (x^2-1)/(x-1)', 'simplify (x^2-1)/(x-1)'],
    ['de', 'faktorisiere x^2 - 9', 'factor x^2 - 9'],
    ['de', 'multipliziere (x+1)(x-2) aus', '(x+1)(x-2)'],
    ['de', 'Ableitung von x^2 sin(x)', 'derivative of x^2 sin(x)'],
    ['de', 'zweite Ableitung von x^4', 'second derivative of x^4'],
    ['de', 'Integral von 3x^2 dx', '∫ 3x^2 dx'],
    ['de', 'Grenzwert von sin(x)/x für x gegen 0', 'limit of sin(x)/x as x approaches 0'],
    ['de', 'Limes von sin(x)/x für x gegen 0', 'limit of sin(x)/x as x approaches 0'],
    ['de', 'berechne 3/4 + 5/6', '3/4 + 5/6'],
    ['de', '20 % von 80', '20% of 80'],
  ] as const)('%s: %s', (id, typed, read) => {
    expect(answer(typed, languages[id]).answer).toBe(english(read));
  });

  it('reads the unknown asked for and the interval in words', () => {
    expect(answer('despeja R: I = PRT', spanish).answer).toBe(english('solve for R: I = PRT'));
    expect(answer('sen(x) = 1/2 para 0 ≤ x < 2π', spanish).answer).toBe(
      english('sin(x) = 1/2 for 0 ≤ x < 2π'),
    );
    expect(answer('sin(x) = 1/2 für 0 ≤ x ≤ 90', german).answer).toBe('x = 30°');
  });

  it('reads the equation, the system, the expression and completely', () => {
    expect(answer('resuelve la ecuación 2x + 3 = 7', spanish).answer).toBe('x = 2');
    expect(answer('resolva a equação 2x + 3 = 7', portuguese).answer).toBe('x = 2');
    expect(answer("résoudre l'équation 2x + 3 = 7", french).answer).toBe('x = 2');
    expect(answer('Löse die Gleichung x² − 5x + 6 = 0', german).answer).toBe('x = 2 or x = 3');
    expect(answer('löse das Gleichungssystem x + y = 3; x - y = 1', german).answer).toBe(
      english('x + y = 3, x - y = 1'),
    );
    expect(answer('résoudre le système x + y = 3 ; x - y = 1', french).answer).toBe(
      english('x + y = 3, x - y = 1'),
    );
    expect(answer('x + y = 3 et x - y = 1', french).answer).toBe(english('x + y = 3, x - y = 1'));
    expect(answer('simplifica la expresión (x^2-1)/(x-1)', spanish).answer).toBe(
      english('simplify (x^2-1)/(x-1)'),
    );
    expect(answer('factoriza completamente x^3 - x', spanish).answer).toBe(
      english('factor completely x^3 - x'),
    );
    expect(answer('faktorisiere vollständig x^3 - x', german).answer).toBe(
      english('factor completely x^3 - x'),
    );
  });

  it('reads a misspelt request word as the one it is one edit from, and says so', () => {
    const v = answer('resulve 2x + 3 = 7', spanish);
    expect(v.answer).toBe('x = 2');
    expect(v.readAs).toContain('"resulve" as "resuelve"');
    expect(answer('Lose 2x + 3 = 7', german).answer).toBe('x = 2');
    expect(answer('simplifer (x^2-1)/(x-1)', french).answer).toBe(
      english('simplify (x^2-1)/(x-1)'),
    );
    expect(answer('fatori x^2 - 9', portuguese).answer).toBe(english('factor x^2 - 9'));
    expect(solve('resulve 2x + 3 = 7', { language: spanish, corrections: false }).ok).toBe(false);
    expect(solve('resulve 2x + 3 = 7').ok).toBe(false);
  });

  it('reads a Spanish question opened by ¿', () => {
    expect(answer('¿cuánto es 3/4 + 5/6?', spanish).answer).toBe(english('3/4 + 5/6'));
  });

  it('reads the variable a German derivative is taken by (nach x)', () => {
    expect(answer('Ableitung von t^3 nach t', german).answer).toBe(
      english('derivative of t^3 with respect to t'),
    );
  });

  it('reads the find, calculate, expand and graph words', () => {
    expect(answer('encuentra x: 2x = 8', spanish).answer).toBe('x = 4');
    expect(answer('bestimme x: 2x = 8', german).answer).toBe('x = 4');
    expect(answer('trouve x : 2x = 8', french).answer).toBe('x = 4');
    expect(answer('expande (x+2)^2', spanish).answer).toBe(english('expand (x+2)^2'));
    expect(answer('desenvolva (x+2)^2', portuguese).answer).toBe(english('expand (x+2)^2'));
    for (const [id, typed] of [
      ['es', 'grafica x^2 - 1'],
      ['fr', 'tracer x^2 - 1'],
      ['de', 'zeichne x^2 - 1'],
      ['pt', 'esboce x^2 - 1'],
    ] as const)
      expect(answer(typed, languages[id]).kind).toBe(answer('graph x^2 - 1').kind);
  });
});

describe('a formula solved for a letter', () => {
  const formula = english('solve v = u + at for u');
  it.each([
    ['es', 'resuelve v = u + at para u'],
    ['es', 'despeja u de v = u + at'],
    ['fr', 'résous v = u + at pour u'],
    ['fr', 'isole u dans v = u + at'],
    ['fr', 'v = u + at, isole u'],
    ['de', 'löse v = u + at nach u auf'],
    ['de', 'stelle v = u + at nach u um'],
    ['de', 'forme nach u um: v = u + at'],
    ['pt', 'resolva v = u + at para u'],
    ['pt', 'isole u em v = u + at'],
  ] as const)('%s: %s is solve v = u + at for u', (id, typed) => {
    const v = answer(typed, languages[id]);
    expect([v.kind, v.answer]).toEqual(['rearrange', formula]);
  });

  it('is no word of English: isole and stelle … um are refused without a language', () => {
    for (const typed of ['isole u dans v = u + at', 'stelle v = u + at nach u um'])
      expect(solve(typed).ok).toBe(false);
  });
});

describe('the figures of a list of numbers', () => {
  const figures = (typed: string, language?: Language) => {
    const v = answer(typed, language);
    return [v.kind, v.title, v.answer];
  };
  it.each([
    ['es', ['media', 'la mediana', 'moda', 'rango', 'desviación típica', 'varianza']],
    ['es', ['la media', 'mediana', 'la moda', 'el rango', 'desviación estándar']],
    ['fr', ['moyenne', 'la médiane', 'le mode', 'l’étendue', 'écart type', 'la variance']],
    ['de', ['Mittelwert', 'Median', 'Modus', 'Spannweite', 'Standardabweichung', 'Varianz']],
    ['de', ['Durchschnitt', 'der Median', 'der Modus', 'die Spannweite', 'die Standardabweichung']],
    ['pt', ['média', 'a mediana', 'moda', 'amplitude', 'desvio padrão', 'variância']],
  ] as const)('%s: %j of 2, 4, 4, 9 are the mean … the variance', (id, words) => {
    const of = { es: 'de', fr: 'de', de: 'von', pt: 'de' }[id];
    const inEnglish = ['mean', 'median', 'mode', 'range', 'standard deviation', 'variance'];
    words.forEach((word, i) => {
      expect(figures(`${word} ${of} 2, 4, 4, 9`, languages[id])).toEqual(
        figures(`${inEnglish[i]} of 2, 4, 4, 9`),
      );
    });
  });

  it('gives the answers of the English for a list with "and" and a request word', () => {
    for (const [id, typed] of [
      ['es', 'calcula la media de 2, 4, 9'],
      ['es', 'el promedio de 2, 4, 9'],
      ['fr', 'calcule la moyenne de 2, 4 et 9'],
      ['de', 'berechne den Mittelwert von 2, 4 und 9'],
      ['pt', 'calcule a média de 2, 4, 9'],
    ] as const)
      expect(figures(typed, languages[id])).toEqual(figures('mean of 2, 4, 9'));
  });

  it('reads media as the mean (the median is mediana), as a function too', () => {
    expect(answer('media(1, 2, 6)', spanish).answer).toBe(english('mean(1, 2, 6)'));
    expect(english('mean(1, 2, 6)')).not.toBe(english('median(1, 2, 6)'));
    expect(answer('mediana(1, 2, 6)', spanish).answer).toBe(english('median(1, 2, 6)'));
    // One number is refused as the mean of it, never read as a median.
    const one = solve('media(1)', { language: spanish });
    expect(one.ok ? undefined : one.error.why).toEqual({
      id: 'statisticsTwo',
      values: { name: { message: 'The mean', why: { id: 'figureMean' } } },
    });
    // Said in the language whole, the figure named in it.
    const inSpanish = solve('media(1)', { language: es });
    expect(inSpanish.ok ? undefined : inSpanish.error.message).toBe(
      'La media necesita una lista de dos o más números',
    );
    const inGerman = solve('Median(4)', { language: de });
    expect(inGerman.ok ? undefined : inGerman.error.message).toBe(
      'Der Median braucht eine Liste aus zwei oder mehr Zahlen',
    );
    expect(solve('mean(1)')).toMatchObject({
      error: { message: 'The mean needs a list of two or more numbers' },
    });
  });

  it('writes the figure in the language, which reads it back', () => {
    const cases = [
      [es, 'media de 2, 4, 9', 'media(2; 4; 9)'],
      [fr, 'moyenne de 2 ; 4 ; 9', 'moyenne(2; 4; 9)'],
      [de, 'Spannweite von 2; 4; 9', 'Spannweite(2; 4; 9)'],
      [pt, 'a mediana de 2; 4; 9', 'mediana(2; 4; 9)'],
    ] as const;
    for (const [language, typed, written] of cases) {
      const r = solve(typed, { language });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.problem).toBe(written);
      const again = solve(written, { language });
      expect(again.ok && again.value.answer).toEqual(r.value.answer);
    }
  });

  it('reads rango and amplitude as the range of numbers only', () => {
    expect(answer('rango de 2, 4, 9', spanish).answer).toBe('7');
    expect(solve('rango [[1, 2], [3, 4]]', { language: spanish }).ok).toBe(false);
  });
});

describe('problems as students type them in each language', () => {
  // Each typed problem answers as its English wording does (the corpora check the English).
  it.each([
    ['es', 'integral de 0 a 1 de x^2', 'integral from 0 to 1 of x^2'],
    ['es', 'integra x^2 desde 0 hasta 1', 'integrate x^2 from 0 to 1'],
    ['es', 'la integral definida de x^2 entre 0 y 1', 'integrate x^2 from 0 to 1'],
    ['es', 'límite de 1/x cuando x tiende al infinito', 'limit of 1/x as x approaches infinity'],
    [
      'es',
      'límite de e^x cuando x tiende a menos infinito',
      'limit of e^x as x approaches -infinity',
    ],
    ['es', 'raíz cuadrada de 49', 'square root of 49'],
    ['es', 'la raíz cúbica de 27', 'cube root of 27'],
    ['es', 'halla x si 3x - 4 = 11', '3x - 4 = 11'],
    ['es', 'encuentra el valor de x: 2x = 10', '2x = 10'],
    ['es', 'calcula el 15 % de 80', '15% of 80'],
    ['es', 'x al cuadrado menos 4 igual a 0', 'x^2 - 4 = 0'],
    ['es', '2 elevado a 10', '2^10'],
    ['es', '12 entre 4', '12/4'],
    ['es', '3 por 4', '3*4'],
    ['es', 'resuelve 2x + 1 mayor o igual que 5', '2x + 1 >= 5'],
    ['es', 'x es al menos 3', 'x >= 3'],
    ['es', '¿cuál es la derivada de x^3?', 'derivative of x^3'],
    ['es', 'mcd de 12 y 18', 'gcd(12, 18)'],
    ['es', 'resuelve x + 3 y = 5 y x - y = 1', 'x + 3y = 5, x - y = 1'],
    ['es', 'logaritmo en base 2 de 8', 'log_2(8)'],
    ['es', 'logaritmo neperiano de e', 'ln(e)'],
    ['es', 'completa el cuadrado x^2 + 6x + 5', 'complete the square x^2 + 6x + 5'],
    ['fr', 'intégrale de 0 à 1 de x^2', 'integral from 0 to 1 of x^2'],
    ['fr', "l'intégrale définie de x^2 entre 0 et 1", 'integrate x^2 from 0 to 1'],
    ['fr', "limite de 1/x quand x tend vers l'infini", 'limit of 1/x as x approaches infinity'],
    ['fr', 'racine carrée de 49', 'square root of 49'],
    ['fr', 'trouve x si 3x - 4 = 11', '3x - 4 = 11'],
    ['fr', 'trouver la valeur de x : 2x = 10', '2x = 10'],
    ['fr', 'x au carré moins 4 égale 0', 'x^2 - 4 = 0'],
    ['fr', '2 puissance 10', '2^10'],
    ['fr', 'résoudre 2x + 1 est supérieur ou égal à 5', '2x + 1 >= 5'],
    ['fr', 'quelle est la dérivée de x^3 ?', 'derivative of x^3'],
    ['fr', 'pgcd de 12 et 18', 'gcd(12, 18)'],
    ['fr', 'déterminant de [[1 ; 2] ; [3 ; 4]]', 'det([[1, 2], [3, 4]])'],
    ['fr', 'logarithme de 100', 'log(100)'],
    ['fr', 'compléter le carré x^2 + 6x + 5', 'complete the square x^2 + 6x + 5'],
    ['de', 'Integral von 0 bis 1 von x^2', 'integral from 0 to 1 of x^2'],
    ['de', 'integriere x^2 von 0 bis 1', 'integrate x^2 from 0 to 1'],
    ['de', 'Grenzwert von 1/x für x gegen unendlich', 'limit of 1/x as x approaches infinity'],
    ['de', 'Wurzel aus 49', 'square root of 49'],
    ['de', 'dritte Wurzel aus 27', 'cube root of 27'],
    ['de', 'bestimme x, wenn 3x - 4 = 11', '3x - 4 = 11'],
    ['de', 'finde den Wert von x: 2x = 10', '2x = 10'],
    ['de', 'x hoch 2 minus 4 gleich 0', 'x^2 - 4 = 0'],
    ['de', '12 durch 4', '12/4'],
    ['de', 'rechne 3 mal 4', '3*4'],
    ['de', 'löse mal 2x = 4', '2x = 4'],
    ['de', 'löse 2x + 1 ist kleiner oder gleich 5', '2x + 1 <= 5'],
    ['de', 'ggT von 12 und 18', 'gcd(12, 18)'],
    ['de', 'Logarithmus von 100 zur Basis 10', 'log(100)'],
    ['de', 'leite x^2 ab', 'derivative of x^2'],
    ['de', 'leite t^3 nach t ab', 'derivative of t^3 with respect to t'],
    ['de', 'quadratische Ergänzung x^2 + 6x + 5', 'complete the square x^2 + 6x + 5'],
    ['pt', 'integral de 0 a 1 de x^2', 'integral from 0 to 1 of x^2'],
    ['pt', 'limite de 1/x quando x tende ao infinito', 'limit of 1/x as x approaches infinity'],
    ['pt', 'raiz quadrada de 49', 'square root of 49'],
    ['pt', 'encontre x se 3x - 4 = 11', '3x - 4 = 11'],
    ['pt', 'ache o valor de x: 2x = 10', '2x = 10'],
    ['pt', 'x ao quadrado menos 4 igual a 0', 'x^2 - 4 = 0'],
    ['pt', '2 elevado a 10', '2^10'],
    ['pt', 'resolva 2x + 1 é menor ou igual a 5', '2x + 1 <= 5'],
    ['pt', 'mdc de 12 e 18', 'gcd(12, 18)'],
    ['pt', 'resolva x + y = 3 e x - y = 1', 'x + y = 3, x - y = 1'],
    ['pt', 'logaritmo de 100', 'log(100)'],
    ['pt', 'complete o quadrado x^2 + 6x + 5', 'complete the square x^2 + 6x + 5'],
    ['es', 'integral indefinida de cos(x)', 'integral of cos(x)'],
    ['es', 'resuelve sen(x) = 0,5 en [0; 2π]', 'solve sin(x) = 0.5 in [0, 2π]'],
    ['es', 'simplifica la fracción 6/8', '6/8'],
    ['es', '¿qué porcentaje es 20 de 80?', 'what percentage is 20 of 80'],
    ['es', 'aumenta 80 en un 15 %', 'increase 80 by 15%'],
    ['es', '20 es el 25 % de qué número', '20 is 25% of what number'],
    ['es', 'resuelve la ecuación cuadrática x^2 + 2x - 3 = 0', 'x^2 + 2x - 3 = 0'],
    [
      'es',
      'ecuación de la recta que pasa por (1; 2) y (3; 4)',
      'equation of the line through (1, 2) and (3, 4)',
    ],
    ['es', 'pendiente entre (1; 2) y (3; 4)', 'slope between (1, 2) and (3, 4)'],
    ['es', 'dominio de 1/(x-2)', 'domain of 1/(x-2)'],
    ['es', 'inversa de [[1; 2]; [3; 4]]', 'inverse of [[1, 2], [3, 4]]'],
    ['es', 'combinaciones de 5 en 2', '5 choose 2'],
    ['es', 'cuál es el mcm de 4 y 6', 'lcm(4, 6)'],
    ['es', 'la mitad de 10', '10/2'],
    ['es', '3/4 de 100', '3/4 of 100'],
    ['es', 'raíces de x^2 - 5x + 6', 'x^2 - 5x + 6 = 0'],
    ['fr', 'primitive de cos(x)', 'integral of cos(x)'],
    ['fr', 'quel pourcentage représente 20 sur 80', 'what percentage is 20 of 80'],
    ['fr', "résoudre l'équation du second degré x^2 + 2x - 3 = 0", 'x^2 + 2x - 3 = 0'],
    ['fr', 'pente entre (1 ; 2) et (3 ; 4)', 'slope between (1, 2) and (3, 4)'],
    ['fr', 'domaine de définition de 1/(x-2)', 'domain of 1/(x-2)'],
    ['fr', 'le double de 7', '2*7'],
    ['fr', 'développer et réduire (x+1)(x-2)', 'expand (x+1)(x-2)'],
    ['fr', 'réduire 3x + 2x', 'simplify 3x + 2x'],
    ['fr', 'zéros de x^2 - 4', 'x^2 - 4 = 0'],
    ['de', 'Stammfunktion von cos(x)', 'integral of cos(x)'],
    ['de', 'löse sin(x) = 0,5 im Intervall [0; 2π]', 'solve sin(x) = 0.5 in [0, 2π]'],
    ['de', 'kürze 6/8', '6/8'],
    ['de', 'wie viel Prozent sind 20 von 80', 'what percentage is 20 of 80'],
    ['de', 'löse die quadratische Gleichung x^2 + 2x - 3 = 0', 'x^2 + 2x - 3 = 0'],
    ['de', 'Steigung zwischen (1; 2) und (3; 4)', 'slope between (1, 2) and (3, 4)'],
    ['de', 'Definitionsbereich von 1/(x-2)', 'domain of 1/(x-2)'],
    ['de', 'zeichne den Graphen von y = 2x + 1', 'graph y = 2x + 1'],
    ['de', 'die Hälfte von 10', '10/2'],
    ['de', 'berechne die Nullstellen von x^2 - 5x + 6', 'x^2 - 5x + 6 = 0'],
    ['de', 'fasse zusammen 3x + 2x', 'simplify 3x + 2x'],
    ['pt', 'primitiva de cos(x)', 'integral of cos(x)'],
    ['pt', 'resolva sen(x) = 0,5 em [0; 2π]', 'solve sin(x) = 0.5 in [0, 2π]'],
    ['pt', 'simplifique a fração 6/8', '6/8'],
    ['pt', 'qual a porcentagem de 20 em 80', 'what percentage is 20 of 80'],
    ['pt', 'resolva a equação do segundo grau x^2 + 2x - 3 = 0', 'x^2 + 2x - 3 = 0'],
    ['pt', 'inclinação entre (1; 2) e (3; 4)', 'slope between (1, 2) and (3, 4)'],
    ['pt', 'domínio de 1/(x-2)', 'domain of 1/(x-2)'],
    ['pt', 'esboce o gráfico de y = 2x + 1', 'graph y = 2x + 1'],
    ['pt', 'o dobro de 7', '2*7'],
    ['pt', 'raízes de x^2 - 5x + 6', 'x^2 - 5x + 6 = 0'],
  ] as const)('%s: %s answers as %s', (id, typed, wording) => {
    expect(answer(typed, languages[id]).answer).toBe(english(wording));
  });

  it('gives its readings as data, what was typed and what it was read as, never English words', () => {
    const v = answer('resulve x al cuadrado menos 4 igual a 0,5', spanish);
    // The corrected word first, then the notation; not the English the words were read into.
    expect(v.readings).toEqual([
      { typed: 'resulve', read: 'resuelve', word: true },
      { typed: '0,5', read: '0.5' },
    ]);
    // In English the operator words are what was typed, and are said.
    expect(answer('x squared minus 4 equals 0').readings).toEqual([
      { typed: 'x squared minus 4 equals 0', read: 'x^2 - 4 = 0' },
    ]);
    expect(answer('sen(x) = 1/2', portuguese).readings).toEqual([{ typed: 'sen', read: 'sin' }]);
  });

  it('keeps the letters and words the new words could be mistaken for', () => {
    // y and e are letters, "de"/"von" are "of", outside the places they are read as words.
    expect(answer('resuelve x + y = 3; x - y = 1', spanish).answer).toBe(
      english('x + y = 3, x - y = 1'),
    );
    expect(answer('resolva e^x = 5', portuguese).answer).toBe(english('e^x = 5'));
    expect(answer('derivada de sen(x)', spanish).answer).toBe(english('derivative of sin(x)'));
    expect(answer('Ableitung von x^3', german).answer).toBe(english('derivative of x^3'));
    expect(answer('löse die Gleichung 2x + 3 = 7', german).answer).toBe('x = 2');
  });
});

describe('English with a language given, and English alone', () => {
  it.each([
    'solve x^2-5x+6=0',
    'derivative of x^3',
    'factor x^2 - 9',
    'x+y=3, x-y=1',
    'Solve for x: 3x = 12',
    'sin(x) = 1/2',
    'log(100)',
    '15% of 80',
  ])('%s reads as in English in every language', (typed) => {
    for (const language of Object.values(languages))
      expect(answer(typed, language).answer).toBe(english(typed));
  });

  it('reads none of the languages without one: sen, lg and resuelve are not English', () => {
    expect(solve('sen(x) = 1/2').ok).toBe(false);
    expect(solve('lg(100)').ok).toBe(false);
    expect(solve('resuelve 2x + 3 = 7').ok).toBe(false);
  });

  it('refuses a language that is not one of the tables', () => {
    const r = solve('2x = 4', { language: 'es' } as unknown as SolveOptions);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.field).toBe('language');
  });

  it('previews the reading solve will use, by readProblem and a solver of a few kinds', () => {
    const preview = readProblem('resuelve 2x + 3 = 7,5', { language: spanish });
    expect(preview.ok && preview.value.readAs).toEqual(['7,5 as 7.5']);
    expect(preview.ok && preview.value.text).toBe('2x + 3 = 7.5');
    const solver = createSolver({ kinds: [linearKind] });
    const read = solver.read('löse 2x + 3 = 12 : 4', { language: german });
    expect(read.ok && read.value.text).toBe('2x + 3 = 12 ÷ 4');
    const solved = solver.solve('löse 2x + 3 = 12 : 4', { language: german });
    expect(solved.ok && solved.value.answer).toBe('x = 0');
  });

  it('lists every language by its code', () => {
    expect(Object.entries(languages).map(([id, l]) => [id, l.id])).toEqual([
      ['es', 'es'],
      ['fr', 'fr'],
      ['de', 'de'],
      ['pt', 'pt'],
    ]);
  });
});

describe('properties of the reading', () => {
  const every = Object.values(languages);
  const language = fc.constantFrom(...every);

  it('reads a decimal comma as the point, in every language', () => {
    fc.assert(
      fc.property(
        language,
        fc.nat({ max: 99_999 }),
        fc.stringMatching(/^\d{1,4}$/),
        (l, whole, fraction) => {
          const point = answer(`${whole}.${fraction} + 1`).answer;
          expect(answer(`${whole},${fraction} + 1`, l).answer).toBe(point);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads digits grouped by threes as the whole number, as the language groups them', () => {
    const group: Record<string, string> = { es: '.', fr: ' ', de: '.', pt: '.' };
    fc.assert(
      fc.property(language, fc.integer({ min: 1_000_000, max: 999_999_999_999 }), (l, n) => {
        const typed = String(n).replace(/\B(?=(?:\d{3})+$)/g, group[l.id] as string);
        expect(answer(`${typed} + 1`, l).answer).toBe(answer(`${n} + 1`).answer);
      }),
      { numRuns: 60 },
    );
  });

  it('never throws, and solve answers or refuses, whatever is typed', () => {
    const unit = fc.constantFrom(
      ...'0123456789,.;: []()x=<+-/^'.split(''),
      ' sen',
      ' tg',
      ' lg',
      ' resuelve ',
      ' löse ',
      ' de ',
      ' für x gegen ',
      '\u202f',
      '¿',
    );
    fc.assert(
      fc.property(language, fc.string({ unit, maxLength: 60 }), (l, typed) => {
        expect(typeof l.read(typed).text).toBe('string');
        expect(typeof solve(typed, { language: l }).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
