/**
 * A similar problem's answer is taken by the Practice Center's rule and said in its words. The
 * Practice Center's modules are read as text, not imported (a feature imports no other feature):
 * a change to its sentences fails here until these follow.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tryStep } from '../../../lib/try-rule';
import { PRAISE, TRY_AGAIN_MESSAGE, TryAgain, Verdict, wrongAnswer } from './attempt';

const practice = (file: string) =>
  readFileSync(new URL(`../../practice/${file}`, import.meta.url), 'utf8');

describe('the Practice Center’s words', () => {
  it('are the ones said here', () => {
    expect(practice('components/grading-words.ts')).toContain(`'${TRY_AGAIN_MESSAGE}'`);
    expect(practice('components/grading.tsx')).toContain(`praise="${PRAISE}"`);
    expect(practice('components/result-parts.tsx')).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source's template, as text
      '`Not quite. The correct answer is: ${answer}`',
    );
    expect(wrongAnswer('x = 3')).toBe('Not quite. The correct answer is: x = 3');
  });
});

describe('the one-more-try rule', () => {
  it('leaves one more try after a first wrong answer, then decides', () => {
    expect(tryStep({ kind: 'wrong' }, false)).toEqual({ kind: 'retry' });
    expect(tryStep({ kind: 'wrong' }, true)).toEqual({
      kind: 'final',
      correct: false,
      retried: true,
    });
    expect(tryStep({ kind: 'correct' }, false)).toEqual({
      kind: 'final',
      correct: true,
      retried: false,
    });
  });

  it('changes nothing for an answer it cannot read', () => {
    expect(tryStep({ kind: 'unreadable', message: 'm' }, false)).toEqual({
      kind: 'unreadable',
      message: 'm',
      retried: false,
    });
    expect(tryStep({ kind: 'unreadable', message: 'm' }, true)).toMatchObject({ retried: true });
  });

  it('says one more try with the mistake, as a sentence, and the verdict in words', () => {
    const again = renderToStaticMarkup(<TryAgain mistake="3 was added instead of subtracted" />);
    expect(again).toContain(TRY_AGAIN_MESSAGE);
    expect(again).toContain('>3 was added instead of subtracted.</p>');
    expect(renderToStaticMarkup(<TryAgain />)).not.toContain('answer-mistake');
    expect(renderToStaticMarkup(<Verdict correct answer="x = 3" />)).toContain(PRAISE);
    expect(renderToStaticMarkup(<Verdict correct={false} answer="x = 3" />)).toContain(
      'Not quite. The correct answer is: x = 3',
    );
  });
});
