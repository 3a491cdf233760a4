/** Portuguese: decimal comma, thousands grouped by `.`, sen, tg, cotg, and the words that ask. */
import { defineLanguage, type Language } from './language';

/**
 * Portuguese as the solver reads it: `resolva 2x + 3 = 7`, `sen(x) = 1/2`, `fatore x^2 - 9`,
 * `limite de sen(x)/x quando x tende a 0`, `x = 1; y = 2,5`.
 */
export const portuguese: Language = /* @__PURE__ */ (() =>
  defineLanguage({
    id: 'pt',
    groups: '.',
    requests:
      'resolva resolver simplifique simplificar fatore fatorar desenvolva calcule calcular encontre derivada integral limite esboce',
    colonDivides: false,
    functions: [
      ['mdc', 'gcd'],
      ['mmc', 'lcm'],
      ['arcsen', 'arcsin'],
      ['arctg', 'arctan'],
      ['cotg', 'cot'],
      ['cossec', 'csc'],
      ['cosec', 'csc'],
      ['sen', 'sin'],
      ['tg', 'tan'],
    ],
    words: [
      ['resolv[ae]|resolver', 'solve'],
      ['simplifi(?:que|car|ca)', 'simplify'],
      ['fator(?:e|ar|iz[ae]|izar)|factori(?:z[ae]|zar)', 'factor'],
      ['desenvolv[ae]|desenvolver|expand[ae]|expandir', 'expand'],
      ['calcul[ae]|calcular', 'calculate'],
      ['encontr[ae]|encontrar|ach[ae]|achar|determina|determinar', 'find'],
      [String.raw`(?:a\s+)?segunda\s+derivada\s+de`, 'the second derivative of'],
      [String.raw`(?:a\s+)?derivada\s+de`, 'the derivative of'],
      ['deriv[ae]|derivar', 'differentiate'],
      [String.raw`(?:a\s+)?integral\s+de`, 'the integral of'],
      ['integr[ae]|integrar', 'integrate'],
      [String.raw`(?:o\s+)?limite\s+de`, 'the limit of'],
      [String.raw`quando\s+([a-z])\s+tende\s+a`, 'as $1 approaches'],
      [String.raw`esboce|trace|(?:fa[çc]a\s+)?o\s+gr[áa]fico\s+de|gr[áa]fico\s+de`, 'graph'],
      [String.raw`em\s+rela[çc][ãa]o\s+a`, 'with respect to'],
      [String.raw`por\s+favor`, 'please'],
      [String.raw`quanto\s+[ée]|qual\s+[ée]`, 'what is'],
      [String.raw`em\s+radianos`, 'in radians'],
      [String.raw`em\s+graus`, 'in degrees'],
      [String.raw`(?:a\s+)?(?:equa[çc][ãa]o|inequa[çc][ãa]o)`, 'the equation'],
      [String.raw`(?:o\s+)?sistema(?:\s+de\s+equa[çc][õo]es)?`, 'the system'],
      [String.raw`(?:a\s+)?express[ãa]o`, 'the expression'],
      ['completamente', 'completely'],
      ['para', 'for'],
      ['ou', 'or'],
    ],
    of: 'd[eoa]s?',
  }))();
