/**
 * German, read and written: `solve(text, { language: de })` reads German words and notation and
 * answers in German (the steps' words from the German notes, the maths in the German notation).
 * The package's `@mathtools/math-core/locales/de` entry; the index imports none of it.
 * The notation is ../../locales/de/NOTATION.md's.
 */
import { germanNotes } from '../../locales/de';
import type { Notation } from '../../math/notation';
import { german } from '../read/languages/de';
import { type WritingLanguage, writingLanguage } from '../written';

/** How German schools write mathematics: 2,5; `x = 1; y = 2`; ]−2; 2[; lg, ggT, kgV; "oder". */
export const germanNotation: Notation = {
  decimal: ',',
  reversedIntervals: true,
  functions: { log: 'lg', gcd: 'ggT', lcm: 'kgV' },
  or: 'oder',
};

/** German, read and written. */
export const de: WritingLanguage = /* @__PURE__ */ writingLanguage(german, {
  notes: germanNotes,
  notation: germanNotation,
  phrases: [
    ['Every number is a solution', 'Jede Zahl ist eine Lösung'],
    ['All real numbers', 'Alle reellen Zahlen'],
    ['Infinitely many solutions', 'Unendlich viele Lösungen'],
    ['No real solutions', 'Keine reelle Lösung'],
    ['No real solution', 'Keine reelle Lösung'],
    ['No solution', 'Keine Lösung'],
    [String.raw`to (\d+) decimal places`, 'auf $1 Nachkommastellen'],
    ['Straight line', 'Gerade'],
    ['Parabola', 'Parabel'],
    ['Circle', 'Kreis'],
    ['axis of symmetry', 'Symmetrieachse'],
    ['y-intercept', 'y-Achsenabschnitt'],
    ['x-intercepts?', 'Nullstelle'],
    ['vertex', 'Scheitelpunkt'],
    ['slope', 'Steigung'],
    ['center', 'Mittelpunkt'],
    ['radius', 'Radius'],
    ['every solution', 'alle Lösungen'],
    ['k any integer', 'k ∈ ℤ'],
    ['in radians', 'im Bogenmaß'],
    ['in degrees', 'in Grad'],
    ['where', 'wobei'],
    ['in', 'in'],
    ['or', 'oder'],
    ['and', 'und'],
  ],
});

export { germanNotes };
