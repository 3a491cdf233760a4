/**
 * Portuguese (Brazil), read and written: `solve(text, { language: pt })` reads Portuguese words
 * and notation and answers in Portuguese (the steps' words from the Portuguese notes, the maths in
 * the Brazilian notation). The package's `@mathtools/math-core/locales/pt` entry; the index
 * imports none of it. The notation is ../../locales/pt/NOTATION.md's.
 */
import { portugueseNotes } from '../../locales/pt';
import type { Notation } from '../../math/notation';
import { portuguese } from '../read/languages/pt';
import { type WritingLanguage, writingLanguage } from '../written';

/** How Brazilian schools write mathematics: 2,5; `x = 1; y = 2`; ]−2; 2[; sen, tg, cotg; "ou". */
export const portugueseNotation: Notation = {
  decimal: ',',
  reversedIntervals: true,
  functions: {
    sin: 'sen',
    tan: 'tg',
    cot: 'cotg',
    csc: 'cossec',
    arcsin: 'arcsen',
    arctan: 'arctg',
    gcd: 'mdc',
    lcm: 'mmc',
  },
  or: 'ou',
};

/** Portuguese, read and written. */
export const pt: WritingLanguage = /* @__PURE__ */ writingLanguage(portuguese, {
  notes: portugueseNotes,
  notation: portugueseNotation,
  phrases: [
    ['Every number is a solution', 'Todo número é solução'],
    ['All real numbers', 'Todos os números reais'],
    ['Infinitely many solutions', 'Infinitas soluções'],
    ['No real solutions', 'Não há soluções reais'],
    ['No real solution', 'Não há solução real'],
    ['No solution', 'Não há solução'],
    [String.raw`to (\d+) decimal places`, 'com $1 casas decimais'],
    ['Straight line', 'Reta'],
    ['Parabola', 'Parábola'],
    ['Circle', 'Circunferência'],
    ['axis of symmetry', 'eixo de simetria'],
    ['y-intercept', 'ponto de corte com o eixo y'],
    ['x-intercepts?', 'ponto de corte com o eixo x'],
    ['vertex', 'vértice'],
    ['slope', 'coeficiente angular'],
    ['center', 'centro'],
    ['radius', 'raio'],
    ['every solution', 'todas as soluções'],
    ['k any integer', 'k ∈ ℤ'],
    ['in radians', 'em radianos'],
    ['in degrees', 'em graus'],
    ['where', 'onde'],
    ['in', 'em'],
    ['or', 'ou'],
    ['and', 'e'],
  ],
});

export { portugueseNotes };
