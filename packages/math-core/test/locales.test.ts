/**
 * The translations of the solver's words (src/locales) against the English catalogue, the tables
 * the solver's registry merges (`mergedNotes` of the common notes and every kind's): each language
 * has every form, reason and term English has and no other, and each template names the same
 * parameters. A placeholder that names a term table ({rank:rank}) may name another table of the
 * language's own that has a term for every key of the English one ({rank:rankOne}, "un as" beside
 * "una reina"), since a language may need the article or the gender the English table leaves out.
 */
import { describe, expect, it } from 'vitest';
import { solve, stepWords } from '../src/index';
import { germanNotes } from '../src/locales/de';
import { spanishNotes } from '../src/locales/es';
import { frenchNotes } from '../src/locales/fr';
import { portugueseNotes } from '../src/locales/pt';
import {
  type AnswerId,
  ANSWER_WORDS as COMMON_ANSWERS,
  ENGLISH_ANSWERS,
} from '../src/math/catalogue/answers';
import { FUNCTION_NAMES } from '../src/math/names';
import { mergedNotes, type Notes } from '../src/math/rules';
import { englishSpeech } from '../src/math/toSpeech';
import { everyNotes, KINDS } from '../src/solve/kinds';
import { COMPLETED_SQUARE_ANSWERS } from '../src/solve/kinds/completed-square/answers';
import { DOMAIN_ANSWERS } from '../src/solve/kinds/domain/answers';
import { FACTOR_ANSWERS } from '../src/solve/kinds/factor/answers';
import { GRAPH_ANSWERS } from '../src/solve/kinds/graph/answers';
import { INTEGRAL_ANSWERS } from '../src/solve/kinds/integral/answers';
import { LIMIT_ANSWERS } from '../src/solve/kinds/limit/answers';
import { MATRIX_ANSWERS } from '../src/solve/kinds/matrix/answers';
import { POINTS_ANSWERS } from '../src/solve/kinds/points/answers';
import { SEQUENCE_ANSWERS } from '../src/solve/kinds/sequence/answers';
import { STATIONARY_ANSWERS } from '../src/solve/kinds/stationary/answers';
import { STATISTICS_ANSWERS } from '../src/solve/kinds/statistics/answers';
import { TRIG_IDENTITY_ANSWERS } from '../src/solve/kinds/trig-identity/answers';
import { TRIGONOMETRY_ANSWERS } from '../src/solve/kinds/trigonometry/answers';
import { unitConversionAnswers } from '../src/solve/kinds/unit-conversion/answers';
import { RESTRICTED_ANSWERS } from '../src/solve/restricted';
import { de } from '../src/solve/write/de';
import { es } from '../src/solve/write/es';
import { fr } from '../src/solve/write/fr';
import { pt } from '../src/solve/write/pt';
import type { WritingLanguage } from '../src/solve/written';

const ENGLISH = mergedNotes(everyNotes());

const LANGUAGES: readonly (readonly [string, Notes])[] = [
  ['es', spanishNotes],
  ['fr', frenchNotes],
  ['de', germanNotes],
  ['pt', portugueseNotes],
];

/** Every string of a table of notes by a key that names where it is: forms.sides.subtract, reasons.sides.why, terms.rank.13. */
const strings = (notes: Notes): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [rule, forms] of Object.entries(notes.forms))
    for (const [form, text] of Object.entries(forms ?? {})) out.set(`forms.${rule}.${form}`, text);
  for (const [rule, said] of Object.entries(notes.reasons)) {
    const [name, why] = said ?? ['', ''];
    out.set(`reasons.${rule}.name`, name);
    out.set(`reasons.${rule}.why`, why);
  }
  for (const [table, terms] of Object.entries(notes.terms ?? {}))
    for (const [key, text] of Object.entries(terms)) out.set(`terms.${table}.${key}`, text);
  return out;
};

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** The parameters a template names, each with the term table it names ('' for none), sorted by name. */
const placeholders = (text: string): (readonly [string, string])[] =>
  [...new Map([...text.matchAll(PLACEHOLDER)].map((m) => [m[1] ?? '', m[2] ?? ''] as const))].sort(
    ([a], [b]) => a.localeCompare(b),
  );

/** The parameters a template names, sorted. */
const names = (text: string): string =>
  placeholders(text)
    .map(([name]) => name)
    .join();

/** The braces a template has outside its placeholders: a typo such as "{unknown" leaves one. */
const strayBraces = (text: string): string => text.replace(PLACEHOLDER, '').replace(/[^{}]/g, '');

describe('the translations of the solver’s words', () => {
  const english = strings(ENGLISH);

  it('are measured against the whole English catalogue', () => {
    expect(english.size).toBeGreaterThan(1400);
    expect(Object.keys(ENGLISH.terms ?? {})).toContain('pickOne');
  });

  for (const [lang, notes] of LANGUAGES) {
    const own = strings(notes);

    it(`${lang}: has every key of the English catalogue and no other`, () => {
      expect([...english.keys()].filter((k) => !own.has(k))).toEqual([]);
      expect([...own.keys()].filter((k) => !english.has(k))).toEqual([]);
    });

    it(`${lang}: names the same parameters as English in every template`, () => {
      const differ: string[] = [];
      for (const [key, text] of own) {
        const en = english.get(key) ?? '';
        if (names(text) !== names(en)) differ.push(`${key}: ${text}`);
        if (strayBraces(text) !== strayBraces(en)) differ.push(`${key} (braces): ${text}`);
      }
      expect(differ).toEqual([]);
    });

    it(`${lang}: names a term table only where English does, with a term for each of its keys`, () => {
      const wrong: string[] = [];
      for (const [key, text] of own) {
        const tableOf = new Map(placeholders(english.get(key) ?? ''));
        for (const [name, table] of placeholders(text)) {
          const enTable = tableOf.get(name) ?? '';
          if ((table === '') !== (enTable === '')) wrong.push(`${key}: {${name}:${table}}`);
          if (table === '' || enTable === '') continue;
          const terms = notes.terms?.[table] ?? {};
          const needed = Object.keys(ENGLISH.terms?.[enTable] ?? {});
          const missing = needed.filter((k) => terms[k] === undefined && terms.other === undefined);
          if (missing.length > 0) wrong.push(`${key}: ${table} lacks ${missing.join()}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`${lang}: leaves a rule's name empty exactly where English does, and no note empty`, () => {
      const wrong = [...own].filter(([key, text]) => (text === '') !== (english.get(key) === ''));
      expect(wrong).toEqual([]);
    });

    it(`${lang}: is written in its language, not copied from English`, () => {
      const worded = [...english].filter(([, text]) => /[a-z]{4,}/.test(text));
      const copied = worded.filter(([key, text]) => own.get(key) === text).map(([key]) => key);
      // Words that are the same in both languages (a rule named "Argument", a term "Median").
      expect(copied.length, copied.join('\n')).toBeLessThan(worded.length / 50);
    });
  }
});

/** Problems whose steps the tests below render in every language: each kind's example, and two typed ones. */
const PROBLEMS = ['2x+3=7', 'x^2-5x+6=0', ...KINDS.map((k) => k.example)];

/** The steps of a problem `solve` answers. */
const stepsOf = (problem: string) => {
  const solved = solve(problem);
  if (!solved.ok) throw new Error(`solve refused ${problem}`);
  return solved.value.steps;
};

/** A step's note in these notes. */
const noteIn = (notes: Notes) => (step: Parameters<typeof stepWords>[0]) => {
  const words = stepWords(step, notes);
  if (!words.ok) throw new Error(`no words for ${step.ruleId} ${step.form ?? ''}`);
  return words.value.note;
};

describe('the steps of solve, rendered in another language (stepWords)', () => {
  const EXPECTED: Record<string, { linear: string[]; quadratic: string[] }> = {
    es: {
      linear: ['Resta 3 en ambos miembros', 'Divide ambos miembros entre 2'],
      quadratic: [
        'El discriminante b² − 4ac es un cuadrado perfecto, así que el polinomio de segundo grado se factoriza',
        'Dos números cuyo producto es 6 y cuya suma es −5: −2 y −3',
        'Un producto es 0 cuando uno de sus factores es 0',
        'Resuelve cada ecuación',
      ],
    },
    fr: {
      linear: ['Soustrayez 3 des deux membres', 'Divisez les deux membres par 2'],
      quadratic: [
        'Le discriminant b² − 4ac est un carré parfait, donc le trinôme se factorise',
        'Deux nombres dont le produit vaut 6 et la somme −5\u00a0: −2 et −3',
        'Un produit est nul lorsque l’un de ses facteurs est nul',
        'Résolvez chaque équation',
      ],
    },
    de: {
      linear: ['Subtrahiere 3 auf beiden Seiten', 'Dividiere beide Seiten durch 2'],
      quadratic: [
        'Die Diskriminante b² − 4ac ist eine Quadratzahl, also lässt sich der quadratische Term faktorisieren',
        'Zwei Zahlen mit dem Produkt 6 und der Summe −5: −2 und −3',
        'Ein Produkt ist 0, wenn einer seiner Faktoren 0 ist',
        'Löse jede Gleichung',
      ],
    },
    pt: {
      linear: ['Subtraia 3 de ambos os membros', 'Divida ambos os membros por 2'],
      quadratic: [
        'O discriminante b² − 4ac é um quadrado perfeito, então o trinômio do segundo grau se fatora',
        'Dois números cujo produto é 6 e cuja soma é −5: −2 e −3',
        'Um produto é 0 quando um de seus fatores é 0',
        'Resolva cada equação',
      ],
    },
  };

  for (const [lang, notes] of LANGUAGES) {
    it(`${lang}: solving 2x+3=7 and x^2-5x+6=0 reads as a teacher writes it`, () => {
      expect(stepsOf('2x+3=7').map(noteIn(notes))).toEqual(EXPECTED[lang]?.linear);
      expect(stepsOf('x^2-5x+6=0').map(noteIn(notes))).toEqual(EXPECTED[lang]?.quadratic);
    });

    it(`${lang}: every step of each kind's example has its words, none of them English`, () => {
      const english: string[] = [];
      for (const problem of PROBLEMS)
        for (const step of stepsOf(problem)) {
          const words = stepWords(step, notes);
          expect(words.ok, `${problem}: ${step.ruleId} ${step.form ?? ''}`).toBe(true);
          if (!words.ok) continue;
          const { note, rule, why } = words.value;
          expect(note && rule && why, `${problem}: ${step.ruleId}`).toBeTruthy();
          // A note its kind wrote itself stays as written; every other note is this language's.
          if (
            typeof step.params?.custom !== 'string' &&
            note === step.note &&
            /[a-z]{4,}/.test(note)
          )
            english.push(`${problem}: ${note}`);
        }
      expect(english).toEqual([]);
    });
  }
});

/** Every English answer in words: the common ones and each kind's own. */
const ANSWER_WORDS: Readonly<Record<string, string>> = {
  ...COMMON_ANSWERS,
  ...GRAPH_ANSWERS,
  ...COMPLETED_SQUARE_ANSWERS,
  ...STATISTICS_ANSWERS,
  ...SEQUENCE_ANSWERS,
  ...MATRIX_ANSWERS,
  ...POINTS_ANSWERS,
  ...FACTOR_ANSWERS,
  ...TRIG_IDENTITY_ANSWERS,
  ...TRIGONOMETRY_ANSWERS,
  ...DOMAIN_ANSWERS,
  ...STATIONARY_ANSWERS,
  ...LIMIT_ANSWERS,
  ...INTEGRAL_ANSWERS,
  ...RESTRICTED_ANSWERS,
  ...unitConversionAnswers(),
};

/** Each language that writes, with its table of answers in words. */
const WRITERS = [
  ['es', es],
  ['fr', fr],
  ['de', de],
  ['pt', pt],
] as const;

/** The {names} of an answer's template, sorted. */
const answerNames = (template: string): string =>
  [...template.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

/** Problems whose answers are given in words, one or more for each id of the English table. */
const WORDED = [
  '(x-1)/(x-1) <= 0',
  '1/(x^2+1) > 0',
  '0x = 0',
  '((x − 1)(x + 1))/(x − 1) = x + 1',
  'x^2 + 1 = 0',
  '2x^3 = 54',
  'x^4 = 16',
  'd/dx ln(ln(x))',
  'x + 2y = 3; 2x + 4y = 6',
  'log_2(5) + 1',
  'graph e^x - 1',
  '2x + 1 = 7 for 0 < x < 2',
  '1.005 to 2 decimal places',
  '2x = 5 to the nearest whole number',
  '2sin(x) = 1',
  'sin x = −1/2 (answer in radians)',
  '(1-cos^2(x))/sin(x)',
  'prove sin(2x)=2sin(x)cos(x)',
  'prove (1-cos^2(x))/sin(x) = tan(x)cos(x)',
  'verify tan(x) = sin(x) in degrees',
  'prove that sin(2x) = 2sin(x)',
  'v = u + at for t',
  'graph y = 2x + 3',
  'graph y = 5',
  'graph x^2 - 1',
  'graph x^3-3x',
  'y = (2x + 1)/(x − 1)',
  'y = (x^2-1)/(x-1)',
  'y=(x^2+1)/(x-1)',
  'y=(2x^2+1)/(x^2-4)',
  'x² + y² = 25',
  'graph y=x^2 and y=2x+1',
  'graph y = x^2 + 1 and y = x - 1',
  'graph y = |x|, y = x',
  'Complete the square for x^2 + 6x + 2',
  'axis of symmetry of f(x) = -x^2+2x+5',
  'the vertex of the parabola y = -x^2 + 2x + 5',
  'find the vertex of y = x^2-4x+1',
  'factor x+1',
  'mode of 1, 2, 3',
  'sum to infinity of 1, -2, 4',
  '[[1,2,3],[4,5,6],[7,8,9]]^-1',
  'gradient of (1, 2) and (1, 5)',
  'find the domain of 1/(x^2 - 4)',
  'domain of x^2 + 1',
  'range of 1/(x-2)',
  'stationary points of y = x^3 - 3x',
  'where is f(x) = x^3 - 3x increasing',
  'intervals where f(x) = x^2 - 4x is decreasing',
  'critical points of f(x) = x^3 + x',
  'stationary points of y = x^3',
  'lim x->3 (x-3)/|x-3|',
  'limit of sin(1/x) as x->0',
  'limit of cos(x) as x->infinity',
  'limit of ln(x) as x->0',
  'limit of ln(-x) as x->0',
  'variance of 3,7,8,10',
  '5 miles to km',
  '1 inch to cm',
  'convert 100 °F to celsius',
  '-37.5 °C to °F',
  'where is f(x) = -x^3 - x increasing',
  'domain of sqrt(-x^2-1)',
  'simplify (x^2 + 6x + 9)/(x^2 + x - 6)',
  'inverse of f(x) = sqrt(x - 1)',
  '∫_0^1 1/x dx',
];

/** The words of a text, three letters or more, lower case. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

describe('the answers given in words', () => {
  for (const [code, language] of WRITERS) {
    it(`${code}: has every id of the English table and no other, each with the same {names}`, () => {
      const theirs = language.writing.answers.words;
      expect(Object.keys(theirs).sort()).toEqual(Object.keys(ANSWER_WORDS).sort());
      for (const [id, english] of Object.entries(ANSWER_WORDS))
        expect([id, answerNames(theirs[id as AnswerId])]).toEqual([id, answerNames(english)]);
    });

    it(`${code}: renders each answer in words from its data with no English word left`, () => {
      // The words of the English answers that the language's own table of answers does not have.
      const table = language.writing.answers;
      const own = new Set([...Object.values(table.words), table.and].flatMap(wordsOf));
      const english = new Set(
        [...Object.values(ANSWER_WORDS), ENGLISH_ANSWERS.and]
          .flatMap(wordsOf)
          .filter((w) => !own.has(w)),
      );
      const left: string[] = [];
      for (const problem of WORDED) {
        const inEnglish = solve(problem);
        const said = solve(problem, { language });
        if (!inEnglish.ok || !said.ok) {
          left.push(`${problem}: not answered`);
          continue;
        }
        expect(said.value.answerWords, problem).toEqual(inEnglish.value.answerWords);
        expect(said.value.answerTree).toEqual({ type: 'text', value: said.value.answer });
        if (wordsOf(said.value.answer).some((w) => english.has(w)))
          left.push(`${problem}: ${said.value.answer}`);
      }
      expect(left).toEqual([]);
    });
  }

  it('are tried here for every id of the English table but a few rarer ones', () => {
    const used = new Set<string>();
    const collect = (p: unknown): void => {
      if (typeof p !== 'object' || p === null) return;
      if ('id' in p && typeof p.id === 'string') used.add(p.id);
      for (const v of Object.values(p)) collect(v);
    };
    for (const problem of WORDED) {
      const r = solve(problem);
      if (r.ok) collect(r.value.answerWords);
    }
    // An amount of each of the converter's units is an id of its own (miles:one, miles:many);
    // the three conversions above try a few, and the table test above checks them all.
    const unused = Object.keys(ANSWER_WORDS).filter((id) => !used.has(id) && !id.includes(':'));
    expect(unused.sort()).toEqual(
      [
        'ellipse',
        'holeAt',
        'holes',
        'intersection',
        'intersections',
        'onePlace',
        'sameCurve',
        'sameCurveExcept',
        'sameForMeet',
        'semiAxis',
        'turningPoint',
        'forStretch',
      ].sort(),
    );
  });
});

/** The words each language's formulas are read aloud in (its notation's `speech`). */
describe('the spoken form of formulas', () => {
  it('has every English phrase and function name in each language, none copied from English', () => {
    const english = englishSpeech();
    // The phrases a language says as English does.
    const SAME: [WritingLanguage, string[]][] = [
      [es, ['factorial']],
      [fr, ['plus', 'prime']],
      [de, ['plus', 'minus']],
      [pt, []],
    ];
    for (const [language, same] of SAME) {
      const words = language.writing.notation.speech;
      expect(words).toBeDefined();
      if (!words) continue;
      expect(Object.keys(words.phrases).sort()).toEqual(Object.keys(english.phrases).sort());
      expect(Object.values(words.phrases).filter((w) => w.trim() === '')).toEqual([]);
      expect(Object.entries(words.phrases).filter(([en, w]) => en === w)).toEqual(
        same.map((w) => [w, w]),
      );
      // Every function the parser reads that is not a root, a log, a limit or a trigonometric
      // function (those are read by their own phrases) has its name in the language.
      const named = FUNCTION_NAMES.filter(
        (f) => !/^(sqrt|cbrt|root|lim|log|ln|a?(sin|cos|tan)h?|arc\w+|cot|sec|csc)$/.test(f),
      );
      expect(
        [...Object.keys(english.functions), ...named].filter((f) => !words.functions[f]),
      ).toEqual([]);
    }
  });
});
