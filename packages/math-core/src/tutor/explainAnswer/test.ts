import { describe, expect, it } from 'vitest';
import { parseMath } from '../../math/parseMath';
import type { MathNode } from '../../math/tree';
import { checkAnswer } from '../../practice/checkAnswer';
import { generateProblem } from '../../practice/generateProblem';
import { de } from '../../solve/write/de';
import { es } from '../../solve/write/es';
import { fr } from '../../solve/write/fr';
import { explainAnswer } from '.';

const question = (text: string) => ({
  questionMath: (parseMath(text) as { value: MathNode }).value,
});

describe('explainAnswer', () => {
  it('names the mistake behind a wrong answer', () => {
    expect(explainAnswer(question('2x + 3 = 7'), '5')).toEqual({
      mistake: 'sign-of-moved-term',
      reason:
        '3 was added to the other side instead of subtracted: to move +3 across, subtract 3 from both sides',
    });
    expect(explainAnswer(question('x^2 = 9'), '3')).toEqual({
      mistake: 'negative-root-forgotten',
      reason:
        'A square root can be positive or negative: the solution from the negative one is missing',
    });
    // Before the second try, no sentence names a solution left out.
    expect(explainAnswer(question('x^2 = 8x'), '8')).toEqual({
      mistake: 'root-lost',
      reason:
        'A solution was lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
    });
    expect(explainAnswer(question('-2x < 6'), 'x < -3')?.mistake).toBe('inequality-not-reversed');
    expect(explainAnswer(question('3(x + 2) = 12'), '10/3')?.mistake).toBe(
      'bracket-first-term-only',
    );
    expect(explainAnswer(question('sqrt(x + 2) = x'), '-1, 2')?.mistake).toBe(
      'extraneous-root-kept',
    );
  });

  it('names only a step a student would take on the way to the answer, or says it cannot tell', () => {
    // 7 for 9(x − 3) = 5x + 9 is no multiplication by 9 that a student would do.
    expect(explainAnswer(question('9(x − 3) = 5x + 9'), '7')).toBeNull();
    expect(explainAnswer(question('x/5 = 2/3'), '2/15')).toEqual({
      mistake: 'inverse-operation',
      reason: 'x is divided by 5: undo it by multiplying both sides by 5',
    });
    expect(explainAnswer(question('x/2 + 1 = 4'), '7')?.mistake).toBe('not-every-term');
  });

  it('says the mistake in the language it is given, the maths in its notation', () => {
    expect(explainAnswer(question('2x + 3 = 7'), '5', { language: es })).toEqual({
      mistake: 'sign-of-moved-term',
      reason:
        'Se sumó 3 al otro miembro en lugar de restarlo: para pasar +3 al otro lado, resta 3 en ambos miembros',
    });
    expect(explainAnswer(question('x^2 = 9'), '3', { language: fr })?.reason).toBe(
      'Une racine carrée peut être positive ou négative\u00a0: il manque la solution que donne la racine négative',
    );
    expect(explainAnswer(question('x^2 = 8x'), '8', { language: de })?.reason).toBe(
      'Eine Lösung ist verloren gegangen: wer beide Seiten durch etwas teilt, das 0 sein kann, verliert die Lösungen, bei denen es 0 ist',
    );
    expect(explainAnswer(question('x/2.5 = 2'), '2', { language: es })?.reason).toBe(
      'Solo se multiplicó el primer miembro por 2,5: multiplica ambos miembros por 2,5',
    );
  });

  it('says nothing for a right answer, an answer no common mistake explains, or a question without an equation', () => {
    expect(explainAnswer(question('2x + 3 = 7'), '2')).toBeNull();
    expect(explainAnswer(question('2x + 3 = 7'), '17')).toBeNull();
    expect(explainAnswer(question('2x + 3 = 7'), 'abc')).toBeNull();
    expect(explainAnswer(question('log_2(8)'), '4')).toBeNull();
    expect(explainAnswer({} as never, '4')).toBeNull();
  });

  it('explains wrong answers to the Practice Center’s own problems, and never a right one', () => {
    let explained = 0;
    for (let seed = 0; seed < 150; seed++) {
      const p = generateProblem('algebra', seed);
      if (!p.ok) throw new Error(p.error.message);
      const problem = p.value;
      expect(explainAnswer(problem, problem.answer), problem.question).toBeNull();
      // The sign of the first term moved: what a student who lost it would answer.
      const wrong = problem.answer.startsWith('-') ? problem.answer.slice(1) : `-${problem.answer}`;
      const graded = checkAnswer(wrong, problem.answer);
      if (graded.ok && !graded.value.correct && explainAnswer(problem, wrong)) explained += 1;
    }
    expect(explained).toBeGreaterThan(0);
  });
});
