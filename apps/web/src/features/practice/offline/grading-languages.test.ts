/**
 * An answer typed on a practice page in another language is graded the same way offline as
 * online: read in the page's notation first (a Spanish `2,5` is two and a half, `x = 1; x = 2` two
 * values, a French `]−2 ; 2[` an open interval), then checked; English pages read as they always
 * have. Each answer of the table is checked in every language by `checkHere` (problems made on
 * this device), by `gradeOffline` (an online problem whose server cannot be reached) and, as the
 * server grades a kept offline answer, by `checkAnswer` with the language it was kept with; and the preview
 * reads it in the same notation, saying what it read it as.
 */
import { checkAnswer, type WritingLanguage } from '@mathtools/math-core';
import { de } from '@mathtools/math-core/locales/de';
import { es } from '@mathtools/math-core/locales/es';
import { fr } from '@mathtools/math-core/locales/fr';
import { pt } from '@mathtools/math-core/locales/pt';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../i18n/languages';
import { gradeOffline, readAnswer, readerIn } from '../../../lib/answer-reading';
import { checkHere, langOf } from './make';

const LANGUAGES: Record<Language, WritingLanguage | undefined> = {
  en: undefined,
  es,
  fr,
  de,
  pt,
};

type Verdict = 'correct' | 'wrong' | 'unreadable';
const all = (verdict: Verdict): Record<Language, Verdict> => ({
  en: verdict,
  es: verdict,
  fr: verdict,
  de: verdict,
  pt: verdict,
});

/** What was typed, the problem's answer, and the verdict on a page in each language. */
const TABLE: readonly [string, string, Record<Language, Verdict>][] = [
  // A decimal comma: two and a half in every language but English, where it lists 2 and 5.
  ['2,5', '5/2', { ...all('correct'), en: 'wrong' }],
  ['1,5', '5/2', all('wrong')],
  ['2,5', '2, 5', { ...all('wrong'), en: 'correct' }],
  // An English answer on a page in another language reads as in English.
  ['2.5', '5/2', all('correct')],
  ['x = 1, x = 2', '1, 2', all('correct')],
  // `;` between values.
  ['x = 1; x = 2', '1, 2', all('correct')],
  ['1; 2', '1, 2', all('correct')],
  // The French interval, open at both ends; English cannot read it.
  [']−2 ; 2[', '(-2, 2)', { ...all('correct'), en: 'unreadable' }],
  ['[−2 ; 2]', '(-2, 2)', all('wrong')],
  // Thousands grouped with points and a decimal comma (French groups with spaces).
  ['1.234,5', '1234.5', { en: 'wrong', es: 'correct', fr: 'wrong', de: 'correct', pt: 'correct' }],
  // A number grouped as the language groups it is that number where it is the answer; else as read.
  ['12.480', '12480', { en: 'wrong', es: 'correct', fr: 'wrong', de: 'correct', pt: 'correct' }],
  ['12,480', '12480', { ...all('wrong'), en: 'correct' }],
  ['1.500', '1.5', all('correct')],
  ['abc', '3', all('unreadable')],
];

describe('offline grading reads the page’s notation, as online grading does', () => {
  for (const [language, writing] of Object.entries(LANGUAGES) as [
    Language,
    WritingLanguage | undefined,
  ][])
    it(`grades each answer of the table on a page in ${language}`, () => {
      for (const [typed, answer, verdicts] of TABLE) {
        const verdict = verdicts[language];
        const here = checkHere(typed, { answer }, writing);
        expect(here.kind, `${typed} for ${answer}`).toBe(verdict);
        expect(gradeOffline(typed, { answer }, writing), `${typed} for ${answer}`).toBe(
          verdict === 'correct',
        );
        // Only a readable answer is kept, as typed with the page's language (`langOf`); the
        // server grades it with math-core's entry for that language.
        if (verdict === 'unreadable') continue;
        const { lang } = langOf(writing);
        expect(lang).toBe(language === 'en' ? undefined : language);
        const graded = checkAnswer(typed, answer, writing ? { language: writing } : {});
        expect(graded.ok && graded.value.correct, `${typed} kept`).toBe(verdict === 'correct');
      }
    });

  it('rounds and orders as the question asks when the server cannot be reached', () => {
    expect(gradeOffline('28.274', { answer: '28.27', decimals: 2 })).toBe(true);
    expect(gradeOffline('28,274', { answer: '28.27', decimals: 2 }, es)).toBe(true);
    expect(gradeOffline('28.274', { answer: '28.27' })).toBe(false);
    expect(gradeOffline('3, 2', { answer: '2, 3', ordered: true })).toBe(false);
    expect(gradeOffline('3, 2', { answer: '2, 3' })).toBe(true);
  });

  it('says why an answer cannot be read in the page’s language', () => {
    const english = checkHere('abc', { answer: '3' });
    const spanish = checkHere('abc', { answer: '3' }, es);
    if (english.kind !== 'unreadable' || spanish.kind !== 'unreadable')
      throw new Error('abc was read');
    expect(english.message).toMatch(/^We could not read “abc”/);
    expect(spanish.message).toMatch(/^No se pudo leer “abc”/);
  });
});

describe('the answer preview reads the page’s notation', () => {
  it('shows a decimal comma as the number it is, and what it read it as', () => {
    const spanish = readAnswer('2,5', es);
    expect(spanish).toMatchObject({ ok: true, readings: [{ typed: '2,5', read: '2.5' }] });
    // Typeset as the page writes it, one number.
    if (!spanish.ok) throw new Error('2,5 was not read');
    expect(spanish.mathml).toContain('<mn>2,5</mn>');
    // English reads the list of 2 and 5, as it always has.
    const english = readAnswer('2,5');
    expect(english).toMatchObject({ ok: true });
    expect(english).not.toHaveProperty('readings');
    if (!english.ok) throw new Error('2,5 was not read');
    expect(english.mathml).toContain('<mn>2</mn>');
    expect(english.mathml).not.toContain('2,5');
  });

  it('reads every answer of the table that is graded in a language, never refusing its notation', () => {
    for (const [language, writing] of Object.entries(LANGUAGES) as [
      Language,
      WritingLanguage | undefined,
    ][])
      for (const [typed, , verdicts] of TABLE)
        if (verdicts[language] !== 'unreadable')
          expect(readAnswer(typed, writing).ok, `${typed} in ${language}`).toBe(true);
    // English cannot read the French interval: the preview says so.
    expect(readAnswer(']−2 ; 2[').ok).toBe(false);
    expect(readAnswer(']−2 ; 2[', fr)).toMatchObject({
      ok: true,
      readings: [{ typed: ']−2 ; 2[', read: '(−2, 2)' }],
    });
  });

  it('says why it cannot read an answer in the page’s language', () => {
    const reading = readAnswer('2 +', es);
    expect(reading.ok).toBe(false);
    expect(reading).not.toEqual(readAnswer('2 +'));
  });

  it('reads with the page’s entry once it is fetched, at once in English', async () => {
    const spanish = await readerIn('es');
    expect(spanish('2,5')).toEqual(readAnswer('2,5', es));
    const english = await readerIn('en');
    expect(english('2,5')).toEqual(readAnswer('2,5'));
  });
});
