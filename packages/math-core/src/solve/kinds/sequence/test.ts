/**
 * Arithmetic and geometric sequences as students ask about them: a term, the nth term, sums, the
 * sum to infinity and the next terms, exact, each with its steps; the refusals. SymPy's answers,
 * from the recurrence each sequence follows, are in oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { refusal, sentence, solved } from '../../../../test/solved';
import { solve } from '../../solve';
import { de } from '../../write/de';
import { es } from '../../write/es';

describe('sequences', () => {
  it('gives a term of an arithmetic sequence, however the question is put', () => {
    for (const text of [
      'the 10th term of 3, 7, 11, …',
      'Find the 10th term of the sequence 3, 7, 11, ...',
      'what is the 10th term of the arithmetic sequence 3, 7, 11, 15?',
      '3, 7, 11, ... find the 10th term',
      'term 10 of 3,7,11',
    ])
      expect(solved(text), text).toMatchObject({
        kind: 'sequence',
        title: 'Sequence',
        method: 'arithmetic sequence',
        answer: 'a(10) = 39',
        solutions: [{ text: 'a(10) = 39', value: 39 }],
      });
    const r = solved('the 10th term of 3, 7, 11, …');
    expect(r.problem).toBe('the 10th term of 3, 7, 11, …');
    expect(r.steps.map((s) => s.text)).toEqual([
      'd = 7 − 3 = 11 − 7 = 4',
      'a(n) = 3 + 4(n − 1) = 4n − 1',
      'a(10) = 3 + 4 × 9 = 39',
    ]);
  });

  it('gives the nth term of arithmetic and geometric sequences', () => {
    expect(solved('nth term of 5, 2, -1, -4').answer).toBe('a(n) = −3n + 8');
    expect(solved('find the nth term of 2, 6, 18, ...')).toMatchObject({
      method: 'geometric sequence',
      answer: 'a(n) = 2 × 3^(n − 1)',
    });
    expect(solved('the general term of 1/2, 1/4, 1/8').answer).toBe('a(n) = (1/2)^n');
  });

  it('gives geometric terms exactly, with negative ratios too', () => {
    const r = solved('10th term of 2, -4, 8, ...');
    expect(r.answer).toBe('a(10) = −1024');
    expect(r.steps.map((s) => s.text)).toEqual([
      'r = −4/2 = 8/(−4) = −2',
      'a(n) = 2(−2)^(n − 1)',
      'a(10) = 2 × (−2)⁹ = −1024',
    ]);
  });

  it('adds the first n terms, and gives the sum of n terms as a formula', () => {
    expect(solved('find the sum of the first 20 terms of 5, 8, 11, ...')).toMatchObject({
      answer: 'S(20) = 670',
      steps: [
        { text: 'd = 8 − 5 = 11 − 8 = 3' },
        { text: 'S(20) = 20/2 × (2 × 5 + 3 × 19) = 670', rule: 'Sum of an arithmetic sequence' },
      ],
    });
    expect(solved('sum of the first 8 terms of 1, 0.5, 0.25').answer).toBe('S(8) = 255/128');
    expect(solved('sum of the first n terms of 3, 7, 11').answer).toBe('S(n) = 2n² + n');
    expect(solved('sum of the first n terms of 2, 6, 18').answer).toBe('S(n) = 3^n − 1');
  });

  it('gives the sum to infinity only where the terms shrink towards 0', () => {
    expect(solved('sum to infinity of 8, 4, 2, 1')).toMatchObject({
      answer: 'S = 16',
      steps: [{ text: 'r = 4/8 = 2/4 = 1/2' }, { text: 'S = 8/(1 − 1/2) = 16' }],
    });
    expect(solved('the sum to infinity of 3, 7, 11')).toMatchObject({
      answer: 'No sum to infinity',
      outcome: 'none',
      solutions: [],
    });
    expect(solved('sum to infinity of 1, -2, 4').answer).toBe('No sum to infinity');
  });

  it('gives the next terms', () => {
    expect(solved('next term of 1/2, 1/4, 1/8').answer).toBe('1/16');
    expect(solved('what are the next two terms of 10, 7, 4').answer).toBe('1, −2');
  });

  it('refuses a sequence that is neither, too few terms, and terms out of reach', () => {
    expect(refusal('nth term of 3, 5, 9').message).toMatch(
      /^The differences between the terms \(2, 4\) are not all the same, and neither are the ratios, so 3, 5, 9 is neither/,
    );
    expect(refusal('the 0th term of 3, 7, 11').message).toBe(
      'The terms of a sequence are counted from 1',
    );
    expect(refusal('the 1000000th term of 3, 7, 11').message).toMatch(
      /^Terms and sums are worked out up to/,
    );
    expect(refusal('the 5000th term of 2, 6, 18').code).toBe('out_of_range');
  });
});

describe('solve: a refused sequence in the language of the page', () => {
  it('says why in Spanish and German, the terms listed in their notation', () => {
    for (const language of [es, de]) {
      const r = solve('next term of 1; 2; 4; 7', { language });
      expect(!r.ok && r.error.message).toContain(
        sentence(language, 'sequenceNeitherRatios', {
          differences: '1; 2; 3',
          terms: '1; 2; 4; 7',
        }),
      );
    }
    expect(refusal('next term of 1, 2, 4, 7').message).toMatch(
      /^The differences between the terms \(1, 2, 3\) are not all the same, and neither are the ratios, so 1, 2, 4, 7 is neither/,
    );
  });
});
