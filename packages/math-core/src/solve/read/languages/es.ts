/** Spanish: decimal comma, thousands grouped by `.`, sen, tg, cotg, and the words that ask. */
import {
  articleAfterRequest,
  defineLanguage,
  findIf,
  integralBounds,
  type Language,
} from './language';

/**
 * Spanish as the solver reads it: `resuelve 2x + 3 = 7`, `sen(x) = 0,5`, `derivada de x^2`,
 * `límite de sen(x)/x cuando x tiende a 0`, `integral de 0 a 1 de x^2`, `raíz cuadrada de 49`,
 * `x al cuadrado menos 4 igual a 0`, `x = 1; y = 2,5`.
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
      ...integralBounds('de|desde', 'a|hasta', 'entre', 'y'),
      [String.raw`menos\s+(?:el\s+)?infinito`, '-infinity'],
      [String.raw`(?:m[áa]s\s+)?(?:el\s+)?infinito`, 'infinity'],
      ['resuelv[ae]n?|resolver|resolv[eé]', 'solve'],
      // "despeja u de v = u + at": the letter, then the formula it is taken from.
      [String.raw`(?:despej[ae]|despejar)\s+([a-z])\s+(?:de|en)`, 'solve for $1 in'],
      ['despej[ae]|despejar', 'solve for'],
      [String.raw`desarroll(?:a|e|ar)\s+y\s+simplific(?:a|e|ar)`, 'expand and simplify'],
      ['simplific[ae]|simplificar|simplifique', 'simplify'],
      ['factoriz[ae]|factorizar|factorice', 'factor'],
      ['desarroll[ae]|desarrollar|expand[ae]|expandir', 'expand'],
      ['calcul[ae]|calcular', 'calculate'],
      ['encuentr[ae]|encontrar|hall[ae]|hallar|determina|determinar', 'find'],
      ['eval[uú]a|evaluar', 'evaluate'],
      [String.raw`(?:la\s+)?segunda\s+derivada\s+de`, 'the second derivative of'],
      [String.raw`(?:la\s+)?derivada\s+de`, 'the derivative of'],
      ['deriva|derivar', 'differentiate'],
      [String.raw`(?:la\s+)?integral\s+indefinida\s+de`, 'the indefinite integral of'],
      [String.raw`(?:la\s+)?(?:primitiva|antiderivada)\s+de`, 'the antiderivative of'],
      [String.raw`(?:la\s+)?integral\s+(?:definida\s+)?de`, 'the integral of'],
      ['integra|integrar', 'integrate'],
      [String.raw`(?:el\s+)?l[íi]mite\s+de`, 'the limit of'],
      [String.raw`cuando\s+([a-z])\s+tiende\s+(?:al?|hacia)`, 'as $1 approaches'],
      ['grafica|graficar|representa|dibuja|traza', 'graph'],
      [String.raw`(?:con\s+)?respecto\s+a`, 'with respect to'],
      [String.raw`por\s+favor`, 'please'],
      [String.raw`qu[ée]\s+es|cu[áa]l\s+es|cu[áa]nto\s+(?:es|da|vale)`, 'what is'],
      [String.raw`en\s+radianes`, 'in radians'],
      [String.raw`en\s+grados`, 'in degrees'],
      [
        String.raw`(?:la\s+)?ecuaci[óo]n\s+de\s+la\s+recta\s+que\s+pasa\s+por`,
        'the equation of the line through',
      ],
      [
        String.raw`(?:la\s+)?pendiente\s+de\s+la\s+recta\s+que\s+pasa\s+por`,
        'the slope of the line through',
      ],
      [String.raw`(?:la\s+)?pendiente\s+entre`, 'the slope between'],
      [
        String.raw`(?:la\s+)?(?:ecuaci[óo]n|inecuaci[óo]n|desigualdad)(?:\s+(?:cuadr[áa]tica|lineal|c[úu]bica|bicuadrada|exponencial|logar[íi]tmica|trigonom[ée]trica|racional|de\s+(?:primer|segundo|tercer)\s+grado))?`,
        'the equation',
      ],
      [String.raw`(?:el\s+)?sistema(?:\s+de\s+ecuaciones)?`, 'the system'],
      [String.raw`(?:la\s+)?expresi[óo]n`, 'the expression'],
      // "x = 3 o x = 4", "3 o 4": o between values is "or" (as the solver writes its answers);
      // anywhere else it is left alone.
      [String.raw`(?<=[\d)\]a-z]\s+)o(?=\s+(?:[a-z]\s*[=<>≤≥]|[-−]?\d))`, 'or'],
      ['completamente', 'completely'],
      ['para', 'for'],
      findIf('si|cuando'),
      [String.raw`(?:el\s+)?valor\s+de`, 'the value of'],
      [String.raw`en(?=\s*[[(])`, 'in'],
      [String.raw`(?:la\s+)?fracci[óo]n`, 'the fraction'],
      [String.raw`(?:el\s+)?dominio\s+de`, 'the domain of'],
      [String.raw`(?:la\s+)?mitad\s+de`, 'half of'],
      [String.raw`(?:el\s+)?doble\s+de`, 'twice'],
      [String.raw`(?:las\s+)?ra[íi]ces\s+de`, 'the roots of'],
      [String.raw`(?:los\s+)?ceros\s+de`, 'the zeros of'],
      [String.raw`(?:las\s+)?soluciones\s+de`, 'the solutions of'],
      [String.raw`combinaciones\s+de\s+(\d+)\s+(?:en|tomad[oa]s\s+de)\s+(\d+)`, '$1 choose $2'],
      [String.raw`factorial\s+de`, 'factorial of'],
      // Percentages asked in words: "¿qué porcentaje es 20 de 80?", "aumenta 80 en un 15 %",
      // "20 es el 25 % de qué número".
      [
        String.raw`qu[ée]\s+(?:porcentaje|tanto\s+por\s+ciento)\s+(?:es|representa)\s+(\S+)\s+de\s+(\S+)`,
        'what percentage is $1 of $2',
      ],
      [String.raw`aument(?:a|ar|e)\s+(\S+)\s+(?:en\s+)?(?:un\s+)?`, 'increase $1 by '],
      [
        String.raw`(?:disminu(?:ye|ir|ya)|rebaj(?:a|ar|e))\s+(\S+)\s+(?:en\s+)?(?:un\s+)?`,
        'decrease $1 by ',
      ],
      [String.raw`(?<=\d\s+)es(?=\s+(?:el\s+)?[-−]?\d[\d.]*\s*%)`, 'is'],
      [String.raw`(?<=%\s*de\s+)qu[ée](?:\s+n[úu]mero|\s+cantidad)?`, 'what number'],
      // "calcula el 15 % de 80": the article before a percentage.
      [String.raw`(?:el|la)\s+(?=[-−]?\d[\d.]*\s*%)`, ''],
      [String.raw`(?:la\s+)?ra[íi]z\s+cuadrada\s+de`, 'the square root of'],
      [String.raw`(?:la\s+)?ra[íi]z\s+c[úu]bica\s+de`, 'the cube root of'],
      [String.raw`complet(?:a|e|ar)\s+(?:el\s+)?cuadrado`, 'complete the square'],
      [String.raw`(?:el\s+)?determinante`, 'determinant'],
      [String.raw`(?:la\s+)?(?:matriz\s+)?inversa\s+de`, 'the inverse of'],
      [
        String.raw`(?:la\s+)?(?:matriz\s+)?traspuesta\s+de|(?:la\s+)?transpuesta\s+de`,
        'the transpose of',
      ],
      [String.raw`(?:el\s+)?logaritmo\s+(?:neperiano|natural)`, 'natural logarithm'],
      [String.raw`(?:el\s+)?logaritmo`, 'logarithm'],
      [String.raw`en\s+base`, 'base'],
      // Operator words: "x al cuadrado menos 4 igual a 0", "2 elevado a 10", "12 entre 4".
      [String.raw`al\s+cuadrado`, 'squared'],
      [String.raw`al\s+cubo`, 'cubed'],
      [String.raw`elevad[oa]\s+a(?:\s+la)?`, 'to the power of'],
      [String.raw`(?:es\s+)?al\s+menos`, 'is at least'],
      ['m[áa]s', 'plus'],
      ['menos', 'minus'],
      [String.raw`multiplicad[oa]\s+por`, 'multiplied by'],
      [String.raw`dividid[oa]\s+(?:por|entre)|(?<=[\d)]\s+)entre(?=\s+[-−\d(])`, 'divided by'],
      // por between two operands ("3 por 4", "2 por x"), not before a word ("por factorización").
      [String.raw`(?<=(?:[\d)]|(?<!\p{L})[a-z])\s+)por(?=\s+(?:[-−\d(]|[a-z](?!\p{L})))`, 'times'],
      [String.raw`(?:es\s+)?mayor\s+o\s+igual\s+(?:que|a)`, 'is greater than or equal to'],
      [String.raw`(?:es\s+)?menor\s+o\s+igual\s+(?:que|a)`, 'is less than or equal to'],
      [String.raw`(?:es\s+)?mayor\s+que`, 'is greater than'],
      [String.raw`(?:es\s+)?menor\s+que`, 'is less than'],
      [String.raw`(?:es\s+)?igual\s+a`, 'equals'],
      // "mcd de 12 y 18", "x + y = 3 y x - y = 1": y between numbers, or after an equation's
      // number, is "and"; anywhere else it is the letter.
      // Between two points too: "(1; 2) y (3; 4)".
      [
        String.raw`(?<=\d\s+)y(?=\s+[-−]?\d)|(?<==\s*[-−]?[\d.]+\s+)y(?=\s+[-−]?[\d(a-z])|(?<=\)\s*)y(?=\s*\()`,
        'and',
      ],
      articleAfterRequest('el|la|los|las'),
    ],
    of: 'de',
  }))();
