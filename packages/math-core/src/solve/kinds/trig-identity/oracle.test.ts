/**
 * Trigonometric expressions simplified and identities proved against SymPy (the slow project: it
 * starts python3): each simplified answer must equal the expression as typed (SymPy's
 * simplify(answer − typed) is 0, as it is or rewritten in sin or in cos), and each "verify" must
 * say identity exactly when left − right simplifies so to 0, a counterexample's two sides
 * differing at its angle. Problems typed by hand as students type them, and generated ones from
 * the identities' sides times numbers.
 * The worked examples are in src/solve/kinds/trig-identity/test.ts.
 */
import { describe, expect, it } from 'vitest';
import { runPython } from '../../../../test/python';
import { solve } from '../../solve';

const SCRIPT = `
import json, sys, re
from sympy import simplify, Symbol, pi, sin, cos
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application, convert_xor
x = Symbol('x', real=True)
T = standard_transformations + (implicit_multiplication_application, convert_xor)
def read(text):
    text = text.replace('−', '-').replace('²', '**2').replace('³', '**3').replace('⁴', '**4').replace('π', 'pi')
    text = re.sub(r'√(\\d+)', r'sqrt(\\1)', text)
    return parse_expr(text, transformations=T, local_dict={'x': x})
def zero(e):
    # simplify alone misses some (cot + tan − sec·csc); in sin or cos alone it does not.
    return any(simplify(f) == 0 for f in (e, e.rewrite(sin), e.rewrite(cos)))
out = []
for job in json.loads(sys.stdin.read()):
    if job[0] == 'same':
        out.append(bool(zero(read(job[1]) - read(job[2]))))
    else:
        left, right, angle = read(job[1]), read(job[2]), job[3]
        identity = bool(zero(left - right))
        differ = None if angle is None else bool(simplify((left - right).subs(x, pi * angle / 180)) != 0)
        out.append([identity, differ])
print(json.dumps(out))
`;

/** Expressions typed by hand, as students type them. */
const TYPED = [
  'sin^2(x)+cos^2(x)',
  'tan(x)cos(x)',
  '(1-cos^2(x))/sin(x)',
  'sin(2x)/(2sin(x))',
  '1 + tan^2(x)',
  'cos^2(x) - sin^2(x)',
  'simplify sec x cos x',
  'simplify sin²x + cos²x + tan(x)',
  'cot(x) sin(x)',
  '(1 - sin^2 x)/(1 + sin x)',
  'sin(x)/tan(x)',
  'sec^2(x) - 1',
];

/** Equations to verify, typed by hand. */
const TO_VERIFY = [
  'prove that sin^2(x)+cos^2(x)=1',
  'verify tan(x)cos(x)=sin(x)',
  'verify sin(x)+cos(x)=1',
  'show that 1 + tan^2(x) = sec^2(x)',
  'prove that sin(2x) = 2sin(x)',
  'verify cos(2x) = 1 - 2sin^2(x)',
  'verify the identity sec(x) - cos(x) = sin(x)tan(x)',
  'prove cot(x) + tan(x) = sec(x)csc(x)',
  'verify cos(2x) = 2cos(x)^2 + 1',
  'show that (sin(x) + cos(x))^2 = 1 + sin(2x)',
];

/** Generated: each identity's side alone and times a number. */
const generated = (): string[] => {
  const sides = [
    'sin(x)^2 + cos(x)^2',
    'tan(x)cos(x)',
    'sec(x)cos(x)',
    '1 + cot(x)^2',
    'sin(2x)/cos(x)',
    '2cos(x)^2 - 1',
    '1 - 2sin(x)^2',
    'csc(x)sin(x)',
    'tan(x)/sec(x)',
    '(1 - cos(x))(1 + cos(x))',
    'sin(x)^4 - cos(x)^4',
    '2sin(x)cos(x)',
  ];
  return sides.flatMap((side) => [side, `3(${side})`]);
};

describe('trigonometric identities against SymPy', () => {
  it('simplifies to an equal expression and tells identities apart, with 0 wrong', () => {
    const expressions = [...TYPED, ...generated()];
    const jobs: unknown[] = [];
    const texts: string[] = [];
    for (const text of expressions) {
      const r = solve(text);
      expect(r.ok, text).toBe(true);
      if (!r.ok) continue;
      expect(r.value.kind, text).toBe('trig-identity');
      const answer = r.value.answer.split(', where')[0] as string;
      jobs.push(['same', answer, r.value.problem]);
      texts.push(`${text} → ${answer}`);
    }
    for (const text of TO_VERIFY) {
      const r = solve(text);
      expect(r.ok, text).toBe(true);
      if (!r.ok) continue;
      const [left, right] = r.value.problem.split(' = ') as [string, string];
      const angle = /^Not an identity: at x = (\d+)°/.exec(r.value.answer)?.[1];
      jobs.push(['identity', left, right, angle === undefined ? null : Number(angle)]);
      texts.push(`${text} → ${r.value.answer}`);
    }
    const theirs = runPython<(boolean | [boolean, boolean | null])[]>(SCRIPT, jobs);
    const wrong = theirs.flatMap((want, i) => {
      const job = jobs[i] as unknown[];
      if (job[0] === 'same') return want === true ? [] : [`${texts[i]}: not equal per SymPy`];
      const [identity, differ] = want as [boolean, boolean | null];
      const said = (texts[i] as string).includes('→ Identity:');
      if (said !== identity) return [`${texts[i]}: SymPy says identity ${identity}`];
      return said || differ === true ? [] : [`${texts[i]}: the sides agree there per SymPy`];
    });
    expect(wrong).toEqual([]);
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect((TYPED.length + TO_VERIFY.length) * 4).toBeGreaterThanOrEqual(jobs.length);
  });
});
