/**
 * Every source file of src/ is under 600 lines: a file that grows past that is split by
 * responsibility (reading, working out, checking, showing), so each can be read whole. Tests are
 * not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const MAX_LINES = 600;

const isTest = (name: string) => /(^|\.)test\.ts$/.test(name);

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.ts') && !isTest(entry.name) ? [path] : [];
  });

/** The number of lines of a text, as `wc -l` counts them with a last line that ends in a newline. */
const linesOf = (text: string): number => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** `file: lines` for each text of `MAX_LINES` lines or more. */
const tooLong = (sources: Record<string, string>): string[] =>
  Object.entries(sources)
    .map(([file, text]) => [file, linesOf(text)] as const)
    .filter(([, lines]) => lines >= MAX_LINES)
    .map(([file, lines]) => `${file}: ${lines}`)
    .sort();

describe('size: every source file is under 600 lines', () => {
  it('counts lines as wc -l does and names a file of 600 lines or more', () => {
    expect(linesOf('a\nb\n')).toBe(2);
    expect(linesOf('a\nb')).toBe(2);
    expect(
      tooLong({
        'a.ts': 'x\n'.repeat(599),
        'b.ts': 'x\n'.repeat(600),
        'c.ts': `${'x\n'.repeat(700)}x`,
      }),
    ).toEqual(['b.ts: 600', 'c.ts: 701']);
  });

  it('holds for every .ts file under src, tests aside', () => {
    const files = sourcesUnder(SRC);
    expect(files.length).toBeGreaterThan(200);
    const sources = Object.fromEntries(
      files.map((path) => [relative(SRC, path).split(sep).join('/'), readFileSync(path, 'utf8')]),
    );
    expect(Object.keys(sources)).not.toContain('math/parseMath/test.ts');
    expect(tooLong(sources)).toEqual([]);
  });
});
