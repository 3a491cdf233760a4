import { checkWorking } from '@mathtools/math-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogue';
import { translator } from '../../../i18n/use-t';
import { lineVerdicts, statusWords, typedLines, workingSummary } from './working-lines';

beforeAll(() => loadMessages('en', ['solve']));
beforeAll(() => loadMessages('es', ['solve']));
const en = () => translator('en', 'solve');

const checked = (problem: string, text: string) => {
  const typed = typedLines(text);
  const result = checkWorking(problem, typed.lines);
  if (!result.ok) throw new Error(result.error.message);
  return { typed, check: result.value };
};

describe('typedLines', () => {
  it('drops blank lines and keeps where each line was typed', () => {
    expect(typedLines('\n2x = 4\n   \nx = 2\n')).toEqual({
      lines: ['2x = 4', 'x = 2'],
      at: [1, 3],
    });
  });

  it('reads any newline, and trims each line', () => {
    expect(typedLines('  2x=4 \r\nx=2\rx = 2')).toEqual({
      lines: ['2x=4', 'x=2', 'x = 2'],
      at: [0, 1, 2],
    });
  });

  it('has nothing to check in an empty box', () => {
    expect(typedLines('')).toEqual({ lines: [], at: [] });
    expect(typedLines('\n \n')).toEqual({ lines: [], at: [] });
  });
});

describe('the verdicts beside the lines typed', () => {
  it('2x+3=7 then 2x=10, x=5: line 1 does not follow, 2x = 4 suggested', () => {
    const { typed, check } = checked('2x+3=7', '2x=10\nx=5');
    const lines = lineVerdicts(typed, check);
    expect(lines.map((l) => [l.number, l.check.status, l.first])).toEqual([
      [1, 'wrong', true],
      [2, 'follows', false],
    ]);
    expect(lines[0]?.check.reason).toMatch(/3 was added to the other side instead of subtracted/);
    expect(lines[0]?.check.suggestion).toBe('2x = 4');
    expect(lines[0]?.check.suggestionMathml).toMatch(/^<math/);
    expect(workingSummary(typed, check, en())).toEqual({
      tone: 'destructive',
      text: 'Line 1 does not follow',
    });
    expect(workingSummary(typed, check, translator('es', 'solve'))).toEqual({
      tone: 'destructive',
      text: 'La línea 1 no se deduce',
    });
  });

  it('numbers a line by its place in the box, blank lines counted', () => {
    const { typed, check } = checked('2x+3=7', '\n2x=4\n\nx=3');
    expect(lineVerdicts(typed, check).map((l) => [l.number, l.text, l.check.status])).toEqual([
      [2, '2x=4', 'follows'],
      [4, 'x=3', 'wrong'],
    ]);
    expect(workingSummary(typed, check, en()).text).toBe('Line 4 does not follow');
  });

  it('says finished, or correct so far', () => {
    const done = checked('2x+3=7', '2x=4\nx=2');
    expect(done.check.finished).toBe(true);
    expect(workingSummary(done.typed, done.check, en())).toEqual({
      tone: 'success',
      text: 'Your working is correct and finished',
    });
    const short = checked('2x+3=7', '2x=4');
    expect(short.check.ending).toBe('unfinished');
    expect(workingSummary(short.typed, short.check, en())).toEqual({
      tone: 'info',
      text: 'Correct so far — not finished yet',
    });
  });

  it('does not call working correct when a line could not be read', () => {
    const { typed, check } = checked('2x+3=7', '2x=4\n\n%%%');
    const lines = lineVerdicts(typed, check);
    expect(lines[1]).toMatchObject({ number: 3, check: { status: 'unreadable' } });
    expect(workingSummary(typed, check, en())).toEqual({
      tone: 'warning',
      text: 'Line 3 cannot be read',
    });
  });

  it('says each verdict in words and with a sign, not by colour alone', () => {
    const said = (t: ReturnType<typeof en>) =>
      Object.values(statusWords).map(({ sign, key }) => `${sign} ${t(key)}`);
    expect(said(en())).toEqual(['✓ follows', '✗ does not follow', '? cannot be read']);
    expect(said(translator('es', 'solve'))).toEqual([
      '✓ se deduce',
      '✗ no se deduce',
      '? no se puede leer',
    ]);
  });
});
