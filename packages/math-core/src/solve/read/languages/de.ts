/**
 * German: decimal comma, thousands grouped by `.`, `:` for division, lg for log₁₀ (the solver's
 * log), and the words that ask.
 */
import { defineLanguage, type Language } from './language';

/**
 * German as the solver reads it: `löse 2x + 3 = 7`, `lg(100)`, `12 : 4`, `1.000.000 + 1`,
 * `Ableitung von x^2`, `Grenzwert von sin(x)/x für x gegen 0`.
 */
export const german: Language = /* @__PURE__ */ (() =>
  defineLanguage({
    id: 'de',
    groups: '.',
    requests:
      'löse lösen vereinfache faktorisiere berechne bestimme ableitung integral grenzwert zeichne',
    colonDivides: true,
    functions: [
      ['ggT', 'gcd'],
      ['kgV', 'lcm'],
      ['lg', 'log'],
    ],
    words: [
      ['l(?:ö|oe)s(?:e|en|t)', 'solve'],
      ['vereinfach(?:e|en|t)', 'simplify'],
      ['faktorisier(?:e|en|t)', 'factor'],
      [String.raw`multiplizier(?:e|en)\s+(\S.*?)\s+aus(?=\s*[.!]?\s*$)`, 'expand $1'],
      [String.raw`multiplizier(?:e|en)\s+aus|ausmultiplizieren|expandier(?:e|en)`, 'expand'],
      ['berechn(?:e|en)', 'calculate'],
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
      [String.raw`(?:die\s+)?(?:Gleichung|Ungleichung)`, 'the equation'],
      [String.raw`(?:das\s+)?(?:Gleichungssystem|System)`, 'the system'],
      [String.raw`(?:den\s+)?(?:Term|Ausdruck)`, 'the expression'],
      ['vollst(?:ä|ae|a)ndig', 'completely'],
      ['f(?:ü|ue)r', 'for'],
      ['und', 'and'],
      ['oder', 'or'],
    ],
    of: 'von',
  }))();
