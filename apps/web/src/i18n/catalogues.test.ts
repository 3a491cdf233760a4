import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

const here = import.meta.dirname;
const messagesDir = path.join(here, 'messages');
const namespaces = readdirSync(messagesDir);
const read = (ns: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(messagesDir, ns, `${language}.json`), 'utf8'));

/** The names a message's placeholders and tags use, with their kind (`count:plural`, `b:tag`). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(`${el.value}:${TYPE[el.type]}`);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

/** Every source file of the app, as text (tests and the catalogues themselves left out). */
function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(file, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      out.push(readFileSync(file, 'utf8'));
    }
  }
  return out;
}

describe('message catalogues', () => {
  it('has every namespace in every language', () => {
    for (const ns of namespaces) {
      expect(readdirSync(path.join(messagesDir, ns)).sort(), ns).toEqual(
        languages.map((l) => `${l}.json`).sort(),
      );
    }
  });

  it.each(namespaces)('%s: every language has the same keys and placeholders as English', (ns) => {
    const english = read(ns, 'en');
    for (const language of languages) {
      const messages = read(ns, language);
      expect(Object.keys(messages).sort(), `${ns}/${language}`).toEqual(
        Object.keys(english).sort(),
      );
      for (const [key, message] of Object.entries(messages)) {
        const args = argumentsOf(parse(message, { requiresOtherClause: true }));
        const expected = argumentsOf(parse(english[key] as string, { requiresOtherClause: true }));
        expect([...args].sort(), `${ns}/${language}: ${key}`).toEqual([...expected].sort());
      }
    }
  });

  it.each(namespaces)('%s: each language compiles to at most 6 KB gzip', (ns) => {
    for (const language of languages) {
      const compiled = Object.fromEntries(
        Object.entries(read(ns, language)).map(([k, m]) => [
          k,
          parse(m, { requiresOtherClause: true }),
        ]),
      );
      const size = gzipSync(`export default ${JSON.stringify(compiled)};`, { level: 9 }).length;
      expect(size, `${ns}/${language}`).toBeLessThanOrEqual(6 * 1024);
    }
  });

  it('uses every key and has every key it uses', () => {
    const code = sources(path.join(here, '..')).join('\n');
    // A key is used where it is written as a string (`t('nav.home')`) or, for a family of keys, as
    // the start of a template (`t(\`nav.${item.key}\`)`).
    const families = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1] as string);
    const unused: string[] = [];
    for (const ns of namespaces) {
      for (const key of Object.keys(read(ns, 'en'))) {
        const written = code.includes(`'${key}'`) || code.includes(`"${key}"`);
        if (!written && !families.some((f) => key.startsWith(f))) unused.push(`${ns}: ${key}`);
      }
    }
    expect(unused).toEqual([]);
    const known = new Set(namespaces.flatMap((ns) => Object.keys(read(ns, 'en'))));
    const missing = [...code.matchAll(/\bt(?:\.rich)?\('([^']+)'/g)]
      .map((m) => m[1] as string)
      .filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });
});
