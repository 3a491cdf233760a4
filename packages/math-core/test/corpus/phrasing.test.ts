// The phrasing corpus (phrasing-problems.ts): problems as students type them, each answer judged
// by SymPy. No wrong answer; at least 300 problems, at least 300 answered; the figures by family are written to the
// "Phrasing corpus" section of test/corpus/RESULTS.md, the rest of the file left as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phrasingFigures, phrasingReport, runPhrasing } from './phrasing';

const RESULTS = resolve(__dirname, 'RESULTS.md');

/** RESULTS.md with its phrasing section replaced by `section` (added at the end when absent). */
const withSection = (text: string, section: string): string => {
  const start = text.indexOf('## Phrasing corpus');
  if (start < 0) return `${text.trimEnd()}\n\n${section}`;
  const next = text.indexOf('\n## ', start + 1);
  return `${text.slice(0, start)}${section}${next < 0 ? '' : text.slice(next + 1)}`;
};

describe('solve, over problems as students phrase them', () => {
  it('answers them as SymPy does, never wrong', () => {
    const verdicts = runPhrasing();
    writeFileSync(RESULTS, withSection(readFileSync(RESULTS, 'utf8'), phrasingReport(verdicts)));
    const wrong = verdicts
      .filter((v) => v.wrong !== undefined)
      .map((v) => ({ text: v.text, answer: v.answer, wrong: v.wrong }));
    expect(wrong).toEqual([]);
    const total = phrasingFigures(verdicts).at(-1);
    expect(total?.tried).toBeGreaterThanOrEqual(300);
    // And answered, not refused: 363 of 367 on 2026-11-29.
    expect(total?.right).toBeGreaterThanOrEqual(300);
  }, 900_000);
});
