// Every premium skill written in each of the site's other languages: the same problem as in
// English (answer, maths, steps), with every sentence in the language's own words.
import type { PracticeLanguage, SkillProblem } from '@mathtools/math-core';
import { germanPractice } from '@mathtools/math-core/locales/de';
import { spanishPractice } from '@mathtools/math-core/locales/es';
import { frenchPractice } from '@mathtools/math-core/locales/fr';
import { portuguesePractice } from '@mathtools/math-core/locales/pt';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../math-core/src/_lib/testing';
import { generatePremiumSkillProblem, listPremiumSkills } from '../src/index';

const LANGUAGES: PracticeLanguage[] = [
  spanishPractice,
  frenchPractice,
  germanPractice,
  portuguesePractice,
];
const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
const SEEDS = [...Array(30).keys()];

/** What a problem says in words: its question, its hints and the notes of its steps. */
const sentences = (p: SkillProblem): string[] => [
  p.question,
  ...p.hints.map((h) => h.text),
  ...p.explanation.map((s) => s.note),
];

/** A sentence with words in it (not maths or a number alone), which a language writes its own way. */
const hasWords = (sentence: string): boolean =>
  /\p{L}{3,}/u.test(sentence.replace(/\b(?:sin|cos|tan|log|ln|lim)\b/g, ''));

describe.each(listPremiumSkills().map((skill) => skill.id))('premium skill %s', (id) => {
  it.each(LANGUAGES.map((l) => [l.code, l] as const))(
    'in %s: the English problem, in its words',
    (_, language) => {
      for (const difficulty of DIFFICULTIES)
        for (const seed of SEEDS) {
          const where = `${id} ${difficulty} seed ${seed} (${language.code})`;
          const english = unwrap(generatePremiumSkillProblem(id, seed, { difficulty }));
          const local = unwrap(generatePremiumSkillProblem(id, seed, { difficulty, language }));
          expect(local.answer, where).toBe(english.answer);
          expect(local.explanation.length, where).toBe(english.explanation.length);
          expect(local.hints.length, where).toBe(english.hints.length);
          expect(local.questionMath.type === 'text', where).toBe(
            english.questionMath.type === 'text',
          );
          const [mine, theirs] = [sentences(local), sentences(english)];
          mine.forEach((sentence, i) => {
            expect(sentence, where).not.toMatch(/\{\w+\}/);
            if (hasWords(theirs[i] as string))
              expect(sentence, `${where}: ${theirs[i]}`).not.toBe(theirs[i]);
          });
        }
    },
  );

  it.each(LANGUAGES.map((l) => [l.code, l] as const))(
    'in %s: its name, formula sheet and mistakes',
    (_, language) => {
      const english = listPremiumSkills().find((s) => s.id === id);
      const local = listPremiumSkills({ language }).find((s) => s.id === id);
      if (!english || !local) throw new Error(`no skill ${id}`);
      expect(local.title).not.toBe(english.title);
      expect(local.description).not.toBe(english.description);
      local.formulas.forEach((formula, i) => {
        expect(formula.note).not.toBe(english.formulas[i]?.note);
      });
      local.commonMistakes.forEach((mistake, i) => {
        expect(mistake).not.toBe(english.commonMistakes[i]);
      });
    },
  );
});

describe('a premium problem with large amounts', () => {
  it('groups their digits as each language writes them; the answer is the same in every one', () => {
    const written = [undefined, ...LANGUAGES].map((language) => {
      const money = unwrap(
        generatePremiumSkillProblem('growth-and-decay', 5, { difficulty: 'Hard', language }),
      );
      const divisors = unwrap(
        generatePremiumSkillProblem('number-theory', 1, { difficulty: 'Hard', language }),
      );
      return [money.question, money.answer, divisors.question];
    });
    // Five digits and more are grouped, and so, beside them, are four: $3,900 and $15,600.
    expect(written).toEqual([
      [
        '$3,900 is invested at 3% interest a year, compounded yearly. After how many years will it reach $15,600? Round to 2 decimals.',
        '46.90',
        'How many positive divisors does 11,025 have?',
      ],
      [
        expect.stringMatching(/^Se invierten 3\.900\u00a0€ .* se llegará a 15\.600\u00a0€\?/),
        '46.90',
        '¿Cuántos divisores positivos tiene 11.025?',
      ],
      [
        expect.stringMatching(
          /^On place 3\u202f900\u00a0€ .* atteindra-t-il 15\u202f600\u00a0€\u00a0\?/,
        ),
        '46.90',
        'Combien 11\u202f025 a-t-il de diviseurs positifs\u00a0?',
      ],
      [
        expect.stringMatching(/^Ein Kapital von 3\.900\u00a0€ .* auf 15\.600\u00a0€ angewachsen\?/),
        '46.90',
        'Wie viele positive Teiler hat 11.025?',
      ],
      [
        expect.stringMatching(/^Um capital de R\$\u00a03\.900 .* chegará a R\$\u00a015\.600\?/),
        '46.90',
        'Quantos divisores positivos o número 11.025 tem?',
      ],
    ]);
  });
});

describe('the right-triangle formula sheet', () => {
  const sheet = (language?: PracticeLanguage) => {
    const skill = listPremiumSkills(language ? { language } : {}).find(
      (s) => s.id === 'right-triangle-trig',
    );
    if (!skill) throw new Error('no right-triangle-trig');
    return skill.formulas;
  };

  it('names the sides in the sheet’s language, as words inside the maths', () => {
    expect(sheet().map((f) => f.text)).toEqual([
      'sin(θ) = opposite/hypotenuse',
      'cos(θ) = adjacent/hypotenuse',
      'tan(θ) = opposite/adjacent',
    ]);
    expect(sheet(germanPractice).map((f) => f.text)).toEqual([
      'sin(θ) = Gegenkathete/Hypotenuse',
      'cos(θ) = Ankathete/Hypotenuse',
      'tan(θ) = Gegenkathete/Ankathete',
    ]);
    expect(sheet(spanishPractice)[2]?.text).toBe('tg(θ) = cateto opuesto/cateto adyacente');
    // Typeset as words (mtext), spoken in the language; no formula left as the English one.
    expect(sheet(frenchPractice)[0]?.mathml).toContain('<mtext>côté opposé</mtext>');
    const english = sheet();
    for (const language of LANGUAGES)
      sheet(language).forEach((formula, i) => {
        expect(formula.text, language.code).not.toBe(english[i]?.text);
        expect(formula.mathml, language.code).not.toMatch(/>(opposite|hypotenuse)</);
      });
  });
});
