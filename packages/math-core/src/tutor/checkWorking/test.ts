import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkWorking, type WorkingCheck } from '.';
import { MISTAKE_IDS } from './mistakes';

const check = (problem: string, lines: string[]): WorkingCheck => {
  const r = checkWorking(problem, lines);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const statuses = (w: WorkingCheck) => w.lines.map((l) => l.status);

describe('checkWorking: equations in one unknown', () => {
  it('finds a sign lost when a term moves across, and says what the line could have been', () => {
    const w = check('2x+3=7', ['2x=10', 'x=5']);
    expect(w.firstWrong).toBe(0);
    expect(w.lines[0]).toMatchObject({
      status: 'wrong',
      mistake: 'sign-of-moved-term',
      reason: expect.stringContaining('3 was added to the other side instead of subtracted'),
      suggestion: '2x = 4',
    });
    expect(w.lines[0]?.suggestionMathml).toContain('<math');
    // x = 5 does follow from 2x = 10; the working is still wrong as a whole.
    expect(w.lines[1]?.status).toBe('follows');
    expect(w).toMatchObject({ finished: false, ending: 'wrong' });
  });

  it('accepts correct working written in any order of terms and sides', () => {
    for (const lines of [
      ['2x=4', 'x=2'],
      ['2x = 7 - 3', 'x = 4/2', 'x = 2'],
      ['4 = 2x', '2 = x'],
      ['3 + 2x = 7', '2x = -3 + 7', 'x = 2'],
    ]) {
      const w = check('2x+3=7', lines);
      expect(statuses(w), lines.join('; ')).toEqual(lines.map(() => 'follows'));
      expect(w).toMatchObject({ firstWrong: null, finished: true, ending: 'answer' });
    }
  });

  it('tells a correct step short of the answer from the answer', () => {
    expect(check('2x+3=7', ['2x=4'])).toMatchObject({
      firstWrong: null,
      finished: false,
      ending: 'unfinished',
    });
  });

  it('follows a quadratic through factoring to its two roots, in any order', () => {
    const w = check('x^2-5x+6=0', ['(x-2)(x-3)=0', 'x-2=0 or x-3=0', 'x=3 or x=2']);
    expect(statuses(w)).toEqual(['follows', 'follows', 'follows']);
    expect(w.finished).toBe(true);
    expect(check('x^2=9', ['x=±3']).finished).toBe(true);
    expect(check('x^2=9', ['x = 3, x = -3']).finished).toBe(true);
  });

  it('names the negative root forgotten', () => {
    expect(check('x^2=9', ['x=3']).lines[0]).toMatchObject({
      status: 'wrong',
      mistake: 'negative-root-forgotten',
      reason: expect.stringContaining('x = −3'),
    });
    expect(check('(x+1)^2=16', ['x+1=4', 'x=3']).lines[0]).toMatchObject({
      mistake: 'negative-root-forgotten',
    });
  });

  it('names a root lost by dividing by the unknown', () => {
    expect(check('x^2=5x', ['x=5']).lines[0]).toMatchObject({
      status: 'wrong',
      mistake: 'root-lost',
    });
  });

  it('names a bracket multiplied into its first term only, and the minus sign before a bracket', () => {
    expect(check('3(x+2)=12', ['3x+2=12']).lines[0]).toMatchObject({
      mistake: 'bracket-first-term-only',
      suggestion: '3x + 6 = 12',
    });
    expect(check('10-(x+2)=5', ['10-x+2=5']).lines[0]).toMatchObject({
      mistake: 'bracket-first-term-only',
    });
  });

  it('names a side divided alone', () => {
    expect(check('3x=12', ['x=12']).lines[0]).toMatchObject({
      mistake: 'one-side-only',
      suggestion: 'x = 4',
    });
  });

  it('names the square root and the logarithm of a sum split', () => {
    expect(check('sqrt(x^2+9)=5', ['x+3=5']).lines[0]).toMatchObject({ mistake: 'root-of-sum' });
    expect(check('log(x+5)=1', ['log(x)+log(5)=1']).lines[0]).toMatchObject({
      mistake: 'log-of-sum',
    });
  });

  it('accepts squaring both sides and a root rejected, and names an extraneous root kept', () => {
    const kept = check('sqrt(x+2)=x', ['x+2=x^2', 'x^2-x-2=0', '(x-2)(x+1)=0', 'x=2 or x=-1']);
    expect(kept.lines[0]).toMatchObject({
      status: 'follows',
      reason: expect.stringContaining('squaring'),
    });
    expect(kept.firstWrong).toBe(3);
    expect(kept.lines[3]).toMatchObject({ mistake: 'extraneous-root-kept', suggestion: 'x = 2' });
    const rejected = check('sqrt(x+2)=x', [
      'x+2=x^2',
      'x^2-x-2=0',
      '(x-2)(x+1)=0',
      'x=2 or x=-1',
      'x=2',
    ]);
    expect(rejected.lines[4]).toMatchObject({
      status: 'follows',
      reason: 'x = −1 is rejected: it does not satisfy the problem',
    });
    expect(rejected.finished).toBe(true);
    expect(check('x/(x-1)=1/(x-1)', ['x=1']).lines[0]).toMatchObject({
      mistake: 'extraneous-root-kept',
    });
    expect(check('x/(x-1)=1/(x-1)', ['x=1', 'no solution']).finished).toBe(true);
  });

  it('says which number tells two lines apart when no common mistake explains it', () => {
    const w = check('2x+3=7', ['2x=5']);
    expect(w.lines[0]?.status).toBe('wrong');
    expect(w.lines[0]?.mistake).toBeUndefined();
    expect(w.lines[0]?.reason).toBe('x = 2 solves the line before but not this one');
    expect(w.lines[0]?.suggestion).toBe('2x = 4');
  });

  it('takes a calculation on the side (the discriminant) without losing the working', () => {
    const w = check('2x^2+13x+18=0', [
      '13^2 - 4*2*18 = 25',
      'x = (-13 ± 5)/4',
      'x = -2 or x = -9/2',
    ]);
    expect(w.lines[0]).toMatchObject({
      status: 'follows',
      reason: 'A calculation on the side, and it is right',
    });
    expect(w.finished).toBe(true);
    expect(check('x^2+x-6=0', ['1^2 - 4*1*(-6) = 24']).lines[0]).toMatchObject({
      status: 'wrong',
      reason: 'This calculation is not right: 1² − 4 × 1 × (−6) is 25',
      suggestion: '1² − 4 × 1 × (−6) = 25',
    });
  });

  it('says when brackets do not multiply back, and when one term was not multiplied', () => {
    expect(check('x^2-5x+6=0', ['(x+2)(x+3)=0']).lines[0]).toMatchObject({
      status: 'wrong',
      reason:
        '(x + 2)(x + 3) multiplies out to x² + 5x + 6: check the signs and numbers in the brackets',
      suggestion: '(x − 2)(x − 3) = 0',
    });
    expect(check('x/2+1=4', ['x+1=8']).lines[0]).toMatchObject({
      mistake: 'not-every-term',
      suggestion: 'x + 2 = 8',
    });
  });

  it('asks for an answer in its simplest form', () => {
    const w = check('2x+3=7', ['2x=4', 'x=4/2']);
    expect(w).toMatchObject({ finished: false, ending: 'unfinished' });
    expect(w.lines[1]?.reason).toBe('Right, but not finished: 4/2 can be simplified');
    expect(check('2x=5', ['x=5/2']).finished).toBe(true);
    expect(check('2x=5', ['x=2.5']).finished).toBe(true);
    expect(check('x^2=8', ['x=±2sqrt(2)']).finished).toBe(true);
  });

  it('marks what it cannot read, and goes on from the last line it could', () => {
    const w = check('2x+3=7', ['2x=4', '2x=)', 'x=2']);
    expect(statuses(w)).toEqual(['follows', 'unreadable', 'follows']);
    expect(w.lines[1]?.reason).toMatch(/^This line could not be read/);
    expect(check('2x+3=7', ['2x=4', '', 'x=2']).lines[1]?.reason).toBe('This line is empty');
    expect(w.finished).toBe(true);
    expect(check('2x+3=7', ['2y=4']).lines[0]).toMatchObject({
      status: 'unreadable',
      reason: 'This line has y, which the problem does not',
    });
  });
});

describe('checkWorking: inequalities', () => {
  it('names an inequality not reversed when dividing by a negative number', () => {
    expect(check('-2x<6', ['x<-3']).lines[0]).toMatchObject({
      status: 'wrong',
      mistake: 'inequality-not-reversed',
      suggestion: 'x > −3',
    });
    expect(check('-2x<6', ['x>-3'])).toMatchObject({ finished: true });
    expect(check('3 - x >= 1', ['-x >= -2', 'x <= 2'])).toMatchObject({ finished: true });
    expect(check('3 - x >= 1', ['2 >= x'])).toMatchObject({ finished: true });
  });
});

describe('checkWorking: expressions, systems, derivatives and integrals', () => {
  it('checks an expansion at sample points and names the square of a sum', () => {
    expect(check('(x+1)^2', ['x^2+1']).lines[0]).toMatchObject({
      mistake: 'square-of-sum',
      suggestion: 'x² + 2x + 1',
    });
    expect(check('(x+1)^2', ['(x+1)(x+1)', '= x^2 + x + x + 1', '= x^2 + 2x + 1'])).toMatchObject({
      finished: true,
    });
    expect(check('(x+1)^2', ['(x+1)(x+1)'])).toMatchObject({
      finished: false,
      ending: 'unfinished',
    });
    expect(check('3/4+5/6', ['9/12 + 10/12', '19/12'])).toMatchObject({ finished: true });
    expect(check('3/4+5/6', ['8/10']).lines[0]?.reason).toBe(
      'This is not equal to the line before: in value the line before is 1.58333 and this line is 0.8',
    );
  });

  it('names terms cancelled instead of factors', () => {
    expect(check('simplify (x+3)/x', ['3']).lines[0]).toMatchObject({ mistake: 'cancelled-terms' });
  });

  it('checks a system line by line against its solution', () => {
    expect(check('2x+y=5, x-y=1', ['3x=6', 'x=2', 'y=1'])).toMatchObject({ finished: true });
    expect(
      check('2x+y=5, x-y=1', ['x = 1 + y', '2(1 + y) + y = 5', 'y = 1', 'x = 2']),
    ).toMatchObject({ finished: true });
    expect(check('2x+y=5, x-y=1', ['(x, y) = (2, 1)'])).toMatchObject({ finished: true });
    const w = check('2x+y=5, x-y=1', ['3x=4']);
    expect(w.lines[0]).toMatchObject({ status: 'wrong', suggestion: '3x = 6' });
    expect(check('x+y=5, x-y=1', ['x = 1 - y']).lines[0]).toMatchObject({
      mistake: 'sign-of-moved-term',
    });
  });

  it('checks a derivative, d/dx lines included', () => {
    expect(
      check('d/dx x^3 sin(x)', ['d/dx(x^3) sin(x) + x^3 d/dx(sin(x))', '3x^2 sin(x) + x^3 cos(x)']),
    ).toMatchObject({
      finished: true,
    });
    const w = check('d/dx x^3 sin(x)', ['3x^2 sin(x)']);
    expect(w.lines[0]?.reason).toMatch(/^This is not the derivative of x³sin\(x\): at x = 2/);
    expect(check('d/dx x^3 sin(x)', ["f'(x) = d/dx(x^3) sin(x) + x^3 d/dx(sin(x))"]).ending).toBe(
      'unfinished',
    );
  });

  it('checks an integral through its derivative, and asks for + C', () => {
    expect(check('integrate x^2+1', ['∫ x^2 dx + ∫ 1 dx', 'x^3/3 + x + C'])).toMatchObject({
      finished: true,
    });
    expect(check('∫ 2x dx', ['x^2 + C'])).toMatchObject({ finished: true });
    expect(check('integrate x^2+1', ['x^3/3 + x']).lines[0]).toMatchObject({
      mistake: 'missing-constant',
      suggestion: 'x³/3 + x + C',
    });
    expect(check('integrate x^2+1', ['x^3 + x + C']).lines[0]?.status).toBe('wrong');
  });
});

describe('checkWorking: errors', () => {
  it('refuses no working, too much of it, and problems it does not check', () => {
    expect(checkWorking('2x+3=7', [])).toMatchObject({ ok: false, error: { field: 'lines' } });
    expect(checkWorking('2x+3=7', ['', ' '])).toMatchObject({
      ok: false,
      error: { field: 'lines' },
    });
    expect(checkWorking('2x+3=7', Array(41).fill('x=2'))).toMatchObject({
      ok: false,
      error: { field: 'lines' },
    });
    expect(checkWorking('2x+3=', ['x=2'])).toMatchObject({
      ok: false,
      error: { field: 'problem' },
    });
    expect(checkWorking('15% of 80', ['12'])).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    });
  });
});

describe('checkWorking: working laid out as students write it', () => {
  it('reads equation labels and references, and follows a system solved by substitution', () => {
    const w = check('2x + y = 5, x − y = 1', [
      'from (2) x = y + 1',
      '2(y + 1) + y = 5',
      '3y + 2 = 5',
      'y = 1',
      'x = 2, y = 1',
    ]);
    expect(statuses(w)).toEqual(['follows', 'follows', 'follows', 'follows', 'follows']);
    expect(w.finished).toBe(true);
  });

  it('reads elimination labels, and finds a wrong elimination at its own line', () => {
    const w = check('x + y = 5, 2x − y = 1', [
      '(1) + (2): 3x = 6',
      'x = 2',
      'sub into (1): 2 + y = 5',
      'y = 3   (3)',
      '∴ x = 2, y = 3 ✓',
    ]);
    expect(w).toMatchObject({ firstWrong: null, finished: true });
    const wrong = check('x + y = 5, 2x − y = 1', ['(1) + (2): 3x = 4', 'x = 4/3']);
    expect(wrong.firstWrong).toBe(0);
    expect(check('x + y = 5, 2x − y = 1', ['2 × (1): 2x + 2y = 10']).lines[0]?.status).toBe(
      'follows',
    );
  });

  it('reads connecting words, arrows and a tick, but never a sum or a product as one', () => {
    for (const lines of [
      ['so 2x = 4', 'then x = 2'],
      ['=> 2x = 4', '∴ x = 2 ✓'],
      ['hence 2x = 4', 'therefore x = 2'],
      ['2x = 4 ⇒ x = 2'.split(' ⇒ ')[0] as string, '⇒ x = 2'],
    ]) {
      const w = check('2x+3=7', lines);
      expect(statuses(w), lines.join('; ')).toEqual(lines.map(() => 'follows'));
      expect(w.finished).toBe(true);
    }
    // A line that starts with a minus or a number is maths, not a label.
    expect(check('2x+3=7', ['-2x = -4']).lines[0]?.status).toBe('follows');
    expect(check('7 − 2x = 1', ['so −2x = −6', 'then x = 3']).finished).toBe(true);
    expect(check('2x+3=7', ['(2x) = 4', 'x = 2']).finished).toBe(true);
    expect(check('x + 4 = 7', ['so x = 4']).firstWrong).toBe(0);
  });

  it('reads ±, surds and logarithms where a number can be, and a root of a negative as none', () => {
    expect(check('(x+2)^2 = 5', ['x + 2 = ±√5', 'x = -2 ± √5']).finished).toBe(true);
    expect(check('e^(2x) = 7', ['2x = ln(7)', 'x = ln(7)/2']).finished).toBe(true);
    expect(check('e^(2x) = 7', ['2x = ln(7)', 'x = ln(7)/3']).firstWrong).toBe(1);
    const none = check('x^2+2x+5=0', ['x = (−2 ± √(4 − 20))/2', 'no real solution']);
    expect(statuses(none)).toEqual(['follows', 'follows']);
    expect(none.finished).toBe(true);
  });

  it('takes roots one per line, and still names the one left out', () => {
    const w = check('x^2 - 9 = 0', ['(x − 3)(x + 3) = 0', 'x = 3', 'x = −3']);
    expect(statuses(w)).toEqual(['follows', 'follows', 'follows']);
    expect(w.finished).toBe(true);
    const short = check('x^2 - 9 = 0', ['(x − 3)(x + 3) = 0', 'x = 3']);
    expect(short.lines[1]).toMatchObject({ status: 'wrong', mistake: 'negative-root-forgotten' });
  });

  it('reads a restriction (x ≠ 2) and a value crossed out', () => {
    const w = check('(x^2-4)/(x-2) = 4', ['x ≠ 2', 'x + 2 = 4', 'x = 2 ✗', 'no solution']);
    expect(statuses(w)).toEqual(['follows', 'follows', 'follows', 'follows']);
    expect(w.finished).toBe(true);
    const sq = check('sqrt(x+2) = x', [
      'x + 2 = x^2',
      'x^2 - x - 2 = 0',
      'x = 2 or x = -1',
      'x = -1 (reject)',
      'x = 2',
    ]);
    expect(sq.finished).toBe(true);
    const kept = check('x + 3 = 5', ['x = 2 ✗']);
    expect(kept.lines[0]).toMatchObject({ status: 'wrong', mistake: 'solution-rejected' });
    expect(check('x + 3 = 5', ['x ≠ 2']).lines[0]?.mistake).toBe('solution-rejected');
  });

  it('reads ln|x| + C, and any letter for the constant', () => {
    expect(check('∫ 1/x dx', ['= ln|x| + C']).finished).toBe(true);
    expect(check('∫ 6x^2 dx', ['= 2x^3 + c']).finished).toBe(true);
    expect(check('∫ 6x^2 dx', ['= 2x^3 + k']).finished).toBe(true);
    expect(check('∫ 6x^2 dx', ['∫ 6x^2 dx = 2x^3 + A']).finished).toBe(true);
  });
});

describe('checkWorking: each mistake named for what it is, at the term that is wrong', () => {
  const named = (problem: string, line: string) => check(problem, [line]).lines[0];

  it('blames the bracket the sign was lost in, not the one that was right', () => {
    for (const problem of ['3(x + 2) − 2(x − 1) = 12', '3(x+2) − 2(x−1)']) {
      const l = named(problem, problem.includes('=') ? '3x + 6 − 2x − 2 = 12' : '3x + 6 − 2x − 2');
      expect(l).toMatchObject({ status: 'wrong', mistake: 'minus-before-bracket' });
      expect(l?.reason).toContain('−2(x − 1) is −2x + 2');
      expect(l?.reason).not.toContain('3(x + 2)');
    }
    expect(named('5 − 2(x − 4) = 7', '5 − 2x − 8 = 7')).toMatchObject({
      mistake: 'minus-before-bracket',
      suggestion: '−2x + 13 = 7',
    });
  });

  it('names a number added to one side only, and the inverse operation a teacher names', () => {
    expect(named('x − 4 = 6', 'x − 4 + 4 = 6')).toMatchObject({
      mistake: 'one-side-only',
      suggestion: 'x = 10',
    });
    const fifth = named('x/5 = 2/3', 'x = 2/15');
    expect(fifth).toMatchObject({ mistake: 'inverse-operation', suggestion: 'x = 10/3' });
    expect(fifth?.reason).toContain('multiplying both sides by 5');
    expect(named('3x = 12', 'x = 36')?.reason).toContain('dividing both sides by 3');
    expect(named('5x = 20', 'x = 15')).toMatchObject({
      mistake: 'inverse-operation',
      suggestion: 'x = 4',
    });
  });

  it('names the common denominator a teacher would multiply by, never restating the line', () => {
    expect(named('3/x + 1/2 = 1', '6 + x = 1')).toMatchObject({
      mistake: 'one-side-only',
      reason: expect.stringContaining('Multiply both sides by 2x'),
      suggestion: '6 + x = 2x',
    });
    const own = named('3/x + 1/2 = 1', '3 + x = 2x');
    expect(own).toMatchObject({ mistake: 'not-every-term', suggestion: '6 + x = 2x' });
    expect(own?.reason).toContain('3/x × 2x is 6');
    for (const [problem, line] of [
      ['3/x + 1/2 = 1', '3 + x = 2x'],
      ['x/2 + 1 = 4', 'x + 1 = 8'],
      ['x/5 = 2/3', 'x = 2/15'],
    ] as const) {
      const reason = named(problem, line)?.reason ?? '';
      // No sentence says a thing is itself.
      expect(reason, reason).not.toMatch(/(\S.*) is \1$/);
    }
  });

  it('names a square taken term by term, inside a line or when squaring both sides', () => {
    expect(named('(x − 3)^2', 'x^2 − 9')).toMatchObject({
      mistake: 'square-of-sum',
      suggestion: 'x² − 6x + 9',
    });
    expect(named('sqrt(x+5) = x + 1', 'x + 5 = x^2 + 1')).toMatchObject({
      mistake: 'square-of-sum',
      suggestion: 'x + 5 = x² + 2x + 1',
    });
  });

  it('names the square root of an inequality and a top divided term by term', () => {
    expect(named('x^2 ≥ 4', 'x ≥ 2')).toMatchObject({
      mistake: 'negative-root-forgotten',
      reason: expect.stringContaining('x ≤ −2 or x ≥ 2'),
    });
    expect(named('x^2 < 9', 'x < 3')?.reason).toContain('−3 < x < 3');
    for (const [problem, line] of [
      ['(2x + 4)/2 = 7', 'x + 4 = 7'],
      ['(2x + 4)/2', 'x + 4'],
    ] as const)
      expect(named(problem, line)).toMatchObject({
        mistake: 'not-every-term',
        reason: expect.stringContaining('(2x + 4)/2 is x + 2'),
      });
  });

  it('grades an expression the solver has nothing to do with, √(x² + 9) → x + 3', () => {
    const w = check('√(x^2 + 9)', ['x + 3']);
    expect(w.lines[0]).toMatchObject({ status: 'wrong', mistake: 'root-of-sum' });
    expect(check('√(x^2 + 9)', ['√(9 + x^2)']).lines[0]?.status).toBe('follows');
  });

  it('names the rule of differentiation or integration that was broken', () => {
    expect(named('d/dx x^3 sin(x)', '3x^2 cos(x)')).toMatchObject({
      mistake: 'product-rule',
      suggestion: '3x²sin(x) + x³cos(x)',
    });
    expect(named('d/dx (2x+1)^5', '5(2x+1)^4')).toMatchObject({
      mistake: 'chain-rule',
      reason: expect.stringContaining('2x + 1, which is 2'),
    });
    expect(named('d/dx sin(3x)', 'cos(3x)')?.mistake).toBe('chain-rule');
    expect(named('d/dx x/(x+1)', '(x + 1 + x)/(x+1)^2')?.mistake).toBe('quotient-rule');
    expect(named('d/dx x/(x+1)', '1/1')?.mistake).toBe('quotient-rule');
    expect(named('d/dx x^5', '5x^5')?.mistake).toBe('power-rule');
    expect(named('d/dx x^5', 'x^4')?.mistake).toBe('power-rule');
    expect(named('∫ 6x^2 dx', '6x^3 + C')?.mistake).toBe('power-rule');
    expect(named('∫ 6x^2 dx', '12x + C')?.mistake).toBe('differentiated-not-integrated');
    expect(named('∫ 6x^2 dx', '2x^3')?.mistake).toBe('missing-constant');
    // A right line is never named.
    expect(named('d/dx x^3 sin(x)', '3x^2 sin(x) + x^3 cos(x)')?.status).toBe('follows');
  });

  it('documents every mistake it can name, and names none it does not document', () => {
    // The reference documents them on `LineCheck.mistake`, one `- \`id\`: …` line each.
    const source = readFileSync(new URL('./verdict.ts', import.meta.url), 'utf8');
    const section = source.slice(
      source.indexOf('The common mistake that explains a wrong line'),
      source.indexOf('mistake?: MistakeId;'),
    );
    const documented = [...section.matchAll(/^ {3}\* - `([a-z-]+)`: /gm)].map((m) => m[1]);
    expect([...documented].sort()).toEqual([...MISTAKE_IDS].sort());
  });
});
