// The steps of domains, ranges, unit conversions and stationary points written in Spanish, French,
// German and Portuguese: no step keeps its English words (a step whose form a language's notes lack
// is left in English), a unit is named in the language from its id, and English reads as before.
import { describe, expect, it } from 'vitest';
import type { Language } from '../src/solve/read/languages';
import { solve } from '../src/solve/solve';
import { de } from '../src/solve/write/de';
import { es } from '../src/solve/write/es';
import { fr } from '../src/solve/write/fr';
import { pt } from '../src/solve/write/pt';

const steps = (text: string, language?: Language) => {
  const r = solve(text, language ? { language } : {});
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value.steps;
};

const PROBLEMS = [
  'find the domain of 1/(x^2 - 4)',
  'domain of sqrt(x)/(x-1)',
  'domain of ln(x)',
  'domain of x^2',
  'range of 1/(x-2)',
  'range of x^3 - x',
  'range of sqrt(x)',
  'range of 2^x',
  'range of x^2 + 1',
  'convert 5 km to miles',
  '3 feet in cm',
  '100 F to C',
  '2 m/s in km/h',
  'stationary points of y = x^3 - 3x',
  'stationary points of y = x^3 + x',
  'where is x^2 increasing',
];

const LANGUAGES = { es, fr, de, pt } as const;

describe.each(Object.entries(LANGUAGES))('%s', (_, language) => {
  it.each(PROBLEMS)('no step of %s is left in English', (text) => {
    const english = steps(text);
    const written = steps(text, language);
    expect(written.length).toBe(english.length);
    const left = written.filter((s, i) => s.note === english[i]?.note || s.why === english[i]?.why);
    expect(left.map((s) => s.note)).toEqual([]);
  });
});

describe('word for word', () => {
  it.each([
    [
      es,
      [
        'Multiplica por el número de millas que hay en 1 kilómetro',
        'Convierte grados Fahrenheit a grados Celsius',
        'El recorrido: todos los valores que toma 1/(x − 2)',
      ],
    ],
    [
      fr,
      [
        'Multipliez par le nombre de miles dans 1 kilomètre',
        'Convertissez les degrés Fahrenheit en degrés Celsius',
        'L’ensemble image\u00a0: toutes les valeurs que prend 1/(x − 2)',
      ],
    ],
    [
      de,
      [
        'Multipliziere mit der Anzahl Meilen in 1 Kilometer',
        'Rechne Grad Fahrenheit in Grad Celsius um',
        'Die Wertemenge: jeder Wert, den 1/(x − 2) annimmt',
      ],
    ],
    [
      pt,
      [
        'Multiplique pelo número de milhas em 1 quilômetro',
        'Converta graus Fahrenheit em graus Celsius',
        'A imagem: todos os valores que 1/(x − 2) assume',
      ],
    ],
  ] as const)('%s', (language, [miles, fahrenheit, range]) => {
    expect(steps('convert 5 km to miles', language).map((s) => s.note)).toEqual([miles]);
    expect(steps('100 F to C', language).map((s) => s.note)).toEqual([fahrenheit]);
    expect(steps('range of 1/(x-2)', language)[1]?.note).toBe(range);
  });

  it('the stationary points of x³ − 3x: the sign of the derivative in each language', () => {
    const signs = (language: Language) =>
      steps('stationary points of y = x^3 - 3x', language)
        .slice(-2)
        .map((s) => s.note);
    expect(signs(es)).toEqual([
      'La derivada pasa de + a − en x = −1: un máximo relativo',
      'La derivada pasa de − a + en x = 1: un mínimo relativo',
    ]);
    expect(signs(de)).toEqual([
      'Die Ableitung wechselt bei x = −1 von + nach −: ein lokales Maximum',
      'Die Ableitung wechselt bei x = 1 von − nach +: ein lokales Minimum',
    ]);
  });

  it('English names each unit as before, from its id', () => {
    const said = (text: string) => steps(text).map((s) => [s.note, s.params]);
    expect(said('convert 5 km to miles')).toEqual([
      ['Multiply by the number of miles in one kilometer', { from: 'kilometers', to: 'miles' }],
    ]);
    expect(said('3 feet in cm')).toEqual([
      ['Multiply by the number of centimeters in one foot', { from: 'feet', to: 'centimeters' }],
    ]);
    expect(said('2 m/s in km/h')).toEqual([
      [
        'Multiply by the number of kilometers per hour in one meter per second',
        { from: 'mps', to: 'kmh' },
      ],
    ]);
    expect(said('100 F to C')).toEqual([
      ['Convert degrees Fahrenheit to degrees Celsius', { from: 'fahrenheit', to: 'celsius' }],
    ]);
  });
});
