// The solver's answer and steps written in the student's language: the steps' words from that
// language's notes, the maths in its notation (decimal comma, `;` between items, French and German
// and Brazilian intervals, sen, tg, lg), what the language's reader reads back as written, and
// English unchanged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mathTree } from '../src/math/arbitrary';
import { n } from '../src/math/build';
import { ENGLISH_NOTATION, type Notation } from '../src/math/notation';
import { parseMath } from '../src/math/parseMath';
import { stepWords } from '../src/math/rules';
import type { SetInterval } from '../src/math/show';
import { toMathML } from '../src/math/toMathML';
import { toText } from '../src/math/toText';
import type { MathNode } from '../src/math/tree';
import { setNotation } from '../src/solve/methods/interval';
import type { Language } from '../src/solve/read/languages';
import { spanish } from '../src/solve/read/languages';
import { solve } from '../src/solve/solve';
import { de, germanNotation } from '../src/solve/write/de';
import { es, spanishNotation, spanishNotes } from '../src/solve/write/es';
import { fr, frenchNotation } from '../src/solve/write/fr';
import { portugueseNotation, pt } from '../src/solve/write/pt';
import { runs } from './runs';

const answer = (text: string, language?: Language) => {
  const r = solve(text, language ? { language } : {});
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

const WRITING: readonly (readonly [Language, Notation])[] = [
  [es, spanishNotation],
  [fr, frenchNotation],
  [de, germanNotation],
  [pt, portugueseNotation],
];

describe('solve in a language', () => {
  it('resuelve 2x+3=7 (es): Spanish steps from the Spanish notes, answer x = 2', () => {
    const r = answer('resuelve 2x+3=7', es);
    expect(r.answer).toBe('x = 2');
    expect(r.steps.map((s) => s.note)).toEqual([
      'Resta 3 en ambos miembros',
      'Divide ambos miembros entre 2',
    ]);
    // Every step's words are the Spanish catalogue's for its rule, form and parameters.
    for (const s of r.steps) {
      const words = stepWords(s, spanishNotes, spanishNotation);
      expect(words.ok && words.value).toMatchObject({ note: s.note, rule: s.rule, why: s.why });
    }
    const english = answer('2x+3=7');
    expect(r.steps.map((s) => s.text)).toEqual(english.steps.map((s) => s.text));
    expect(r.steps[0]?.why).not.toBe(english.steps[0]?.why);
  });

  it('x^2 < 4 (fr) is the interval ]−2 ; 2[', () => {
    const r = answer('x^2 < 4', fr);
    expect(r.kind === 'inequality' && r.interval).toBe(']−2 ; 2[');
    expect(r.kind === 'inequality' && r.intervalMathml).toContain('<mo>]</mo>');
    expect(r.answer).toBe('−2 < x < 2');
  });

  it('lg(100) (de) is 2, and the problem and steps write lg', () => {
    const r = answer('lg(100)', de);
    expect(r.answer).toBe('2');
    expect(r.problem).toBe('lg(100)');
    expect(r.steps.some((s) => s.text.includes('lg(100)'))).toBe(true);
    expect(answer('log(100)').problem).toBe('log(100)');
  });

  it('sen(x) = 1/2 (pt): the families in Portuguese notation', () => {
    const r = answer('sen(x)=1/2', pt);
    expect(r.problem).toBe('sen(x) = 1/2');
    expect(r.answer).toContain('x = 30° ou x = 150° em [0°; 360°[');
    expect(r.answer).toContain('todas as soluções: x = 30° + 360°k ou x = 150° + 360°k, k ∈ ℤ');
    expect(r.answer).toContain('em radianos: x = π/6 ou x = (5π)/6 em [0; 2π[');
    expect(r.answerSpeech).toBe(r.answer);
    expect(r.steps.some((s) => s.text.includes('2sen(x) = 1'))).toBe(true);
  });

  it('writes a decimal comma, ; between items and the answers said in words', () => {
    expect(answer('2,5x = 5', es).problem).toBe('2,5x = 5');
    expect(answer('x + y = 3; x - y = 1', es).answer).toBe('x = 2; y = 1');
    expect(answer('x^2 - 5x + 6 = 0', de).answer).toBe('x = 2 oder x = 3');
    expect(answer('x^2 = -1', pt).answer).toBe('Não há soluções reais; x = ±i');
    expect(answer('x + 1 = x + 2', fr).answer).toBe('Pas de solution');
    expect(answer('graph y = 2x+1', es).answer).toBe(
      'Recta y = 2x + 1: pendiente 2; ordenada en el origen (0; 1); corte con el eje x (−1/2; 0)',
    );
    expect(answer('sqrt(2) to 3 decimal places', de).answer).toBe(
      '√2; auf 3 Nachkommastellen: √2 ≈ 1,414',
    );
    const half = answer('2x = 5', es);
    expect(half.solutions[0]?.text).toBe('x = 5/2');
    const sum = answer('1,5 + 1,25', es);
    expect(sum.answer).toBe('2,75');
    expect(sum.answerMathml).toContain('<mn>2,75</mn>');
    // The spoken form says its numbers with the decimal comma, in the language's words.
    expect(sum.answerSpeech).toBe('2,75');
    expect(answer('x^2 - 5x + 6 = 0', de).answerSpeech).toBe('x gleich 2 oder x gleich 3');
    expect(answer('2,5x = 5', es).problemMathml).toContain('alttext="2,5 x es igual a 5"');
    expect(answer('x + y = 3; x - y = 1', es).answerSpeech).toBe('x es igual a 2; y es igual a 1');
    expect(answer('sqrt(72)', fr).answerSpeech).toBe('6 la racine carrée de 2');
    expect(answer('x^2 = 2', pt).answerSpeech).toBe(
      'x é igual a menos raiz quadrada de 2 ou x é igual a raiz quadrada de 2',
    );
    expect(answer('1.5 + 1.25').answer).toBe('2.75');
  });

  it('a shape’s formula is named and explained in the language, from the catalogue', () => {
    const english = answer('area of a circle radius 2').steps[0];
    expect(english).toMatchObject({ rule: 'Area of a circle', params: { formula: 'circleArea' } });
    expect(english?.why).toContain('rectangle πr long');
    const spanishStep = answer('area of a circle radius 2', es).steps[0];
    expect(spanishStep).toMatchObject({
      note: 'El área de un círculo',
      rule: 'Área de un círculo',
    });
    expect(spanishStep?.why).toContain('rectángulo de largo πr');
    expect(answer('volume of a box 2 by 3 by 4', de).steps[0]?.rule).toBe('Volumen eines Quaders');
  });

  it('a table that only reads (spanish) answers in English notation and words', () => {
    const r = answer('resuelve 2x+3=7', spanish);
    expect(r.steps[0]?.note).toBe('Subtract 3 from both sides');
  });
});

describe('English is unchanged', () => {
  it('the renderers write the same tree the same without a notation and with the English one', () => {
    fc.assert(
      fc.property(mathTree, (tree) => {
        expect(toText(tree, ENGLISH_NOTATION)).toBe(toText(tree));
        expect(toMathML(tree, { notation: ENGLISH_NOTATION })).toBe(toMathML(tree));
        // A renderer passed as a callback takes the index as its second argument: English still.
        expect([tree].map(toText)[0]).toBe(toText(tree));
      }),
      { numRuns: runs(1000) },
    );
  });

  it('solve gives the same result byte for byte with no options, empty ones and no language', () => {
    for (const text of ['2x+3=7', 'x^2<4', 'sin(x)=1/2', 'x^2=-1', 'x = 2.5', 'gcd(12, 18)']) {
      const plain = JSON.stringify(solve(text));
      expect(JSON.stringify(solve(text, {}))).toBe(plain);
      expect(JSON.stringify(solve(text, { language: undefined }))).toBe(plain);
    }
  });
});

/** A decimal number's digits: a whole part and, for most, a fraction without trailing zeros. */
const decimal = fc
  .tuple(fc.nat({ max: 99999 }), fc.option(fc.integer({ min: 1, max: 99999 }), { nil: undefined }))
  .map(([whole, part]) =>
    part === undefined ? String(whole) : `${whole}.${String(part).replace(/0+$/, '')}`,
  );

/** An end of an interval: a decimal, negative or not, open or closed; or none (∞). */
const end = fc.option(
  fc.record({ digits: decimal, negative: fc.boolean(), closed: fc.boolean() }),
  { nil: null },
);

describe('what a language writes, its reader reads back', () => {
  it('numbers: parse(read(write(x, lang), lang)) is x', () => {
    for (const [language, notation] of WRITING)
      fc.assert(
        fc.property(decimal, (digits) => {
          const written = toText(n(digits), notation);
          if (notation.decimal === ',') expect(written).not.toContain('.');
          const read = parseMath(language.read(written).text);
          expect(read.ok && read.value).toEqual({ type: 'number', value: digits });
        }),
        { numRuns: runs(300) },
      );
  });

  it('intervals: read in the language, the set is the one written', () => {
    for (const [language, notation] of WRITING)
      fc.assert(
        fc.property(end, end, (from, to) => {
          const side = (e: typeof from): SetInterval['from'] => {
            if (e === null) return null;
            const value = Number(e.digits) * (e.negative ? -1 : 1);
            const tree = e.negative ? { type: 'neg' as const, arg: n(e.digits) } : n(e.digits);
            return { tree, value, closed: e.closed };
          };
          const set = [{ from: side(from), to: side(to) }];
          const written = setNotation(set, notation).text;
          expect(language.read(written).text).toBe(setNotation(set).text);
        }),
        { numRuns: runs(300) },
      );
  });

  it('a letter times a function the language names reads back: 2x sen(x), x lg(x)', () => {
    const letter = fc.constantFrom('x', 'a', 'k', 't');
    const name = fc.constantFrom(
      'sin',
      'tan',
      'cot',
      'csc',
      'arcsin',
      'arctan',
      'gcd',
      'lcm',
      'log',
    );
    for (const [language, notation] of WRITING)
      fc.assert(
        fc.property(letter, name, (l, f) => {
          const x = { type: 'variable' as const, name: 'x' };
          const applied: MathNode =
            f === 'log'
              ? { type: 'log', arg: x }
              : {
                  type: 'function',
                  name: f,
                  args: f.endsWith('cd') || f === 'lcm' ? [x, n('4')] : [x],
                };
          const tree: MathNode = {
            type: 'binary',
            op: '*',
            implicit: true,
            left: {
              type: 'binary',
              op: '*',
              implicit: true,
              left: n('2'),
              right: { type: 'variable', name: l },
            },
            right: applied,
          };
          const english = parseMath(toText(tree));
          const read = parseMath(language.read(toText(tree, notation)).text);
          expect(read.ok && read.value).toEqual(english.ok && english.value);
        }),
      );
    expect(answer('d/dx x^2 sin(x)', es).answer).toBe('2x sen(x) + x²cos(x)');
  });

  it('expressions: a tree written in the language reads back as the same tree', () => {
    for (const [language, notation] of WRITING)
      fc.assert(
        fc.property(mathTree, (tree) => {
          const english = parseMath(toText(tree));
          fc.pre(english.ok);
          const read = parseMath(language.read(toText(tree, notation)).text);
          expect(read.ok && read.value).toEqual(english.ok && english.value);
        }),
        { numRuns: runs(300) },
      );
  });
});
