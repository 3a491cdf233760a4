import { describe, expect, it } from 'vitest';
import { tryStep } from './try-rule';

describe('the one-more-try rule offline', () => {
  it('leaves one more try after a first wrong answer, and decides on the second', () => {
    expect(tryStep({ kind: 'wrong' }, false)).toEqual({ kind: 'retry' });
    expect(tryStep({ kind: 'wrong' }, true)).toEqual({
      kind: 'final',
      correct: false,
      retried: true,
    });
    expect(tryStep({ kind: 'correct' }, true)).toEqual({
      kind: 'final',
      correct: true,
      retried: true,
    });
  });

  it('decides a right first answer at once', () => {
    expect(tryStep({ kind: 'correct' }, false)).toEqual({
      kind: 'final',
      correct: true,
      retried: false,
    });
  });

  it('changes nothing for an answer it cannot read, before or during the second try', () => {
    for (const retried of [false, true]) {
      expect(tryStep({ kind: 'unreadable', message: 'Enter a number.' }, retried)).toEqual({
        kind: 'unreadable',
        message: 'Enter a number.',
        retried,
      });
    }
  });
});
