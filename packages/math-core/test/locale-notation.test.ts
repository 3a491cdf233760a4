// The Spanish and Portuguese steps write trigonometric functions in the language's school notation
// (locales/es/NOTATION.md, locales/pt/NOTATION.md) in the formulas of their words too, as the
// answers' maths already does: sen, tg, cotg, cosec (es) or cossec (pt), arcsen, arctg, never
// sin, tan, cot, csc, the identities the steps name included (formulas built as trees). Each
// step's note, rule and why are read.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/_lib/testing';
import { solve } from '../src/solve/solve';
import { es } from '../src/solve/write/es';
import { pt } from '../src/solve/write/pt';
import type { WritingLanguage } from '../src/solve/written';

const words = (text: string, language?: WritingLanguage): string[] =>
  unwrap(solve(text, language ? { language } : {})).steps.flatMap((s) => [
    s.note,
    s.rule ?? '',
    s.why ?? '',
  ]);

/** A problem, and a formula its Spanish and its Portuguese steps write. */
const PROBLEMS: [string, string, string][] = [
  ['derivative of sin(3x)', 'd/dx sen(u) = cos(u)', 'd/dx sen(u) = cos(u)'],
  ['derivative of cos(x^2)', 'd/dx cos(u) = −sen(u)', 'd/dx cos(u) = −sen(u)'],
  ['derivative of tan(2x)', 'd/dx tg(u) = 1/cos²(u)', 'd/dx tg(u) = 1/cos²(u)'],
  ['integral of sin(x)', '∫sen(x) dx = −cos(x) + C', '∫sen(x) dx = −cos(x) + C'],
  ['integral of cos(x)', '∫cos(x) dx = sen(x) + C', '∫cos(x) dx = sen(x) + C'],
  ['integral of tan(x)', '∫tg(x) dx = −ln|cos(x)| + C', '∫tg(x) dx = −ln|cos(x)| + C'],
  ['integral of sec(x)^2', '∫1/cos²(x) dx = tg(x) + C', '∫1/cos²(x) dx = tg(x) + C'],
  [
    'integral of csc(x)^2',
    '∫cosec²(x) dx = ∫1/sen²(x) dx = −cotg(x) + C',
    '∫cossec²(x) dx = ∫1/sen²(x) dx = −cotg(x) + C',
  ],
  ['integral of sin(x)^2', 'sen²u = (1 − cos 2u)/2', 'sen²u = (1 − cos 2u)/2'],
  ['solve sqrt(3)sin(x)+cos(x)=1', 'R sen(θ + α) = R cos α sen θ', 'R sen(θ + α) = R cos α sen θ'],
  [
    'solve csc(x)=1/2',
    'cosec(x) = 1/sen(x) y sen está entre −1 y 1',
    'cossec(x) = 1/sen(x) e sen está entre −1 e 1',
  ],
  ['solve sin(x)^2+sin(x)=0', '(cos θ, sen θ)', '(cos θ, sen θ)'],
  ['solve tan(x)=3', 'sen y cos se repiten', 'sen e cos se repetem'],
  ['solve tan(x)=tan(2x)', 'tg toma el mismo valor', 'tg tem o mesmo valor'],
  ['solve sin(x)=cos(x)', 'sen(x)/cos(x) = tg(x)', 'sen(x)/cos(x) = tg(x)'],
  ['solve sin(2x)=sin(x)', 'sen(2x) = 2sen(x)cos(x)', 'sen(2x) = 2sen(x)cos(x)'],
  [
    'solve tan(x)+cot(x)=2',
    'tg(x) = sen(x)/cos(x); cotg(x) = cos(x)/sen(x)',
    'cotg(x) = cos(x)/sen(x)',
  ],
  ['solve 2cos(x)^2+3sin(x)=3', 'cos(x)² = 1 − sen(x)²', 'cos(x)² = 1 − sen(x)²'],
  ['simplify tan(x)cos(x)', 'tg(x) = sen(x)/cos(x)', 'tg(x) = sen(x)/cos(x)'],
  ['simplify 2sin(x)cos(x)', '2sen(x)cos(x) = sen(2x)', '2sen(x)cos(x) = sen(2x)'],
  ['simplify 1/sin(x)', '1/sen(x) = cosec(x)', '1/sen(x) = cossec(x)'],
  ['prove sin^2(x)+cos^2(x)=1', 'sen(x)² + cos(x)² = 1', 'sen(x)² + cos(x)² = 1'],
  ['polar form of 1+i', 'r(cos θ + i sen θ)', 'r(cos θ + i sen θ)'],
  ['solve z^3=1', 'rⁿ(cos nθ + i sen nθ)', 'rⁿ(cos nθ + i sen nθ)'],
];

// An English name used as a function: before its argument, a power or a bracket, or named in a
// formula sentence (sin y cos, sin está entre, tan cada media vuelta). The Spanish words sin
// (without) and tan (so) are not matched.
const ENGLISH =
  /(?<![\p{L}])(sin|tan|cot|csc|arcsin|arctan)(?=\s*[(²^θα{\d]|\s+[a-zθα]\s*[/=),]|\s+(y|e|está|toma|tem|assume|se|cada|a cada|su|sua|no|não)(?!\p{L}))/u;
// Portuguese has no word sin, tan, cot or csc: none is left at all.
const ENGLISH_ANYWHERE = /(?<![\p{L}])(sin|tan|cot|csc|arcsin|arctan)(?![\p{L}])/u;

describe.each([
  ['es', es, 0],
  ['pt', pt, 1],
] as const)('%s', (_, language, column) => {
  it.each(PROBLEMS)('%s writes its formulas in the language’s notation', (text, ...formulas) => {
    const all = words(text, language);
    expect(all.filter((w) => ENGLISH.test(w))).toEqual([]);
    if (language === pt) expect(all.filter((w) => ENGLISH_ANYWHERE.test(w))).toEqual([]);
    expect(all.join('\n')).toContain(formulas[column]);
  });
});

it('English keeps sin, tan, cot and csc', () => {
  expect(words('solve csc(x)=1/2').join('\n')).toContain(
    'csc(x) = 1/sin(x) and sin is between −1 and 1',
  );
});

it('a refusal names the function it cannot differentiate or integrate in the language', () => {
  const refusal = (text: string, language: WritingLanguage) => {
    const r = solve(text, { language });
    return r.ok ? '' : r.error.message;
  };
  expect(refusal('derivada de arctan(x)', es)).toMatch(/^No se admite arctg\(x\) en derivadas/);
  expect(refusal('integral de arcsin(x)', pt)).toMatch(/^arcsen\(x\) não é suportado em integrais/);
});
