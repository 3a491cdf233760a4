import { describe, expect, it } from 'vitest';
import { readProblem } from '../../readProblem';
import { solve } from '../../solve';

const answer = (text: string) => {
  const r = solve(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return r.value;
};

describe('shapes in words', () => {
  it('works out areas, perimeters and volumes exactly, π kept, with the decimal', () => {
    for (const [typed, said, value] of [
      ['area of a circle radius 3', 'A = 9π', 28.274333882308138],
      ['circumference of a circle with diameter 10 cm', 'C = 10π cm', 31.41592653589793],
      ['perimeter of a rectangle 4 by 3', 'P = 14', 14],
      ['area of a triangle with sides 3, 4 and 5', 'A = 6', 6],
      ['area of a triangle with base 6 and height 4', 'A = 12', 12],
      ['area of a trapezoid with bases 3 and 5 and height 4', 'A = 16', 16],
      ['volume of a box 2 by 3 by 4', 'V = 24', 24],
      ['surface area of a cylinder radius 2 height 5', 'S = 28π', 87.96459430051421],
      ['volume of a cone r = 3, h = 4', 'V = 12π', 37.69911184307752],
      ['area of a square side 2.5 m', 'A = 6.25 m²', 6.25],
      [
        'What is the area of a circle with a radius of 7 inches?',
        'A = 49π in²',
        153.93804002589988,
      ],
    ] as const) {
      const r = answer(typed);
      expect(r.kind).toBe('shape');
      expect(r.answer, typed).toBe(said);
      expect(r.solutions[0]?.value).toBeCloseTo(value, 9);
    }
  });

  it('states the formula and why it holds, puts the lengths in, and works it out', () => {
    const r = answer('area of a circle radius 3');
    expect(r.title).toBe('Area of a circle');
    expect(r.steps.map((s) => s.text)).toEqual(['A = πr²', 'A = π × 3²', 'A = 9π']);
    expect(r.steps[0]).toMatchObject({
      rule: 'Area of a circle',
      why: expect.stringContaining('rectangle πr long'),
    });
    expect(r.solutions[0]?.decimal).toBeDefined();
    expect(answer('circumference of a circle radius 1').steps[0]?.rule).toBe(
      'Circumference of a circle',
    );
  });

  it('previews the question as maths beside its words', () => {
    const p = readProblem('area of a circle radius 3');
    expect(p.ok && p.value.text).toBe('area of a circle, r = 3');
  });

  it('asks for what is missing, and refuses sides that make no triangle', () => {
    const missing = solve('area of a circle');
    expect(missing.ok || missing.error.message).toMatch(
      /^Give the circle's radius, as in "area of a circle radius 3"/,
    );
    const flat = solve('area of a triangle with sides 1, 2 and 5');
    expect(flat.ok || flat.error).toMatchObject({
      code: 'invalid_value',
      message:
        'Sides 1, 2 and 5 do not make a triangle: each side must be shorter than the other two together',
    });
    expect(solve('area of a circle radius 0')).toMatchObject({
      ok: false,
      error: { code: 'invalid_value' },
    });
  });
});
