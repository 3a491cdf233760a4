/**
 * German: decimal comma, thousands grouped by `.`, `:` for division, lg for log₁₀ (the solver's
 * log), and the words that ask.
 */
import {
  articleAfterRequest,
  betweenOperands,
  defineLanguage,
  findIf,
  integralBounds,
  type Language,
} from './language';

/**
 * German as the solver reads it: `löse 2x + 3 = 7`, `lg(100)`, `12 : 4`, `1.000.000 + 1`,
 * `Ableitung von x^2`, `Grenzwert von sin(x)/x für x gegen 0`, `Integral von 0 bis 1 von x^2`,
 * `Wurzel aus 49`, `x hoch 2 minus 4 gleich 0`, `leite x^2 ab`.
 */
export const german: Language = /* @__PURE__ */ (() =>
  defineLanguage({
    id: 'de',
    groups: '.',
    requests:
      'löse lösen vereinfache faktorisiere berechne rechne bestimme ableitung integral grenzwert zeichne',
    colonDivides: true,
    functions: [
      ['ggT', 'gcd'],
      ['kgV', 'lcm'],
      ['lg', 'log'],
    ],
    words: [
      ...integralBounds('von', 'bis', 'zwischen', 'und'),
      // Percentages asked in words: "wie viel Prozent sind 20 von 80", "erhöhe 80 um 15 %",
      // "20 sind 25 % von welcher Zahl".
      [
        String.raw`wie\s*viel\s+Prozent\s+(?:sind|ist|von)\s+(\S+)\s+von\s+(\S+)`,
        'what percentage is $1 of $2',
      ],
      [String.raw`erh(?:ö|oe)h(?:e|en)\s+(\S+)\s+um`, 'increase $1 by'],
      [String.raw`(?:verringer(?:e|n)|vermindere|senke|reduziere)\s+(\S+)\s+um`, 'decrease $1 by'],
      [String.raw`(?<=\d\s+)(?:ist|sind)(?=\s+[-−]?\d[\d.]*\s*%)`, 'is'],
      [String.raw`(?<=%\s*von\s+)welche[rm]?\s+Zahl`, 'what number'],
      [String.raw`(?:die\s+|eine\s+)?Stammfunktion\s+(?:von|zu)`, 'the antiderivative of'],
      [String.raw`(?:das\s+)?unbestimmte\s+Integral\s+von`, 'the indefinite integral of'],
      [String.raw`(?:minus\s+|[-−]\s*)unendlich`, '-infinity'],
      [String.raw`(?:plus\s+)?unendlich`, 'infinity'],
      // "leite x^2 (nach x) ab": the verb around the function it takes the derivative of.
      [
        String.raw`leite\s+(\S.*?)\s+nach\s+([a-z])\s+ab(?=\s*[.!]?\s*$)`,
        'differentiate $1 with respect to $2',
      ],
      [String.raw`leite\s+(\S.*?)\s+ab(?=\s*[.!]?\s*$)`, 'differentiate $1'],
      ['l(?:ö|oe)s(?:e|en|t)', 'solve'],
      [String.raw`vereinfach(?:e|en|t)|fasse\s+zusammen|zusammenfassen`, 'simplify'],
      ['k(?:ü|ue|u)rz(?:e|en)', 'reduce'],
      ['faktorisier(?:e|en|t)', 'factor'],
      [String.raw`multiplizier(?:e|en)\s+(\S.*?)\s+aus(?=\s*[.!]?\s*$)`, 'expand $1'],
      [String.raw`multiplizier(?:e|en)\s+aus|ausmultiplizieren|expandier(?:e|en)`, 'expand'],
      ['(?:be)?rechn(?:e|en)', 'calculate'],
      ['bestimm(?:e|en)|find(?:e|en)|ermittl(?:e|en)', 'find'],
      [String.raw`(?:die\s+)?zweite\s+Ableitung\s+von`, 'the second derivative of'],
      [String.raw`(?:die\s+)?Ableitung\s+von`, 'the derivative of'],
      [String.raw`leite\s+ab|ableiten|differenzier(?:e|en)`, 'differentiate'],
      [String.raw`(?:das\s+)?Integral\s+von`, 'the integral of'],
      ['integrier(?:e|en)', 'integrate'],
      [String.raw`(?:der\s+)?(?:Grenzwert|Limes)\s+von`, 'the limit of'],
      [String.raw`f(?:ü|ue|u)r\s+([a-z])\s+gegen`, 'as $1 approaches'],
      ['zeichn(?:e|en)|skizzier(?:e|en)|plott(?:e|en)', 'graph'],
      [String.raw`nach\s+([a-z])\s+auf(?:l(?:ö|oe)sen)?`, 'for $1'],
      // "stelle v = u + at nach u um", "forme nach u um: …": the formula made to give that letter.
      [String.raw`(?:stell|form)(?:e|en)\s+(.*?)\s*nach\s+([a-z])\s+um`, 'solve $1 for $2'],
      [String.raw`nach\s+([a-z])`, 'with respect to $1'],
      ['bitte', 'please'],
      [String.raw`was\s+ist|wie\s*viel\s+ist`, 'what is'],
      [String.raw`(?:im|in)\s+Bogenma(?:ß|ss)`, 'in radians'],
      [String.raw`in\s+Grad`, 'in degrees'],
      [
        String.raw`(?:die\s+)?Geradengleichung\s+durch|(?:die\s+)?Gleichung\s+der\s+Geraden\s+durch`,
        'the equation of the line through',
      ],
      [String.raw`(?:die\s+)?Steigung\s+der\s+Geraden\s+durch`, 'the slope of the line through'],
      [String.raw`(?:die\s+)?Steigung\s+zwischen`, 'the slope between'],
      [
        String.raw`(?:die\s+)?(?:(?:quadratische|lineare|kubische|biquadratische)\s+)?(?:Gleichung|Ungleichung)`,
        'the equation',
      ],
      [String.raw`(?:den\s+)?Graphen\s+von|(?:der\s+)?Graph\s+von`, 'the graph of'],
      [String.raw`(?:im\s+)?Intervall|(?:im|in|auf)(?=\s*[[(])`, 'in'],
      [String.raw`(?:das\s+)?(?:Gleichungssystem|System)`, 'the system'],
      [String.raw`(?:den\s+)?(?:Term|Ausdruck)`, 'the expression'],
      ['vollst(?:ä|ae|a)ndig', 'completely'],
      findIf('wenn|falls'),
      [String.raw`(?:den\s+)?Wert\s+von`, 'the value of'],
      [String.raw`(?:den\s+)?Bruch`, 'the fraction'],
      [
        String.raw`(?:den\s+|der\s+|die\s+)?(?:Definitionsbereich|Definitionsmenge)\s+von`,
        'the domain of',
      ],
      [String.raw`(?:die\s+)?H(?:ä|ae)lfte\s+von`, 'half of'],
      [String.raw`(?:das\s+)?Doppelte\s+von`, 'twice'],
      [String.raw`(?:die\s+)?Nullstellen\s+von`, 'the zeros of'],
      [String.raw`(?:die\s+)?L(?:ö|oe)sungen\s+von`, 'the solutions of'],
      [String.raw`Fakult(?:ä|ae)t\s+von`, 'factorial of'],
      articleAfterRequest('der|die|das|den'),
      [String.raw`(?:die\s+)?(?:dritte\s+Wurzel|Kubikwurzel)\s+(?:aus|von)`, 'the cube root of'],
      [String.raw`(?:die\s+)?(?:Quadrat)?wurzel\s+(?:aus|von)`, 'the square root of'],
      [
        String.raw`quadratische\s+Erg(?:ä|ae|a)nzung(?:\s+(?:von|f(?:ü|ue)r))?`,
        'complete the square',
      ],
      [String.raw`(?:die\s+)?Determinante`, 'determinant'],
      [String.raw`(?:die\s+)?(?:Inverse|inverse\s+Matrix)\s+(?:von|zu)`, 'the inverse of'],
      [String.raw`(?:die\s+)?(?:Transponierte|transponierte\s+Matrix)\s+von`, 'the transpose of'],
      [
        String.raw`(?:der\s+|den\s+)?Logarithmus\s+(?:von\s+)?(\S+)\s+zur\s+Basis\s+(\S+)`,
        'log base $2 of $1',
      ],
      [String.raw`(?:der\s+|den\s+)?nat(?:ü|ue|u)rliche[nr]?\s+Logarithmus`, 'natural logarithm'],
      [String.raw`(?:der\s+|den\s+)?(?:dekadische[nr]?\s+)?Logarithmus`, 'logarithm'],
      [String.raw`zur\s+Basis`, 'base'],
      // Operator words: "x hoch 2 minus 4 gleich 0", "x zum Quadrat", "12 durch 4", "3 mal 4".
      [String.raw`zum\s+Quadrat|quadriert`, 'squared'],
      ['hoch', 'to the power of'],
      [String.raw`(?:ist\s+)?mindestens`, 'is at least'],
      // mal between two operands ("3 mal 4"); after a request it only softens it ("löse mal …").
      betweenOperands('mal', 'times'),
      [String.raw`(?<=(?:solve|simplify|factor|calculate|find|expand)\s+)mal`, ''],
      [String.raw`multipliziert\s+mit`, 'multiplied by'],
      [String.raw`(?:geteilt|dividiert)\s+durch`, 'divided by'],
      betweenOperands('durch', 'divided by'),
      [
        String.raw`(?:ist\s+)?gr(?:ö|oe)(?:ß|ss)er\s+(?:als\s+)?oder\s+gleich`,
        'is greater than or equal to',
      ],
      [String.raw`(?:ist\s+)?kleiner\s+(?:als\s+)?oder\s+gleich`, 'is less than or equal to'],
      [String.raw`(?:ist\s+)?gr(?:ö|oe)(?:ß|ss)er\s+als`, 'is greater than'],
      [String.raw`(?:ist\s+)?kleiner\s+als`, 'is less than'],
      [String.raw`(?:ist\s+)?gleich`, 'equals'],
      ['f(?:ü|ue)r', 'for'],
      ['und', 'and'],
      ['oder', 'or'],
    ],
    of: 'von',
  }))();
