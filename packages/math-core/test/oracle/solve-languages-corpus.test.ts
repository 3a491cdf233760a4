// The SymPy-checked corpus typed in Spanish, French, German and Portuguese notation gives the
// answers it gives in English (whose answers solve-sympy-sample.test.ts and test/corpus/ check
// against SymPy). Every problem of the corpus is rewritten mechanically into each language:
// decimal commas, `;` between items, thousands grouped as the language groups them, sen and tg
// (es, pt), lg (de), `:` for ÷ (de, fr), and the request words (resuelve, löse, dérivée de …).
// English left in a problem (words the rewriting does not know) must still read. The corpus typed
// in English with each language given answers as in English too. No SymPy is asked here: the
// answers compared are the English ones.
import { describe, expect, it } from 'vitest';
import { french, german, type Language, portuguese, spanish } from '../../src/solve/read/languages';
import { type SolveAnswer, solve } from '../../src/solve/solve';
import { generateSympyCorpus } from '../solve-sympy-corpus';

/** How a language writes a problem, for the rewriting: each rule is one plain substitution. */
interface Notation {
  language: Language;
  /** The character grouping thousands, and how many digits a number needs to be grouped. */
  group: string;
  groupFrom: number;
  /** English function names as the language's: [English, the language's]. */
  functions: [RegExp, string][];
  colon: boolean;
  /** Request words at the start or before a number: [English, the language's]. */
  words: [RegExp, string][];
}

const requests = (
  solve: string,
  simplify: string,
  factor: string,
  expand: string,
  calculate: string,
  derivative: string,
  second: string,
  integral: string,
  of: string,
): [RegExp, string][] => [
  [/^solve:?\s+/i, `${solve} `],
  [/^simplify:?\s+/i, `${simplify} `],
  [/^factor\s+(?!completely)/i, `${factor} `],
  [/^expand\s+/i, `${expand} `],
  [/^calculate\s+/i, `${calculate} `],
  [/^second derivative of\s+/i, `${second} `],
  [/^derivative of\s+/i, `${derivative} `],
  [/^integral of\s+/i, `${integral} `],
  [/%\s+of\s+(?=\d)/g, `% ${of} `],
];

const SINE_TANGENT: [RegExp, string][] = [
  [/(?<![a-z])sin(?![a-z])/g, 'sen'],
  [/(?<![a-z])tan(?![a-z])/g, 'tg'],
];

const NOTATIONS: Notation[] = [
  {
    language: spanish,
    group: '.',
    groupFrom: 7,
    functions: SINE_TANGENT,
    colon: false,
    words: requests(
      'resuelve',
      'simplifica',
      'factoriza',
      'desarrolla',
      'calcula',
      'derivada de',
      'segunda derivada de',
      'integral de',
      'de',
    ),
  },
  {
    language: french,
    group: ' ',
    groupFrom: 4,
    functions: [],
    colon: true,
    words: requests(
      'résoudre',
      'simplifier',
      'factoriser',
      'développer',
      'calculer',
      'dérivée de',
      'dérivée seconde de',
      'intégrale de',
      'de',
    ),
  },
  {
    language: german,
    group: '.',
    groupFrom: 7,
    functions: [[/(?<![a-z])log(?=\()/g, 'lg']],
    colon: true,
    words: requests(
      'löse',
      'vereinfache',
      'faktorisiere',
      'multipliziere aus',
      'berechne',
      'Ableitung von',
      'zweite Ableitung von',
      'Integral von',
      'von',
    ),
  },
  {
    language: portuguese,
    group: '.',
    groupFrom: 7,
    functions: SINE_TANGENT,
    colon: false,
    words: requests(
      'resolva',
      'simplifique',
      'fatore',
      'desenvolva',
      'calcule',
      'derivada de',
      'segunda derivada de',
      'integral de',
      'de',
    ),
  },
];

/** A whole number's digits grouped by threes from the right: 10000000 → 10.000.000. */
const grouped = (digits: string, group: string): string =>
  digits.replace(/\B(?=(?:\d{3})+$)/g, group);

/** An English corpus problem written in a language's notation. */
const rewrite = (text: string, n: Notation): string => {
  let out = text.replace(/,/g, ';');
  out = out.replace(/(?<![\d.])\d+(?:\.\d+)?(?![\d.])/g, (number) => {
    const [whole = '', fraction] = number.split('.');
    const digits = whole.length >= n.groupFrom ? grouped(whole, n.group) : whole;
    return fraction === undefined ? digits : `${digits},${fraction}`;
  });
  if (n.colon) out = out.replace(/÷/g, ':');
  for (const [english, local] of [...n.functions, ...n.words]) out = out.replace(english, local);
  return out;
};

/** What must match between two answers: refused or not, and the answer with its kind. */
const answerOf = (answer: SolveAnswer) =>
  answer.ok ? { kind: answer.value.kind, answer: answer.value.answer } : { refused: true };

// Each test below solves all 2,179 problems of the corpus; on a busy 2-core host one took over the
// default 60 s, so they get 4 minutes (a bound on a hang, not a speed target).
describe('the corpus typed in each language', { timeout: 240_000 }, () => {
  const problems = generateSympyCorpus();
  const english = problems.map((p) => answerOf(solve(p.text)));

  it('rewrites the problems: each language changes the notation of many of them', () => {
    for (const n of NOTATIONS) {
      const changed = problems.filter((p) => rewrite(p.text, n) !== p.text);
      expect(changed.length, n.language.id).toBeGreaterThan(problems.length / 4);
    }
    expect(rewrite('solve 2x + 1.5 = 3, x - y = 1', NOTATIONS[2] as Notation)).toBe(
      'löse 2x + 1,5 = 3; x - y = 1',
    );
    expect(rewrite('sin(x) = 0.5', NOTATIONS[0] as Notation)).toBe('sen(x) = 0,5');
    expect(rewrite('x^2 + 10000028x + 8 = 0', NOTATIONS[1] as Notation)).toBe(
      'x^2 + 10 000 028x + 8 = 0',
    );
  });

  for (const n of NOTATIONS)
    it(`gives the English answers in ${n.language.id} notation`, () => {
      const differ = problems
        .map((p, i) => {
          const typed = rewrite(p.text, n);
          return {
            english: p.text,
            typed,
            want: english[i],
            got: answerOf(solve(typed, { language: n.language })),
          };
        })
        .filter(({ want, got }) => JSON.stringify(want) !== JSON.stringify(got));
      expect(differ).toEqual([]);
      // Most of the sample is answered, so the comparison is of answers, not of refusals.
      expect(english.filter((a) => !('refused' in a)).length).toBeGreaterThan(
        problems.length * 0.9,
      );
    });

  for (const n of NOTATIONS)
    it(`gives the English answers to the corpus typed in English with ${n.language.id}`, () => {
      const differ = problems
        .map((p, i) => ({
          typed: p.text,
          want: english[i],
          got: answerOf(solve(p.text, { language: n.language })),
        }))
        .filter(({ want, got }) => JSON.stringify(want) !== JSON.stringify(got));
      expect(differ).toEqual([]);
    });
});
