/**
 * French, read and written: `solve(text, { language: fr })` reads French words and notation and
 * answers in French (the steps' words from the French notes, the maths in the French notation).
 * The package's `@mathtools/math-core/locales/fr` entry; the index imports none of it.
 * The notation is ../../locales/fr/NOTATION.md's.
 */
import { frenchNotes } from '../../locales/fr';
import type { Notation } from '../../math/notation';
import { french } from '../read/languages/fr';
import { type WritingLanguage, writingLanguage } from '../written';

/** How French writes mathematics: 2,5; `x = 1; y = 2`; ]−2 ; 2[; cotan, pgcd; "ou". */
export const frenchNotation: Notation = {
  decimal: ',',
  reversedIntervals: true,
  intervalSeparator: ' ; ',
  functions: { cot: 'cotan', gcd: 'pgcd', lcm: 'ppcm' },
  or: 'ou',
};

/** French, read and written. */
export const fr: WritingLanguage = /* @__PURE__ */ writingLanguage(french, {
  notes: frenchNotes,
  notation: frenchNotation,
  phrases: [
    ['Every number is a solution', 'Tout réel est solution'],
    ['All real numbers', 'Tous les nombres réels'],
    ['Infinitely many solutions', 'Une infinité de solutions'],
    ['No real solutions', 'Pas de solution réelle'],
    ['No real solution', 'Pas de solution réelle'],
    ['No solution', 'Pas de solution'],
    [String.raw`to (\d+) decimal places`, 'à $1 décimales'],
    ['Straight line', 'Droite'],
    ['Parabola', 'Parabole'],
    ['Circle', 'Cercle'],
    ['axis of symmetry', 'axe de symétrie'],
    ['y-intercept', 'ordonnée à l’origine'],
    ['x-intercepts?', 'intersection avec l’axe des abscisses'],
    ['vertex', 'sommet'],
    ['slope', 'coefficient directeur'],
    ['center', 'centre'],
    ['radius', 'rayon'],
    ['every solution', 'toutes les solutions'],
    ['k any integer', 'k ∈ ℤ'],
    ['in radians', 'en radians'],
    ['in degrees', 'en degrés'],
    ['where', 'où'],
    ['in', 'dans'],
    ['or', 'ou'],
    ['and', 'et'],
  ],
});

export { frenchNotes };
