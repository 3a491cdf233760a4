/**
 * Refusals in every language. Each module that refuses keeps its English sentences in a table of
 * its own, exported as `…_REFUSALS`; this finds every such table in src/, and holds each language's
 * entry to them: every id, no other, each with the same {names}. It also reads the solver's own
 * refusals back in each language, for problems that students mistype.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RefusalTable } from '../src/math/refusal';
import { METHOD_REFUSALS } from '../src/solve/methods/choice';
import { spanish } from '../src/solve/read/languages/es';
import { readProblem } from '../src/solve/readProblem';
import { solve } from '../src/solve/solve';
import { de } from '../src/solve/write/de';
import { es } from '../src/solve/write/es';
import { fr } from '../src/solve/write/fr';
import { pt } from '../src/solve/write/pt';
import { checkSimilarAnswer } from '../src/tutor/similarProblem';
import { sentence } from './solved';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/(^|\.)test\.ts$/.test(entry.name) ? [path] : [];
  });

/** Every `…_REFUSALS` table of src/, by the file that exports it. */
const tables = async (): Promise<Map<string, RefusalTable>> => {
  const found = new Map<string, RefusalTable>();
  for (const file of sources(SRC)) {
    const names = [...readFileSync(file, 'utf8').matchAll(/export const (\w+_REFUSALS)\b/g)];
    if (names.length === 0) continue;
    const module = (await import(file)) as Record<string, RefusalTable>;
    for (const [, name] of names)
      found.set(`${relative(SRC, file)} ${name}`, module[name as string] as RefusalTable);
  }
  return found;
};

const names = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();

const LANGUAGES = { es, fr, de, pt };

describe('the refusal tables', () => {
  it('give each sentence one id across the package', async () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [where, table] of await tables())
      for (const id of Object.keys(table)) {
        if (seen.has(id)) twice.push(`${id} in ${seen.get(id)} and ${where}`);
        seen.set(id, where);
      }
    expect(seen.size).toBeGreaterThan(10);
    expect(twice).toEqual([]);
  });

  for (const [code, language] of Object.entries(LANGUAGES))
    it(`are all in ${code}, with the same names, and nothing else`, async () => {
      const english: Record<string, string> = Object.assign({}, ...(await tables()).values());
      const words = (language.writing.notes as { refusals?: RefusalTable }).refusals ?? {};
      const missing = Object.keys(english).filter((id) => !(id in words));
      const unused = Object.keys(words).filter((id) => !(id in english));
      const differ = Object.keys(english)
        .filter((id) => id in words)
        .filter((id) => names(english[id] as string).join() !== names(words[id] as string).join());
      expect({ missing, unused, differ }).toEqual({ missing: [], unused: [], differ: [] });
    });
});

describe('a refusal in the language of the page', () => {
  it('says why in Spanish, with what was typed as it was typed', () => {
    const refused = solve('resuelve 1/0 + x = 2', { language: es });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'invalid_value', why: { id: 'divideByZero' } },
    });
    const words = (es.writing.notes as { refusals?: RefusalTable }).refusals;
    if (!refused.ok) expect(refused.error.message).toBe(words?.divideByZero);
  });

  it("says that a student's answer could not be read, quoting it", () => {
    const similar = { problem: '2x+3=7', expected: '2' };
    expect(checkSimilarAnswer(similar, 'abc')).toMatchObject({
      ok: false,
      error: {
        code: 'unreadable_answer',
        message: expect.stringMatching(/^We could not read “abc”/),
      },
    });
    expect(checkSimilarAnswer(similar, 'abc', { language: de })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^„abc“ konnte nicht als Zahl gelesen werden/) },
    });
  });

  it('is English for a solver given a language that only reads', () => {
    const refused = solve('x^x = 2', { language: spanish });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toMatch(/^This kind of/);
  });
});

describe("the engine's refusals in the language of the page", () => {
  for (const [code, language] of Object.entries(LANGUAGES)) {
    const words = (language.writing.notes as { refusals: RefusalTable }).refusals;
    const say = (id: string, values: Record<string, string> = {}): string =>
      (words[id] as string).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    const refusal = (typed: string, inLanguage: boolean) => {
      const refused = solve(typed, inLanguage ? { language } : {});
      return refused.ok ? '' : refused.error.message;
    };

    it(`say what the parser could not read, and where, in ${code}`, () => {
      expect(refusal('2x+=', true)).toBe(say('parseCannotFollow', { token: '=', before: '+' }));
      expect(refusal('(2x+3', true)).toBe(
        say('parseMissing', {
          what: say('parseCloseMissing'),
          where: say('parseAtEndAfter', { before: '3' }),
        }),
      );
      for (const typed of ['2x+=', '(2x+3'])
        expect(refusal(typed, true)).not.toBe(refusal(typed, false));
      // The preview of the problem being typed says it as solve does.
      const preview = readProblem('2x+=', { language });
      expect(preview.ok ? '' : preview.error.message).toBe(refusal('2x+=', true));
    });

    it(`say why the solver stops in ${code}, never in English`, () => {
      for (const [typed, id, english] of [
        ['x+y=3', 'oneEquationTwoUnknowns', 'One equation in two unknowns'],
        ['x^x=2', 'exponentialNotIsolated', 'This kind of exponential'],
      ] as const) {
        expect(refusal(typed, false).startsWith(english)).toBe(true);
        expect(refusal(typed, true).startsWith(say(id))).toBe(true);
        expect(refusal(typed, true)).not.toContain(english);
      }
    });
  }
});

describe('a way of solving that does not apply, in the language of the page', () => {
  const CASES = [
    ['2x + 1 = 5', 'substitution'],
    ['x^2 + 2x - 7 = 0', 'factoring'],
    ['x^2 - 4 = 0', 'elimination'],
    ['x + y = 3, x - y = 1', 'completing-the-square'],
    ['∫ x sqrt(x+1) dx', 'unknown-left'],
    ['x^2 - 5x + 6 = 0', 'by-parts'],
  ] as const;
  const refused = (typed: string, method: string, language?: (typeof LANGUAGES)['es']) => {
    const r = solve(typed, language ? { language, method } : { method });
    if (r.ok) throw new Error(`${typed} was solved by ${method}`);
    return r.error;
  };
  // Every way's English name and id: "quadratic formula", "quadratic-formula" …
  const englishNames = Object.entries(METHOD_REFUSALS).flatMap(([id, name]) => [
    id,
    name.toLowerCase(),
  ]);

  it('is unchanged in English, each way named with its id', () => {
    expect(refused('2x + 1 = 5', 'substitution').message).toBe(
      'Substitution does not apply to this problem, which is solved one way only',
    );
    expect(refused('x^2 + 2x - 7 = 0', 'factoring').message).toBe(
      'Factoring does not apply to this problem; it can be solved by quadratic formula ("quadratic-formula") or completing the square ("completing-the-square")',
    );
    expect(refused('x^2 - 4 = 0', 'foo').message).toBe(
      '"foo" does not apply to this problem; it can be solved by square root ("square-root"), factoring ("factoring"), quadratic formula ("quadratic-formula") or completing the square ("completing-the-square")',
    );
  });

  for (const [code, language] of Object.entries(LANGUAGES)) {
    const words = (language.writing.notes as { refusals: RefusalTable }).refusals;
    it(`names the ways in ${code}`, () => {
      const error = refused('x^2 + 2x - 7 = 0', 'factoring', language);
      expect(error).toMatchObject({ code: 'unsupported', field: 'method' });
      const say = (id: string, values?: Record<string, string>) => sentence(language, id, values);
      expect(error.message).toBe(
        say('methodOthers', {
          asked: say('factoring'),
          ways: say('methodsOr', {
            first: say('quadratic-formula'),
            rest: say('completing-the-square'),
          }),
        }),
      );
      expect(refused('2x + 1 = 5', 'substitution', language).message).toBe(
        say('methodOnly', { asked: say('substitution') }),
      );
    });

    it(`says no English name of a way, nor its id, in ${code}`, () => {
      for (const [typed, method] of CASES) {
        const message = refused(typed, method, language).message;
        expect(message).not.toMatch(/\("/);
        // A name the language writes as English does (la substitution) is its own word.
        for (const name of englishNames)
          if (!Object.values(words).some((w) => w.toLowerCase() === name))
            expect(message.toLowerCase(), `${typed} by ${method}`).not.toContain(name);
      }
    });
  }
});
