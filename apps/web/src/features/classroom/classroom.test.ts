import { apiPaths } from '@mathtools/contracts/paths';
import type { MistakeId } from '@mathtools/math-core';
import { encode } from 'uqr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasMessage, loadMessages } from '../../i18n/catalogue';
import { languages } from '../../i18n/languages';
import { translator } from '../../i18n/use-t';
import {
  checkClassWorking,
  createSet,
  fetchClassHelp,
  fetchSet,
  fetchStudentClassWork,
  submitClassAnswer,
} from './api';
import { codeFromPath } from './join';
import { checkedSummary, workingLines } from './join/problem-card';
import { qrPath } from './teach/qr-code';
import { setRequest } from './teach/set-form';
import { mistakeInSentence, mistakeName } from './words';

beforeAll(() =>
  Promise.all(languages.map((language) => loadMessages(language, ['classroom-join', 'classroom']))),
);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('class pages', () => {
  it('read the join code from the address, in upper case', () => {
    expect(codeFromPath('/join/k7qx2m')).toBe('K7QX2M');
    expect(codeFromPath('/join/K7QX2M/')).toBe('K7QX2M');
    expect(codeFromPath('/join')).toBeNull();
    expect(codeFromPath('/join/')).toBeNull();
    expect(codeFromPath('/join/a/b')).toBeNull();
    expect(codeFromPath('/es/join/k7qx2m')).toBe('K7QX2M');
    expect(codeFromPath('/pt/join')).toBeNull();
  });

  it('send the typed problems without blank lines, and a draw only when a category is picked', () => {
    const form = {
      title: '  Equations ',
      problems: '2x+3=7\n\n  x^2=9 \r\n',
      category: '' as const,
      count: 5,
      level: 'Easy' as const,
      help: 'hints' as const,
      opensAt: '',
      closesAt: '',
    };
    expect(setRequest(form)).toEqual({
      title: 'Equations',
      problems: ['2x+3=7', 'x^2=9'],
      help: 'hints',
    });
    const drawn = setRequest({ ...form, category: 'algebra', closesAt: '2026-12-01T10:00' });
    expect(drawn.draw).toEqual({ category: 'algebra', count: 5, level: 'Easy' });
    expect(drawn.closesAt).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(drawn).not.toHaveProperty('opensAt');
  });

  it('check the lines of working typed, and sum the verdicts up in a sentence', () => {
    const t = translator('en', 'classroom-join');
    expect(workingLines(' 2x = 4 \n\n x = 2')).toEqual(['2x = 4', 'x = 2']);
    const line = (verdict: 'right' | 'wrong' | 'unreadable', mistake?: string) => ({
      text: '',
      verdict,
      message: '',
      ...(mistake ? { mistake } : {}),
    });
    const moved = [line('right'), line('wrong', 'sign-of-moved-term')];
    expect(checkedSummary(moved, false, t, 'en')).toBe(
      'Line 2 does not follow: sign of a moved term.',
    );
    expect(checkedSummary([line('right'), line('wrong')], false, t, 'en')).toBe(
      'Line 2 does not follow.',
    );
    expect(checkedSummary([line('unreadable')], false, t, 'en')).toBe('Line 1 cannot be read.');
    expect(checkedSummary([line('right')], true, t, 'en')).toBe(
      'Your working is correct and finished.',
    );
    expect(checkedSummary([line('right')], false, t, 'en')).toBe(
      'Correct so far, not finished yet.',
    );
    // In the page's language, the mistake's name too.
    const fr = translator('fr', 'classroom-join');
    expect(checkedSummary([line('right'), line('wrong')], false, fr, 'fr')).toBe(
      'La ligne 2 ne découle pas de la précédente.',
    );
    expect(checkedSummary(moved, false, fr, 'fr')).toBe(
      'La ligne 2 ne découle pas de la précédente : signe d’un terme changé de membre.',
    );
    expect(checkedSummary([line('right')], true, fr, 'fr')).toBe(
      'Votre raisonnement est juste et terminé.',
    );
  });

  it('ask for the verdicts in the page’s language: ?lang=es on /es/join, none in English', async () => {
    // The server's answers as it sends them on /es/join: its sentences, shown as they come.
    const said = {
      working: {
        lines: [
          {
            text: '2x = 10',
            verdict: 'wrong',
            mistake: 'sign-of-moved-term',
            message: 'Se sumó 3…',
          },
        ],
        finished: false,
      },
      answer: { correct: false, mistake: 'sign-of-moved-term', message: 'Se sumó 3…' },
    };
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      Response.json(url.includes('/working') ? said.working : said.answer),
    );
    vi.stubGlobal('fetch', fetchMock);
    const sent = () => {
      const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
      return { url, method: init?.method, body: init?.body };
    };
    expect(await checkClassWorking('K7QX2M', 1, ['2x = 10'], 'es')).toEqual(said.working);
    expect(sent()).toEqual({
      url: `${apiPaths.joinWorking('K7QX2M', 1)}?lang=es`,
      method: 'POST',
      body: JSON.stringify({ lines: ['2x = 10'] }),
    });
    expect(await submitClassAnswer('K7QX2M', 2, '5', 'pt')).toEqual(said.answer);
    expect(sent()).toEqual({
      url: `${apiPaths.joinAnswer('K7QX2M', 2)}?lang=pt`,
      method: 'POST',
      body: JSON.stringify({ answer: '5' }),
    });
    // English asks with no lang, as the server's default.
    await checkClassWorking('K7QX2M', 1, ['2x = 10'], 'en');
    expect(sent().url).toBe(apiPaths.joinWorking('K7QX2M', 1));
    await submitClassAnswer('K7QX2M', 1, '5');
    expect(sent().url).toBe(apiPaths.joinAnswer('K7QX2M', 1));
  });

  it('ask for help, and make a set, in the page’s language: ?lang=es, none in English', async () => {
    const help = { hint: 'Resta 3 en ambos miembros' };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(help));
    vi.stubGlobal('fetch', fetchMock);
    const sentUrl = () => fetchMock.mock.calls.at(-1)?.[0];
    expect(await fetchClassHelp('K7QX2M', 2, 'es')).toEqual(help);
    expect(sentUrl()).toBe(`${apiPaths.joinHelp('K7QX2M', 2)}?lang=es`);
    await fetchClassHelp('K7QX2M', 2, 'en');
    expect(sentUrl()).toBe(apiPaths.joinHelp('K7QX2M', 2));
    await fetchClassHelp('K7QX2M', 1);
    expect(sentUrl()).toBe(apiPaths.joinHelp('K7QX2M', 1));
    // The teacher's typed problems are read in the page's language.
    const set = { title: 'Ecuaciones', problems: ['resuelve 2x + 3 = 7'], help: 'steps' as const };
    await createSet(set, 'fr');
    expect(sentUrl()).toBe(`${apiPaths.teachSets}?lang=fr`);
    expect(fetchMock.mock.calls.at(-1)?.[1]?.body).toBe(JSON.stringify(set));
    await createSet(set);
    expect(sentUrl()).toBe(apiPaths.teachSets);
    // The set page asks for its questions in the notation of the teacher's page.
    await fetchSet('s1', 'de');
    expect(sentUrl()).toBe(`${apiPaths.teachSet('s1')}?lang=de`);
    await fetchSet('s1');
    expect(sentUrl()).toBe(apiPaths.teachSet('s1'));
  });

  it('ask for the student’s work in the page’s language: ?lang=es, none in English', async () => {
    const work = { title: 'Ecuaciones', problems: [], work: [] };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(work));
    vi.stubGlobal('fetch', fetchMock);
    const sentUrl = () => fetchMock.mock.calls.at(-1)?.[0];
    expect(await fetchStudentClassWork('K7QX2M', 'es')).toEqual(work);
    expect(sentUrl()).toBe(`${apiPaths.joinWork('K7QX2M')}?lang=es`);
    await fetchStudentClassWork('K7QX2M', 'en');
    expect(sentUrl()).toBe(apiPaths.joinWork('K7QX2M'));
    await fetchStudentClassWork('K7QX2M');
    expect(sentUrl()).toBe(apiPaths.joinWork('K7QX2M'));
  });

  it('name a mistake in the page’s language, also one the page does not know', () => {
    expect(mistakeName('negative-root-forgotten', 'en')).toBe('Negative root forgotten');
    expect(mistakeName('sign-of-moved-term', 'en')).toBe('Sign of a moved term');
    expect(mistakeName('sign-of-moved-term', 'es')).toBe('Signo de un término trasladado');
    expect(mistakeName('chain-rule', 'de')).toBe('Kettenregel');
    expect(mistakeName('chain-rule', 'pt')).toBe('Regra da cadeia');
    // Inside a sentence: lower case, but for German nouns.
    expect(mistakeInSentence('chain-rule', 'es')).toBe('regla de la cadena');
    expect(mistakeInSentence('chain-rule', 'de')).toBe('Kettenregel');
    // One named after these pages were written, in any language: its slug as words.
    expect(mistakeName('new-kind-of-slip', 'fr')).toBe('New kind of slip');
    expect(mistakeName('constructor', 'en')).toBe('Constructor');
  });

  it('have a name for every mistake math-core’s checker names, in every language', () => {
    // Typed by math-core's MistakeId: a mistake it comes to name fails here until it has words.
    const named: Record<MistakeId, true> = {
      'sign-of-moved-term': true,
      'one-side-only': true,
      'inequality-not-reversed': true,
      'negative-root-forgotten': true,
      'bracket-first-term-only': true,
      'square-of-sum': true,
      'root-of-sum': true,
      'log-of-sum': true,
      'cancelled-terms': true,
      'extraneous-root-kept': true,
      'root-lost': true,
      'missing-constant': true,
      'not-every-term': true,
      'solution-rejected': true,
      'inverse-operation': true,
      'minus-before-bracket': true,
      'product-rule': true,
      'quotient-rule': true,
      'chain-rule': true,
      'power-rule': true,
      'differentiated-not-integrated': true,
    };
    for (const language of languages)
      for (const id of Object.keys(named))
        expect(hasMessage(language, 'classroom', `mistake.${id}`), `${language}: ${id}`).toBe(true);
  });

  it('draw every dark module of the QR code, and no light one', () => {
    const { data, size } = encode('http://localhost:3000/join/K7QX2M', { ecc: 'M', border: 4 });
    const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, w] of qrPath(data).matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
      for (let i = 0; i < Number(w); i++) (drawn[Number(y)] as boolean[])[Number(x) + i] = true;
    expect(drawn).toEqual(data);
  });
});
