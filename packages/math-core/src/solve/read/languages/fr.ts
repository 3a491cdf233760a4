/**
 * French: decimal comma, thousands grouped by spaces, `:` for division, intervals as ]a ; b[,
 * cotan, and the words that ask.
 */
import { defineLanguage, type Language } from './language';

/**
 * French as the solver reads it: `résoudre 2x + 3 = 7`, `x^2 < 4`, `6 : 4`, `1 000 000 + 1`,
 * `dérivée de x^2`, `sin(x) = 0,5 sur [0 ; 2π[`.
 */
export const french: Language = /* @__PURE__ */ (() =>
  defineLanguage({
    id: 'fr',
    groups: ' ',
    requests:
      'résoudre résous simplifier simplifie factoriser factorise développer développe calculer calcule trouver dérivée intégrale limite tracer',
    colonDivides: true,
    functions: [
      ['pgcd', 'gcd'],
      ['ppcm', 'lcm'],
      ['arctg', 'arctan'],
      ['cotan', 'cot'],
      ['cotg', 'cot'],
      ['cosec', 'csc'],
      ['tg', 'tan'],
    ],
    words: [
      ['r[ée]soudre|r[ée]sous|r[ée]solvez|r[ée]sout', 'solve'],
      ['simplifi(?:er|ez|e)', 'simplify'],
      ['factoris(?:er|ez|e)', 'factor'],
      ['d[ée]velopp(?:er|ez|e)', 'expand'],
      ['calcul(?:er|ez|e)', 'calculate'],
      ['trouv(?:er|ez|e)|d[ée]termin(?:er|ez|e)', 'find'],
      [String.raw`(?:la\s+)?d[ée]riv[ée]e\s+seconde\s+de`, 'the second derivative of'],
      [String.raw`(?:la\s+)?d[ée]riv[ée]e\s+de`, 'the derivative of'],
      ['d[ée]riv(?:er|ez|e)', 'differentiate'],
      [String.raw`(?:l['’]\s*)?int[ée]grale\s+de`, 'the integral of'],
      ['int[ée]gr(?:er|ez|e)', 'integrate'],
      [String.raw`(?:la\s+)?limite\s+de`, 'the limit of'],
      [String.raw`quand\s+([a-z])\s+tend\s+vers`, 'as $1 approaches'],
      ['trac(?:er|ez|e)|repr[ée]sent(?:er|ez|e)', 'graph'],
      [String.raw`par\s+rapport\s+[àa]`, 'with respect to'],
      [String.raw`s['’]il\s+(?:vous|te)\s+pla[îi]t|svp`, 'please'],
      [String.raw`combien\s+(?:fait|font|vaut)|que\s+vaut`, 'what is'],
      [String.raw`en\s+radians`, 'in radians'],
      [String.raw`en\s+degr[ée]s`, 'in degrees'],
      [String.raw`(?:l['’]\s*)?(?:[ée]quation|in[ée]quation)`, 'the equation'],
      [String.raw`(?:le\s+)?syst[èe]me(?:\s+d['’]\s*[ée]quations)?`, 'the system'],
      [String.raw`(?:l['’]\s*)?expression`, 'the expression'],
      ['compl[èe]tement', 'completely'],
      ['pour', 'for'],
      ['sur|dans', 'in'],
      ['et', 'and'],
      ['ou', 'or'],
    ],
    of: 'de|des|du',
  }))();
