/** Spanish: decimal comma, thousands grouped by `.`, sen, tg, cotg, and the words that ask. */
import { defineLanguage, type Language } from './language';

/**
 * Spanish as the solver reads it: `resuelve 2x + 3 = 7`, `sen(x) = 0,5`, `derivada de x^2`,
 * `límite de sen(x)/x cuando x tiende a 0`, `x = 1; y = 2,5`.
 */
export const spanish: Language = /* @__PURE__ */ (() =>
  defineLanguage({
    id: 'es',
    groups: '.',
    requests:
      'resuelve resolver simplifica simplificar factoriza factorizar desarrolla calcula calcular encuentra halla derivada integral límite limite grafica despeja',
    colonDivides: false,
    functions: [
      ['mcd', 'gcd'],
      ['mcm', 'lcm'],
      ['arcsen', 'arcsin'],
      ['arctg', 'arctan'],
      ['cotg', 'cot'],
      ['cosec', 'csc'],
      ['sen', 'sin'],
      ['tg', 'tan'],
    ],
    words: [
      ['resuelv[ae]n?|resolver|resolv[eé]', 'solve'],
      // "despeja u de v = u + at": the letter, then the formula it is taken from.
      [String.raw`(?:despej[ae]|despejar)\s+([a-z])\s+(?:de|en)`, 'solve for $1 in'],
      ['despej[ae]|despejar', 'solve for'],
      ['simplific[ae]|simplificar|simplifique', 'simplify'],
      ['factoriz[ae]|factorizar|factorice', 'factor'],
      ['desarroll[ae]|desarrollar|expand[ae]|expandir', 'expand'],
      ['calcul[ae]|calcular', 'calculate'],
      ['encuentr[ae]|encontrar|hall[ae]|hallar|determina|determinar', 'find'],
      ['eval[uú]a|evaluar', 'evaluate'],
      [String.raw`(?:la\s+)?segunda\s+derivada\s+de`, 'the second derivative of'],
      [String.raw`(?:la\s+)?derivada\s+de`, 'the derivative of'],
      ['deriva|derivar', 'differentiate'],
      [String.raw`(?:la\s+)?integral\s+de`, 'the integral of'],
      ['integra|integrar', 'integrate'],
      [String.raw`(?:el\s+)?l[íi]mite\s+de`, 'the limit of'],
      [String.raw`cuando\s+([a-z])\s+tiende\s+a`, 'as $1 approaches'],
      ['grafica|graficar|representa|dibuja|traza', 'graph'],
      [String.raw`(?:con\s+)?respecto\s+a`, 'with respect to'],
      [String.raw`por\s+favor`, 'please'],
      [String.raw`qu[ée]\s+es|cu[áa]nto\s+es`, 'what is'],
      [String.raw`en\s+radianes`, 'in radians'],
      [String.raw`en\s+grados`, 'in degrees'],
      [String.raw`(?:la\s+)?(?:ecuaci[óo]n|inecuaci[óo]n|desigualdad)`, 'the equation'],
      [String.raw`(?:el\s+)?sistema(?:\s+de\s+ecuaciones)?`, 'the system'],
      [String.raw`(?:la\s+)?expresi[óo]n`, 'the expression'],
      // "x = 3 o x = 4", "3 o 4": o between values is "or" (as the solver writes its answers);
      // anywhere else it is left alone.
      [String.raw`(?<=[\d)\]a-z]\s+)o(?=\s+(?:[a-z]\s*[=<>≤≥]|[-−]?\d))`, 'or'],
      ['completamente', 'completely'],
      ['para', 'for'],
    ],
    of: 'de',
  }))();
