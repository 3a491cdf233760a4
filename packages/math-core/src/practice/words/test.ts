import { describe, expect, it } from 'vitest';
import { seeds } from '../../../test/runs';
import { unwrap } from '../../_lib/testing';
import { germanPracticeWords } from '../../locales/de/practice';
import { spanishPracticeWords } from '../../locales/es/practice';
import { frenchPracticeWords } from '../../locales/fr/practice';
import { portuguesePracticeWords } from '../../locales/pt/practice';
import { eq, mul, num, text, variable } from '../../math/build';
import type { Notation } from '../../math/notation';
import { toMathML } from '../../math/toMathML';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import { de, germanPractice } from '../../solve/write/de';
import { es, spanishPractice } from '../../solve/write/es';
import { fr, frenchPractice } from '../../solve/write/fr';
import { portuguesePractice } from '../../solve/write/pt';
import type { WritingLanguage } from '../../solve/written';
import { checkAnswer } from '../checkAnswer';
import { generateProblem, type PracticeProblem } from '../generateProblem';
import { generateFromDefinition, generateSkillProblem } from '../generateSkillProblem';
import { listFromDefinitions, listSkills } from '../listSkills';
import { type Difficulty, draft, type Family } from '../problems/shared';
import { type SkillDefinition, skillById } from '../skills/catalogue';
import {
  ENGLISH_PRACTICE,
  type PracticeLanguage,
  type PracticeWordId,
  placeholders,
  say,
  sayFrom,
  typed,
  write,
  writeAround,
} from './index';

const TABLES = {
  es: spanishPracticeWords,
  fr: frenchPracticeWords,
  de: germanPracticeWords,
  pt: portuguesePracticeWords,
};
const LANGUAGES = [spanishPractice, frenchPractice, germanPractice, portuguesePractice];
/**
 * English words a translated sentence never holds: the words of algebra, of logarithms, of the
 * skills' own families, then of geometry (but for the words a language shares with English: angle,
 * triangle, rectangle, volume, radius, hypotenuse, cone, faces).
 */
const ENGLISH_WORDS =
  /\b(the|both|sides|and|from|with|solve|by|multiply|answer|first|then|give|smallest|simplify|factor into|terms?|numbers?|whole|collect|logarithms?|evaluate|powers?|exponents|rules?|given|write|rewrite|raised|means|condense|expand|rejected|undefined|undoes|put|here|formula|quadratic|reciprocal|brackets|gather|decimals|round|roots?|square|calculator|inside|what|there|work|key|read|how|units|wide|high|width|height|area|perimeter|circumference|circle|diameter|degrees|legs?|missing|each|other|right|box|sphere|cylinder|prism|parallelogram|trapezoid|quadrilateral|pentagon|polygon|straight|cross|next|complementary|supplementary|using|take|sizes|scale|splits|shared|equally|smaller|larger|third|sum|theorem)\b/i;
const IDS = Object.keys(ENGLISH_PRACTICE) as PracticeWordId[];

/** A number of five digits or more grouped in threes with points: 10.000, 1.234.567,5. */
const GROUPED = /(?<!\d\.?)(?:\d{1,3}(?:\.\d{3}){2,}|\d{2,3}\.\d{3})(?!\.?\d)/g;

/**
 * A problem written in a language is the English one in its words: its sentences hold no English
 * word, no unfilled {name} and no decimal point, its answer, maths and number of steps are the
 * English problem's; a word problem's maths is its sentence, in the language.
 */
const expectWrittenLike = (
  problem: PracticeProblem,
  english: PracticeProblem,
  sentences: readonly string[],
  where: string,
) => {
  for (const sentence of sentences) {
    expect(sentence, where).not.toMatch(ENGLISH_WORDS);
    expect(sentence, where).not.toMatch(/\{\w+\}/);
    // Spanish, German and Portuguese group a large number with points (10.000): a point left once
    // those are taken out is a decimal point.
    expect(sentence.replace(GROUPED, ''), where).not.toMatch(/\d\.\d/);
  }
  expect(problem.steps.join(' '), where).not.toMatch(/\d\.\d/);
  expect(problem.answer).toBe(english.answer);
  if (english.questionMath.type === 'text') {
    expect(english.questionMath.value).toBe(english.question);
    expect(problem.questionMath, where).toEqual({ type: 'text', value: problem.question });
    expect(problem.questionMathml, where).toContain(`<mtext>${problem.question}</mtext>`);
    expect(problem.questionWords, where).toBeUndefined();
  } else expect(problem.questionMath).toEqual(english.questionMath);
  expect(problem.question).not.toBe(english.question);
  expect(problem.steps).toHaveLength(english.steps.length);
};

/** The question is its words around its maths, written in the language's notation. */
const expectWordsAround = (problem: PracticeProblem, notation: Notation) => {
  const words = problem.questionWords;
  const maths = toText(problem.questionMath, notation);
  // Maths inside its sentence: the sentence is its words with the maths between them.
  if (words?.inline) return expect(`${words.before}${maths}${words.after}`).toBe(problem.question);
  const head = `${words?.before} ${maths}`;
  expect(words?.after ? [`${head}. ${words.after}`] : [head, `${head}.`]).toContain(
    problem.question,
  );
};

describe('practice words', () => {
  it('every language has every id, with the placeholders of the English sentence', () => {
    for (const [code, table] of Object.entries(TABLES)) {
      expect(Object.keys(table).sort(), code).toEqual([...IDS].sort());
      for (const id of IDS)
        expect(placeholders(table[id]), `${code} ${id}`).toEqual(
          placeholders(ENGLISH_PRACTICE[id]),
        );
    }
  });

  it.each(['algebra', 'logarithms', 'geometry'] as const)(
    'writes every %s problem in each language with no English word left',
    (category) => {
      for (const language of LANGUAGES)
        for (const difficulty of ['Easy', 'Medium', 'Hard'] as const)
          for (const seed of seeds(60)) {
            const english = unwrap(generateProblem(category, seed, { difficulty }));
            const problem = unwrap(generateProblem(category, seed, { difficulty, language }));
            const notes = problem.explanation.map((s) => s.note);
            expectWrittenLike(
              problem,
              english,
              [problem.question, problem.hint, ...notes],
              `${language.code} ${seed}`,
            );
            // The question's maths is its questionMath, written in the language's notation (a
            // question that gives values first writes each of them and then what it asks).
            const asked =
              problem.questionMath.type === 'list'
                ? problem.questionMath.items
                : [problem.questionMath];
            for (const maths of asked)
              expect(problem.question).toContain(toText(maths, language.notation));
          }
    },
  );

  it.each([
    'one-step-equations',
    'distributive-law',
    'variables-both-sides',
    'quadratics-factoring',
    'quadratic-formula',
    'evaluate-logarithms',
    'change-of-base',
    'log-rules',
    'log-equations',
    'exponential-equations',
    ...listSkills({ category: 'geometry' }).map((skill) => skill.id),
  ])('writes every problem of the %s skill in each language with no English word left', (skill) => {
    for (const language of LANGUAGES)
      for (const difficulty of ['Easy', 'Medium', 'Hard'] as const)
        for (const seed of seeds(60)) {
          const english = unwrap(generateSkillProblem(skill, seed, { difficulty }));
          const problem = unwrap(generateSkillProblem(skill, seed, { difficulty, language }));
          // The first hint is the family's nudge or, for a family with none, the skill's own.
          const hints = problem.hints.map((h) => h.text);
          const notes = problem.explanation.map((s) => s.note);
          expectWrittenLike(
            problem,
            english,
            [problem.question, ...hints, ...notes],
            `${language.code} ${seed}`,
          );
          expect(problem.hints).toHaveLength(english.hints.length);
          // The question's maths ends its sentence in every language (a question that gives values
          // first is shown whole), so its words around it are known.
          const { type } = problem.questionMath;
          if (type !== 'list' && type !== 'text') expectWordsAround(problem, language.notation);
        }
  });

  it("writes numbers and maths in the language's notation", () => {
    const problem = unwrap(
      generateProblem('algebra', 7, { difficulty: 'Hard', language: spanishPractice }),
    );
    expect(problem.question).toMatch(/^Resuelve la ecuación: /);
    expect(problem.steps.join(' ')).not.toMatch(/\d\.\d/);
  });

  it('groups the digits of a large number in a sentence as each language does, never in maths', () => {
    const said = sayFrom({ en: { reach: 'Reach {n}, not {math}.' } });
    const n = (value: number, language?: PracticeLanguage) =>
      write(said('reach', { n: value, math: typed('10000', num(10000)) }), language);
    const cases: [PracticeLanguage | undefined, string, string][] = [
      [undefined, '15,600', '-1,234,567.125'],
      [spanishPractice, '15.600', '-1.234.567,125'],
      [frenchPractice, '15\u202f600', '-1\u202f234\u202f567,125'],
      [germanPractice, '15.600', '-1.234.567,125'],
      [portuguesePractice, '15.600', '-1.234.567,125'],
    ];
    for (const [language, grouped, long] of cases) {
      const where = language?.code ?? 'en';
      expect(n(15600, language), where).toBe(`Reach ${grouped}, not 10000.`);
      expect(n(-1234567.125, language), where).toBe(`Reach ${long}, not 10000.`);
      // From five digits only: a four-digit number, and the digits after the mark, stay whole.
      expect(n(1200, language), where).toBe('Reach 1200, not 10000.');
      expect(n(0.000125, language), where).toMatch(/^Reach 0[.,]000125, not 10000\.$/);
    }
    // A sentence that groups one number groups its four-digit ones too, so they read alike.
    const both = sayFrom({ en: { invest: 'Put in {a} to reach {b}; 1990 is {c}.' } });
    const invest = (language?: PracticeLanguage) =>
      write(both('invest', { a: 3900, b: 15600, c: typed('1990', num(1990)) }), language);
    expect(invest()).toBe('Put in 3,900 to reach 15,600; 1990 is 1990.');
    expect(invest(frenchPractice)).toBe('Put in 3\u202f900 to reach 15\u202f600; 1990 is 1990.');
    expect(invest(germanPractice)).toBe('Put in 3.900 to reach 15.600; 1990 is 1990.');
    // A language whose notation does not say how it groups writes the digits as they are.
    const own: PracticeLanguage = {
      code: 'xx',
      words: ENGLISH_PRACTICE,
      notation: { decimal: ',', or: 'o' },
    };
    expect(n(15600.5, own)).toBe('Reach 15600,5, not 10000.');
    // A free skill's hint, in each language; its answer is the same in every one.
    const hints = ['en', ...LANGUAGES.map((l) => l.code)].map((code) => {
      const language = LANGUAGES.find((l) => l.code === code);
      const p = unwrap(
        generateSkillProblem('evaluate-logarithms', 28, { difficulty: 'Medium', language }),
      );
      return [p.hint.split(' ')[1], p.answer];
    });
    expect(hints).toEqual([
      ['10,000', '4/3'],
      ['10.000', '4/3'],
      ['10\u202f000', '4/3'],
      ['10.000', '4/3'],
      ['10.000', '4/3'],
    ]);
  });
});

describe('the free skills in a language', () => {
  it('are listed with their names and descriptions in it', () => {
    const spanish = listSkills({ category: 'algebra', language: spanishPractice });
    expect(spanish[0]).toMatchObject({
      id: 'one-step-equations',
      title: 'Ecuaciones de un paso',
      description: 'Resuelve x + a = c, ax = c y x/a = c con una sola operación inversa.',
    });
    const circles = listSkills({ language: germanPractice }).find((s) => s.id === 'circles');
    expect(circles?.description).toBe('Flächeninhalt und Umfang, mit π ≈ 3,14 und mit π selbst.');
    for (const language of LANGUAGES)
      for (const skill of listSkills({ language })) {
        expect(`${skill.title} ${skill.description}`, `${language.code} ${skill.id}`).not.toMatch(
          ENGLISH_WORDS,
        );
        expect(skill.description).not.toMatch(/\{\w+\}|\d\.\d/);
      }
  });

  it("give a family with no nudge of its own the skill's first hint in the language", () => {
    const options = { difficulty: 'Easy' } as const;
    const english = unwrap(generateSkillProblem('two-step-equations', 3, options));
    expect(english.hints[0]?.text).toBe('Two things are done to x: undo the last one first.');
    const spanish = unwrap(
      generateSkillProblem('two-step-equations', 3, { ...options, language: spanishPractice }),
    );
    expect(spanish.hints[0]?.text).toBe(
      'A x se le aplican dos operaciones: deshaz primero la última.',
    );
  });

  it("keep a skill-kit skill's English text", () => {
    const volume = skillById('volume');
    if (!volume) throw new Error('no volume skill');
    const kit = { ...volume, title: 'Boxes', description: 'Boxes and their volume.' };
    expect(listFromDefinitions([kit], { language: frenchPractice })[0]).toMatchObject({
      title: 'Boxes',
      description: 'Boxes and their volume.',
    });
  });
});

describe("a skill-kit skill's own words", () => {
  const WORDS = {
    en: {
      title: 'Doubling',
      about: 'Double a number.',
      ask: 'Work out: {expression}',
      twice: 'Twice {n} is {value}',
      nudge: 'Add the number to itself.',
      hint: 'Multiply {n} by 2.',
      formula: 'Doubling is multiplying by 2',
      double: 'double',
      mistake: 'Squaring instead of doubling.',
    },
    es: {
      title: 'El doble',
      about: 'Calcula el doble de un número.',
      ask: 'Calcula: {expression}',
      twice: 'El doble de {n} es {value}',
      hint: 'Multiplica {n} por 2.',
      formula: 'Doblar es multiplicar por 2',
      double: 'el doble',
      mistake: 'Elevar al cuadrado en vez de doblar.',
    },
  };
  const own = sayFrom(WORDS);
  const family: Family = (r) => {
    const n = r.int(2, 9) + 0.5;
    const expression = mul(num(2), num(n));
    return draft({
      question: own('ask', { expression: typed(`2*${n}`, expression) }),
      questionMath: expression,
      answer: `${2 * n}`,
      nudge: own('nudge'),
      hint: own('hint', { n }),
      steps: [[own('twice', { n, value: 2 * n }), eq(expression, num(2 * n))]],
    });
  };
  const doubling: SkillDefinition = {
    id: 'doubling',
    category: 'algebra',
    title: own('title'),
    description: own('about'),
    packs: ['numbers-pack'],
    nudge: own('nudge'),
    hintLevels: 3,
    levels: { Easy: [family], Medium: [family], Hard: [family] },
    formulas: [
      [own('formula'), eq(variable('d'), mul(num(2), variable('n')))],
      // A formula with words in it, written in the sheet's language.
      [own('formula'), (word) => eq(text(word(own('double'))), mul(num(2), variable('n')))],
    ],
    mistakes: [own('mistake')],
  };

  it('writes its problems in a language from its table, in that notation', () => {
    const english = unwrap(generateFromDefinition(doubling, 4));
    const spanish = unwrap(generateFromDefinition(doubling, 4, { language: spanishPractice }));
    const n = english.hints[1]?.text.match(/Multiply ([\d.]+) by 2/)?.[1] ?? '';
    expect(english.question).toBe(`Work out: 2*${n}`);
    expect(english.questionWords).toEqual({ before: 'Work out:', after: '' });
    const [comma, double] = [n, `${2 * Number(n)}`].map((v) => v.replace('.', ','));
    expect(spanish.question).toBe(`Calcula: 2 × ${comma}`);
    expect(spanish.questionWords).toEqual({ before: 'Calcula:', after: '' });
    expect(spanish.hints.map((h) => h.text)).toEqual([
      // No Spanish nudge: the English sentence stands in for it.
      'Add the number to itself.',
      `Multiplica ${comma} por 2.`,
      `El doble de ${comma} es ${double}: 2 × ${comma} = ${double}`,
    ]);
    expect(spanish.answer).toBe(english.answer);
  });

  it('lists it in a language: name, description, formula sheet and mistakes', () => {
    const [french] = listFromDefinitions([doubling], { language: frenchPractice });
    expect(french).toMatchObject({
      title: 'Doubling',
      commonMistakes: ['Squaring instead of doubling.'],
    });
    const [spanish] = listFromDefinitions([doubling], { language: spanishPractice });
    expect(spanish).toMatchObject({
      title: 'El doble',
      description: 'Calcula el doble de un número.',
      commonMistakes: ['Elevar al cuadrado en vez de doblar.'],
    });
    expect(spanish?.formulas[0]?.note).toBe('Doblar es multiplicar por 2');
    expect(spanish?.formulas[0]?.mathml).toContain('<mi>d</mi>');
    expect(spanish?.formulas[1]?.text).toBe('el doble = 2 × n');
    expect(spanish?.formulas[1]?.mathml).toContain('<mtext>el doble</mtext>');
    // French has no table of its own: the word is the English one.
    expect(french?.formulas[1]?.text).toBe('double = 2 × n');
  });
});

describe("a question's words around its maths", () => {
  it('are the sentence before the equation and the sentences after it, in the language', () => {
    // A search for an example, not a sweep: every tier looks through the same 40 seeds.
    const first40 = [...Array(40).keys()];
    const solveEasy = first40
      .map((seed) => unwrap(generateProblem('algebra', seed, { difficulty: 'Easy' })))
      .find((p) => p.question.startsWith('Solve for x: ') && !p.question.includes('Give'));
    expect(solveEasy?.questionWords).toEqual({ before: 'Solve for x:', after: '' });
    const fraction = first40
      .map((seed) => unwrap(generateProblem('algebra', seed, { difficulty: 'Medium' })))
      .find((p) => p.question.includes('fraction'));
    expect(fraction?.questionWords).toEqual({
      before: 'Solve for x:',
      after: 'Give the answer as a fraction or a whole number.',
    });
    const hard = unwrap(
      generateProblem('algebra', 7, { difficulty: 'Hard', language: spanishPractice }),
    );
    expect(hard.questionWords?.before).toBe('Resuelve la ecuación:');
    const french = unwrap(
      generateProblem('algebra', 7, { difficulty: 'Hard', language: frenchPractice }),
    );
    expect(french.questionWords?.before).toBe('Résolvez l’équation\u00a0:');
  });

  it('are the sentence on each side of maths inside it, spaces kept, to show it inline', () => {
    const changeOfBase = say('log.ask.changeOfBase', {
      expression: typed('log_3(7)', variable('x')),
      decimals: 4,
    });
    expect(writeAround(changeOfBase, 'expression')).toEqual({
      before: 'Evaluate ',
      after: ' with the change of base formula. Round to 4 decimals.',
      inline: true,
    });
    // Spanish ends the sentence with it.
    expect(writeAround(changeOfBase, 'expression', spanishPractice)?.after).toMatch(/^Redondea/);
    expect(
      writeAround(say('ask.solve', { equation: typed('x = 1', variable('x')) }), 'equation'),
    ).toEqual({ before: 'Solve for x:', after: '' });
  });

  it('leave the question whole but for its maths, in every language', () => {
    for (const language of [undefined, ...LANGUAGES])
      for (const difficulty of ['Easy', 'Medium', 'Hard'] as const)
        for (const seed of seeds(40)) {
          const problem = unwrap(
            generateProblem('algebra', seed, language ? { difficulty, language } : { difficulty }),
          );
          const words = problem.questionWords;
          expect(words, `${language?.code ?? 'en'} ${seed}`).toBeDefined();
          if (words === undefined) continue;
          expect(problem.question.startsWith(words.before)).toBe(true);
          expect(problem.question.endsWith(words.after)).toBe(true);
          // What lies between is the maths alone: no word of the sentence is left in it.
          const maths = problem.question.slice(words.before.length).trim();
          expect(maths.slice(0, maths.length - words.after.length)).not.toMatch(/[a-zé]{3}/i);
        }
  });

  it("are a logarithm question's words around its maths, but for a question that gives values first", () => {
    for (const language of [undefined, ...LANGUAGES])
      for (const difficulty of ['Easy', 'Medium', 'Hard'] as const)
        for (const seed of seeds(40)) {
          const problem = unwrap(
            generateProblem(
              'logarithms',
              seed,
              language ? { difficulty, language } : { difficulty },
            ),
          );
          const { questionWords: words, questionPieces: pieces, questionMath } = problem;
          // "Given log_2(y) = 3, evaluate log_2(y^4).": its maths is the list of both, in the sentence.
          const given = questionMath.type === 'list';
          const where = `${language?.code ?? 'en'} ${seed}`;
          expect(words === undefined, where).toBe(given);
          expect(pieces === undefined, where).toBe(!given);
          if (words !== undefined && language !== undefined)
            expectWordsAround(problem, language.notation);
          if (pieces === undefined || questionMath.type !== 'list') continue;
          // The sentence as it reads: words, then each piece of maths typeset where it stands.
          const maths = pieces.flatMap((piece) =>
            typeof piece === 'string' ? [] : [piece.mathml],
          );
          expect(maths, where).toEqual(
            questionMath.items.map((item) =>
              toMathML(item, language ? { notation: language.notation } : {}),
            ),
          );
          // Another language writes its maths from the trees in its notation: the pieces read back
          // as the question (English keeps the maths as typed, "log_2(y) = 3").
          if (language === undefined) continue;
          const items = questionMath.items.values();
          const sentence = pieces.map((piece) =>
            typeof piece === 'string'
              ? piece
              : toText(items.next().value as MathNode, language.notation),
          );
          expect(sentence.join(''), where).toBe(problem.question);
        }
  });
});

describe('geometry problems in each language', () => {
  it('writes the sentences, numbers and units as each language does', () => {
    const cases: [PracticeLanguage, Difficulty, number, string, string[]][] = [
      [
        spanishPractice,
        'Easy',
        4,
        'Un círculo tiene radio 17. Tomando π ≈ 3,14, ¿cuál es su área?',
        ['Área de un círculo | A = πr²', 'Toma π ≈ 3,14 | 3,14 × 17² = 907,46'],
      ],
      [
        germanPractice,
        'Medium',
        38,
        'Die Dreiecke ABC und DEF sind ähnlich. AB = 13, BC = 3 und DE = 32,5. Wie lang ist EF?',
        ['Streckfaktor = DE ÷ AB | 32,5/13 = 2,5', 'EF = BC × Streckfaktor | 3 × 2,5 = 7,5'],
      ],
      [
        frenchPractice,
        'Hard',
        8,
        'Un cercle a pour rayon 38. Quel est son périmètre\u00a0? Arrondissez au centième.',
        [
          'Périmètre d’un cercle | C = 2πr',
          'Remplacez les dimensions par leurs valeurs | 2 × π × 38 ≈ 238,761042',
          'Arrondissez au centième | 2 × π × 38 ≈ 238,76',
        ],
      ],
      [
        portuguesePractice,
        'Medium',
        1,
        'Uma caixa tem 2 unidades de comprimento, 9 unidades de largura e 15 unidades de altura. Qual é a sua área total?',
        [
          'Some as áreas das seis faces | S = 2(lw + lh + wh)',
          'Substitua as medidas | 2 × (2 × 9 + 2 × 15 + 9 × 15) = 2 × 183 = 366',
        ],
      ],
    ];
    for (const [language, difficulty, seed, question, steps] of cases) {
      const problem = unwrap(generateProblem('geometry', seed, { difficulty, language }));
      expect(problem.question).toBe(question);
      expect(problem.explanation.map((s) => `${s.note} | ${s.text}`)).toEqual(steps);
    }
  });

  it("writes a skill family's nudge and hint in the language", () => {
    const skill = unwrap(
      generateSkillProblem('pythagoras', 0, { difficulty: 'Easy', language: germanPractice }),
    );
    expect(skill.question).toBe(
      'Ein rechtwinkliges Dreieck hat die Katheten 9 und 12. Wie lang ist die Hypotenuse?',
    );
    expect(skill.hints.map((h) => h.text)).toEqual([
      'Die längste Seite eines rechtwinkligen Dreiecks hängt über einen berühmten Satz mit den beiden anderen zusammen.',
      'c² = a² + b²: Quadriere die Katheten, addiere sie und zieh die Wurzel.',
    ]);
  });
});

describe('checkAnswer with a language', () => {
  it('reads a decimal comma and semicolons in a comma language', () => {
    expect(unwrap(checkAnswer('2,5', '2.5', { language: spanishPractice })).correct).toBe(true);
    expect(unwrap(checkAnswer('-2; 3', '-2, 3', { language: frenchPractice })).correct).toBe(true);
    expect(unwrap(checkAnswer('2,5', '2.5')).correct).toBe(false);
    expect(unwrap(checkAnswer('2,6', '2.5', { language: germanPractice })).correct).toBe(false);
  });

  it('takes a number grouped as the language groups it in sentences, where it is the answer', () => {
    const right = (given: string, expected: string, language?: PracticeLanguage) =>
      unwrap(checkAnswer(given, expected, language ? { language } : {})).correct;
    // "$15,600" in the question: "12,480" is the number 12480 in English, as is "12.480" in
    // German, Spanish and Portuguese, and "12 480,5" (narrow no-break space) in French.
    expect(right('12,480', '12480')).toBe(true);
    expect(right('-1,234,567.5', '-1234567.5')).toBe(true);
    for (const language of [germanPractice, spanishPractice, portuguesePractice])
      expect(right('12.480', '12480', language), language.code).toBe(true);
    expect(right('12\u202f480,5', '12480.5', frenchPractice)).toBe(true);
    // What is not grouped in threes, or not the answer, reads as typed: "2,480" is still two values
    // in English, and "1.500" still 1.5 to a German student who types a decimal point.
    expect(right('2,480', '2, 480')).toBe(true);
    expect(right('1.500', '1.5', germanPractice)).toBe(true);
    expect(right('2,48', '248')).toBe(false);
    expect(right('12,480', '12.48')).toBe(false);
    expect(right('12.480', '12480')).toBe(false);
  });

  it('reads an answer with the solver’s language as a page in that language grades it', () => {
    const right = (given: string, expected: string, language: WritingLanguage) =>
      unwrap(checkAnswer(given, expected, { language })).correct;
    // The solver's reader: a French open interval, a Spanish list, a decimal comma.
    expect(right(']−2 ; 2[', '(-2, 2)', fr)).toBe(true);
    expect(right('x = 1; x = 2', '1, 2', es)).toBe(true);
    expect(right('2,5', '5/2', de)).toBe(true);
    // A number grouped as the language groups it, where it is the answer; otherwise as read.
    expect(right('12.480', '12480', de)).toBe(true);
    expect(right('12.480', '12480', es)).toBe(true);
    expect(right('1.500', '1.5', de)).toBe(true);
    expect(right('12,480', '12480', de)).toBe(false);
    // An answer the reader cannot read is refused as before, in English words for the caller.
    const abc = checkAnswer('abc', '3', { language: es });
    expect(abc.ok ? abc.value : abc.error.code).toBe('unreadable_answer');
  });
});
