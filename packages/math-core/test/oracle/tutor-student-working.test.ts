/**
 * checkWorking on working written the way students lay it out (the slow project: it starts
 * python3). Each working is written by hand below, then laid out again as students do: connecting
 * words and arrows before a line (so, then, =>, ∴, hence), a tick at the end, labels after an
 * equation, roots written one per line; systems carry their equation labels and references
 * ("from (2)", "(1) + (2):", "2 × (1):", "sub into (1):"). SymPy judges the maths of every line on
 * its own terms (its own parser, solveset for sets, simplify for expressions, a system's lines at
 * its solutions, an antiderivative by differentiating it), and the test asserts that no line SymPy
 * accepts is called wrong or unreadable, and reports how many planted mistakes are found at their
 * line and named as planted.
 */
import { describe, expect, it } from 'vitest';
import { checkWorking, type MistakeId } from '../../src/tutor/checkWorking';
import { runPython } from '../python';

type Mode = 'set' | 'expr' | 'system' | 'derivative' | 'integral';
/** A line: its maths, what a student wrote before it (a label, a reference), and a cross. */
interface Written {
  lead?: string;
  maths: string;
  /** A label after the maths: `x = y + 1   (3)`. */
  tail?: string;
  rejected?: boolean;
}
interface Base {
  problem: string;
  mode: Mode;
  lines: (string | Written)[];
  planted?: MistakeId | 'slip';
}
interface Working {
  problem: string;
  mode: Mode;
  lines: Written[];
  layout: string;
  planted: MistakeId | 'slip' | null;
}

const PYTHON = String.raw`
import json, sys
from sympy import *
import re as rx
from sympy.parsing.sympy_parser import parse_expr, standard_transformations, implicit_multiplication_application, convert_xor
x, y, C = symbols('x y C', real=True)
T = standard_transformations + (implicit_multiplication_application, convert_xor)
def L10(a): return log(a, 10)
def D(e): return diff(e, x)
LOC = {'x': x, 'y': y, 'C': C, 'c': C, 'e': E, 'L10': L10, 'D': D, 'sqrt': sqrt, 'Abs': Abs,
       'log': log, 'sin': sin, 'cos': cos, 'tan': tan, 'exp': exp, 'pi': pi}
def py(t):
    t = t.replace('−', '-').replace('×', '*').replace('÷', '/').replace('·', '*')
    t = t.replace('²', '**2').replace('³', '**3').replace('π', 'pi')
    t = t.replace('log(', 'L10(')
    t = rx.sub(r'ln\|([^|]*)\|', r'log(Abs(\1))', t)
    t = rx.sub(r'\|([^|]*)\|', r'Abs(\1)', t)
    t = t.replace('ln(', 'log(').replace('d/dx(', 'D(')
    t = t.replace('√(', 'sqrt(')
    t = rx.sub(r'√(\d+|[a-z])', r'sqrt(\1)', t)
    return t
def ex(t): return nsimplify(parse_expr(py(t.strip()), local_dict=LOC, transformations=T), rational=True)
def signs(t):
    i = t.find('±')
    if i < 0: return [t]
    return signs(t[:i] + '+' + t[i+1:]) + signs(t[:i] + '-' + t[i+1:])
def parts(t):
    t = t.replace(' or ', ',').replace(' and ', ',')
    out, depth, cur = [], 0, ''
    for ch in t:
        if ch in '([': depth += 1
        if ch in ')]': depth -= 1
        if ch == ',' and depth == 0: out.append(cur); cur = ''
        else: cur += ch
    out.append(cur)
    return [p.strip() for p in out if p.strip()]
REL = rx.compile(r'(<=|>=|≤|≥|≠|=|<|>)')
NORM = {'<=': '≤', '>=': '≥'}
def chain(p):
    bits = REL.split(p)
    sides = [ex(s) for s in bits[0::2]]
    rels = [NORM.get(r, r) for r in bits[1::2]]
    return sides, rels
def relset(a, r, b):
    f = {'=': Eq, '<': Lt, '>': Gt, '≤': Le, '≥': Ge}[r]
    return solveset(f(a, b), x, S.Reals)
NONE = rx.compile(r'^no (real )?solutions?$', rx.I)
def setOf(t):
    if NONE.match(t.strip()): return EmptySet
    out = EmptySet
    for p in parts(t):
        for q in signs(p):
            sides, rels = chain(q)
            s = S.Reals
            for k, r in enumerate(rels): s = Intersection(s, relset(sides[k], r, sides[k + 1]))
            out = Union(out, s)
    return out
def restriction(t):
    ps = parts(t)
    if not all('≠' in p for p in ps): return None
    return [chain(p)[0][1] for p in ps]
def answerForm(t):
    if NONE.match(t.strip()): return True
    for p in parts(t):
        for q in signs(p):
            sides, rels = chain(q)
            if rels != ['='] or sides[0] != x or sides[1].has(x): return False
    return True
def judgeSet(case):
    S0 = setOf(case['problem'])
    equation = '<' not in case['problem'] and '>' not in case['problem'] and '≤' not in case['problem'] and '≥' not in case['problem']
    P, ok, pending, group = S0, [], [], None
    def close():
        nonlocal P, group, pending
        if group is None: return
        valid = Intersection(Complement(P, group), S0) == EmptySet
        for k in pending: ok[k] = bool(valid)
        P, group, pending = group, None, []
    for l in case['lines']:
        t = l['maths']
        r = restriction(t)
        if r is not None:
            ok.append(all(Intersection(FiniteSet(v), S0) == EmptySet for v in r)); continue
        Q = setOf(t)
        if l.get('rejected'):
            ok.append(bool(Intersection(Q, S0) == EmptySet)); P = Complement(P, Q); continue
        if answerForm(t) and Q.is_FiniteSet and len(Q) > 0 and P.is_FiniteSet and Q.is_subset(P) and Q != P and (group is None or Intersection(group, Q) == EmptySet):
            group = Q if group is None else Union(group, Q)
            pending.append(len(ok)); ok.append(None)
            if group == P: close()
            continue
        close()
        valid = Q == P or (equation and Q.is_FiniteSet and P.is_subset(Q)) or (Q.is_subset(P) and Intersection(Complement(P, Q), S0) == EmptySet)
        ok.append(bool(valid)); P = Q
    close()
    last = case['lines'][-1]
    if ok and ok[-1] and not last.get('rejected') and answerForm(last['maths']) and P != S0: ok[-1] = False
    return ok
def value(t):
    t = t.strip()
    if t.startswith('='): t = t[1:]
    ps = [p for p in parts(t) if '≠' not in p]
    return ex(REL.split(ps[0])[-1])
def judge(case):
    mode, lines = case['mode'], case['lines']
    if mode == 'set': return judgeSet(case)
    if mode == 'expr':
        es = [value(case['problem'])] + [value(l['maths']) for l in lines]
        return [bool(simplify(es[k] - es[k - 1]) == 0) for k in range(1, len(es))]
    if mode == 'system':
        eqs = [chain(p)[0] for p in parts(case['problem'])]
        sols = solve([Eq(a, b) for a, b in eqs], [x, y], dict=True)
        out = []
        for l in lines:
            ok = True
            for p in parts(l['maths']):
                a, b = chain(p)[0]
                ok = ok and all(simplify(a.subs(s) - b.subs(s)) == 0 for s in sols)
            out.append(bool(ok))
        return out
    f = value(case['problem'])
    if mode == 'derivative':
        d = diff(f, x)
        return [bool(simplify(value(l['maths']) - d) == 0) for l in lines]
    out = []
    for k, l in enumerate(lines):
        F = value(l['maths'])
        # ln|u| differentiates as ln(u) does, to u'/u, wherever it is defined.
        valid = simplify(diff(F.replace(Abs, lambda a: a), x) - f) == 0
        if valid and k == len(lines) - 1 and not (F.free_symbols - {x}): valid = False
        out.append(bool(valid))
    return out
print(json.dumps([judge(c) for c in json.loads(sys.stdin.read())]))
`;

const L = (lead: string, maths: string): Written => ({ lead, maths });
const X = (maths: string): Written => ({ maths, rejected: true });
const set = (problem: string, lines: Base['lines'], planted?: Base['planted']): Base => ({
  problem,
  mode: 'set',
  lines,
  ...(planted ? { planted } : {}),
});
const expr = (problem: string, lines: Base['lines'], planted?: Base['planted']): Base => ({
  problem,
  mode: 'expr',
  lines,
  ...(planted ? { planted } : {}),
});
const sys = (problem: string, lines: Base['lines'], planted?: Base['planted']): Base => ({
  problem,
  mode: 'system',
  lines,
  ...(planted ? { planted } : {}),
});
const der = (f: string, lines: Base['lines'], planted?: Base['planted']): Base => ({
  problem: f,
  mode: 'derivative',
  lines,
  ...(planted ? { planted } : {}),
});
const int = (f: string, lines: Base['lines'], planted?: Base['planted']): Base => ({
  problem: f,
  mode: 'integral',
  lines,
  ...(planted ? { planted } : {}),
});

/** Working written by hand, correct, as students write it. */
const CORRECT: Base[] = [
  // Linear equations.
  set('2x + 3 = 11', ['2x = 8', 'x = 4']),
  set('5x − 7 = 18', ['5x = 25', 'x = 5']),
  set('3x - 2 = 9', ['3x = 11', 'x = 11/3']),
  set('7 − 2x = 1', ['−2x = −6', 'x = 3']),
  set('4x + 1 = 2x + 9', ['4x − 2x = 9 − 1', '2x = 8', 'x = 4']),
  set('x/2 = 4', ['x = 8']),
  set('x/5 = 2/3', ['x = 5 × 2/3', 'x = 10/3']),
  set('(x + 1)/2 = 3', ['x + 1 = 6', 'x = 5']),
  set('2x/3 = 8', ['2x = 24', 'x = 12']),
  set('x/3 + x/6 = 5', ['2x + x = 30', '3x = 30', 'x = 10']),
  set('0.5x + 2 = 7', ['0.5x = 5', 'x = 10']),
  set('6 = 3x − 9', ['15 = 3x', 'x = 5']),
  set('8 − x = 3x', ['8 = 4x', 'x = 2']),
  set('x + x/2 = 9', ['3x/2 = 9', '3x = 18', 'x = 6']),
  set('1.2x − 0.4 = 2', ['1.2x = 2.4', 'x = 2']),
  // Brackets.
  set('2(3x − 1) = 4(x + 2)', ['6x − 2 = 4x + 8', '2x = 10', 'x = 5']),
  set('−(x − 5) = 2x − 4', ['−x + 5 = 2x − 4', '9 = 3x', 'x = 3']),
  set('3(x + 2) = 21', ['3x + 6 = 21', '3x = 15', 'x = 5']),
  set('3(x + 2) − 2(x − 1) = 12', ['3x + 6 − 2x + 2 = 12', 'x + 8 = 12', 'x = 4']),
  set('5 − 2(x − 4) = 7', ['5 − 2x + 8 = 7', '13 − 2x = 7', '−2x = −6', 'x = 3']),
  set('4(2x − 1) = 3(x + 2)', ['8x − 4 = 3x + 6', '5x = 10', 'x = 2']),
  set('2(x + 3) = x + 10', ['2x + 6 = x + 10', 'x = 4']),
  set('9(x − 3) = 5x + 9', ['9x − 27 = 5x + 9', '4x = 36', 'x = 9']),
  // Quadratics.
  set('x^2 − 9 = 0', ['(x − 3)(x + 3) = 0', 'x = 3 or x = −3']),
  set('x^2 − 5x + 6 = 0', ['(x − 2)(x − 3) = 0', 'x − 2 = 0 or x − 3 = 0', 'x = 2 or x = 3']),
  set('x^2 + x − 12 = 0', ['(x + 4)(x − 3) = 0', 'x = −4 or x = 3']),
  set('x^2 = 3x', ['x^2 − 3x = 0', 'x(x − 3) = 0', 'x = 0 or x = 3']),
  set('2x^2 − 8 = 0', ['2x^2 = 8', 'x^2 = 4', 'x = ±2']),
  set('x^2 − 6x + 8 = 0', ['(x − 4)(x − 2) = 0', 'x = 4, x = 2']),
  set('x^2 + 4x = 5', ['x^2 + 4x − 5 = 0', '(x + 5)(x − 1) = 0', 'x = −5 or x = 1']),
  set('(x + 2)^2 = 5', ['x + 2 = ±√5', 'x = −2 ± √5']),
  set('(x − 1)^2 = 16', ['x − 1 = ±4', 'x = 5 or x = −3']),
  set('x^2 + 2x − 4 = 0', ['x = (−2 ± √(4 + 16))/2', 'x = (−2 ± √20)/2', 'x = −1 ± √5']),
  set('x^2 − 7x + 1 = 0', ['x = (7 ± √(49 − 4))/2', 'x = (7 ± √45)/2', 'x = (7 ± 3√5)/2']),
  set('x^2 + 2x + 5 = 0', ['x = (−2 ± √(4 − 20))/2', 'no real solution']),
  set('x^2 + 6x + 2 = 0', ['x^2 + 6x = −2', '(x + 3)^2 = 7', 'x + 3 = ±√7', 'x = −3 ± √7']),
  set('x^2 − 4x − 1 = 0', ['(x − 2)^2 − 5 = 0', '(x − 2)^2 = 5', 'x = 2 ± √5']),
  set('x^2 − 2x − 15 = 0', ['(x − 5)(x + 3) = 0', 'x = 5 or x = −3']),
  set('3x^2 = 12x', ['3x^2 − 12x = 0', '3x(x − 4) = 0', 'x = 0 or x = 4']),
  set('x^2 − 16 = 0', ['x^2 = 16', 'x = ±4']),
  set('2x^2 + 5x − 3 = 0', ['(2x − 1)(x + 3) = 0', 'x = 1/2 or x = −3']),
  // Inequalities.
  set('7 − 2x ≥ 3', ['−2x ≥ −4', 'x ≤ 2']),
  set('x/4 − 1 > 2', ['x/4 > 3', 'x > 12']),
  set('x^2 − 9 > 0', ['(x − 3)(x + 3) > 0', 'x < −3 or x > 3']),
  set('2x + 1 > 7', ['2x > 6', 'x > 3']),
  set('3 − x ≤ 5', ['−x ≤ 2', 'x ≥ −2']),
  set('−2x < 6', ['x > −3']),
  set('4x − 3 ≥ 2x + 5', ['2x ≥ 8', 'x ≥ 4']),
  set('5 − 3x > −1', ['−3x > −6', 'x < 2']),
  set('x^2 − 5x + 6 < 0', ['(x − 2)(x − 3) < 0', '2 < x < 3']),
  set('x^2 ≥ 4', ['x ≤ −2 or x ≥ 2']),
  set('(x + 1)/3 < 2', ['x + 1 < 6', 'x < 5']),
  // Fractions with the unknown below, and restrictions.
  set('(x^2 − 4)/(x − 2) = 4', ['x ≠ 2', 'x + 2 = 4', X('x = 2'), 'no solution']),
  set('3/x + 1/2 = 1', ['x ≠ 0', '6 + x = 2x', 'x = 6']),
  set('1/(x − 1) = 2', ['x ≠ 1', '1 = 2(x − 1)', '1 = 2x − 2', 'x = 3/2']),
  set('x/(x + 1) = 2/3', ['3x = 2(x + 1)', '3x = 2x + 2', 'x = 2']),
  set('2/(x + 3) = 1/(x − 1)', ['x ≠ −3, x ≠ 1', '2(x − 1) = x + 3', '2x − 2 = x + 3', 'x = 5']),
  // Square roots, with a root rejected.
  set('√(x + 2) = x', [
    'x + 2 = x^2',
    'x^2 − x − 2 = 0',
    '(x − 2)(x + 1) = 0',
    'x = 2 or x = −1',
    X('x = −1'),
    'x = 2',
  ]),
  set('√(2x + 3) = x', [
    '2x + 3 = x^2',
    'x^2 − 2x − 3 = 0',
    '(x − 3)(x + 1) = 0',
    'x = 3 or x = −1',
    'x = 3',
  ]),
  set('√(x + 7) = x + 1', [
    'x + 7 = x^2 + 2x + 1',
    'x^2 + x − 6 = 0',
    '(x + 3)(x − 2) = 0',
    'x = −3 or x = 2',
    X('x = −3'),
    'x = 2',
  ]),
  set('√(x − 1) = 3', ['x − 1 = 9', 'x = 10']),
  set('√(x^2 + 9) = 5', ['x^2 + 9 = 25', 'x^2 = 16', 'x = ±4']),
  // Exponentials and logarithms.
  set('e^(2x) = 7', ['2x = ln(7)', 'x = ln(7)/2']),
  set('e^(7x) = 2', ['7x = ln(2)', 'x = ln(2)/7']),
  set('2^x = 8', ['2^x = 2^3', 'x = 3']),
  set('3^(x + 1) = 27', ['3^(x + 1) = 3^3', 'x + 1 = 3', 'x = 2']),
  set('log(x + 2) = 1', ['x + 2 = 10', 'x = 8']),
  set('ln(x) = 2', ['x = e^2']),
  set('5e^x = 20', ['e^x = 4', 'x = ln(4)']),
  // Systems, with their labels and references.
  sys('2x + y = 5, x − y = 1', [
    L('from (2) ', 'x = y + 1'),
    '2(y + 1) + y = 5',
    '3y + 2 = 5',
    'y = 1',
    'x = 2, y = 1',
  ]),
  sys('x + y = 5, 2x − y = 1', [
    L('(1) + (2): ', '3x = 6'),
    'x = 2',
    L('sub into (1): ', '2 + y = 5'),
    'y = 3',
  ]),
  sys('x + y = 7, x − y = 1', [
    L('(1) + (2): ', '2x = 8'),
    'x = 4',
    L('sub x = 4 into (1): ', '4 + y = 7'),
    'y = 3',
    'x = 4, y = 3',
  ]),
  sys('3x + 2y = 16, x + 2y = 8', [
    L('(1) − (2): ', '2x = 8'),
    'x = 4',
    L('in (2): ', '4 + 2y = 8'),
    'y = 2',
  ]),
  sys('x + 2y = 7, 3x − y = 7', [
    L('2 × (2): ', '6x − 2y = 14'),
    L('(1) + (3): ', '7x = 21'),
    'x = 3',
    'y = 2',
  ]),
  sys('y = 2x + 1, 3x + y = 11', [
    L('sub (1) into (2): ', '3x + 2x + 1 = 11'),
    '5x = 10',
    'x = 2',
    'y = 5',
  ]),
  sys('x − y = 3, x + y = 11', [L('(1) + (2) ', '2x = 14'), 'x = 7', 'y = 4', 'x = 7 and y = 4']),
  sys('2x + 3y = 12, x − y = 1', [
    L('from (2): ', 'x = 1 + y'),
    L('into (1): ', '2 + 2y + 3y = 12'),
    '5y = 10',
    'y = 2',
    'x = 3',
  ]),
  sys('4x + y = 14, 2x − y = 4', [
    L('(1) + (2): ', '6x = 18'),
    'x = 3',
    L('sub into (2): ', '6 − y = 4'),
    'y = 2',
  ]),
  sys('x + y = 10, x = 3y − 2', [
    L('sub (2) into (1): ', '3y − 2 + y = 10'),
    '4y = 12',
    'y = 3',
    'x = 7',
  ]),
  sys('x + y = 6, y = x + 2', [
    L('sub (2) into (1): ', 'x + x + 2 = 6'),
    '2x = 4',
    'x = 2',
    'y = 4',
  ]),
  sys('5x − 2y = 4, 3x + 2y = 12', [
    L('(1) + (2): ', '8x = 16'),
    'x = 2',
    L('sub into (2): ', '6 + 2y = 12'),
    'y = 3',
  ]),
  // Expressions.
  expr('(x + 2)(x − 2)', ['= x^2 − 2x + 2x − 4', '= x^2 − 4']),
  expr('(2x + 1)^2', ['= 4x^2 + 4x + 1']),
  expr('(x + 3)^2', ['= (x + 3)(x + 3)', '= x^2 + 3x + 3x + 9', '= x^2 + 6x + 9']),
  expr('(x − 3)^2', ['= x^2 − 6x + 9']),
  expr('3(x + 2) − 2(x − 1)', ['= 3x + 6 − 2x + 2', '= x + 8']),
  expr('(2x + 4)/2', ['= x + 2']),
  expr('(x^2 + x − 6)/(x − 2)', ['= (x + 3)(x − 2)/(x − 2)', '= x + 3, x ≠ 2']),
  expr('(x − 1)(x + 4)', ['= x^2 + 4x − x − 4', '= x^2 + 3x − 4']),
  expr('2x(x − 5) + 3x', ['= 2x^2 − 10x + 3x', '= 2x^2 − 7x']),
  expr('(x^2 − 9)/(x + 3)', ['= (x − 3)(x + 3)/(x + 3)', '= x − 3']),
  // Derivatives.
  der('x^3 sin(x)', ['d/dx(x^3) sin(x) + x^3 d/dx(sin(x))', '3x^2 sin(x) + x^3 cos(x)']),
  der('(2x + 1)^5', ['5(2x + 1)^4 × 2', '10(2x + 1)^4']),
  der('x^4 − 3x^2 + 2', ['4x^3 − 6x']),
  der('e^(3x)', ['3e^(3x)']),
  der('ln(x^2 + 1)', ['2x/(x^2 + 1)']),
  der('x/(x + 1)', ['((x + 1) − x)/(x + 1)^2', '1/(x + 1)^2']),
  der('x^2 e^x', ['2x e^x + x^2 e^x']),
  der('sin(3x)', ['3cos(3x)']),
  // Integrals.
  int('2x + 5', ['x^2 + 5x + C']),
  int('1/(2x)', ['ln|x|/2 + C']),
  int('6x^2', ['2x^3 + C']),
  int('6x^2', ['6x^3/3 + c', '2x^3 + c']),
  int('1/x', ['ln|x| + C']),
  int('3x^2 + 4x', ['x^3 + 2x^2 + C']),
  int('cos(x)', ['sin(x) + K']),
  int('e^(2x)', ['e^(2x)/2 + C']),
];

/** Working with one mistake planted, as students make them. */
const MISTAKES: Base[] = [
  set('2x + 3 = 7', ['2x = 10', 'x = 5'], 'sign-of-moved-term'),
  set('5x − 7 = 18', ['5x = 11', 'x = 11/5'], 'sign-of-moved-term'),
  set('3(x + 2) = 21', ['3x + 2 = 21', '3x = 19', 'x = 19/3'], 'bracket-first-term-only'),
  set('5 − 2(x − 4) = 7', ['5 − 2x − 8 = 7', '−2x − 3 = 7', 'x = −5'], 'minus-before-bracket'),
  set(
    '3(x + 2) − 2(x − 1) = 12',
    ['3x + 6 − 2x − 2 = 12', 'x + 4 = 12', 'x = 8'],
    'minus-before-bracket',
  ),
  set('10 − (x + 3) = 2', ['10 − x + 3 = 2', 'x = 11'], 'bracket-first-term-only'),
  set('x − 4 = 6', ['x − 4 + 4 = 6', 'x = 6'], 'one-side-only'),
  set('x/5 = 2/3', ['x = 2/15'], 'inverse-operation'),
  set('3x = 12', ['x = 36'], 'inverse-operation'),
  set('x^2 = 25', ['x = 5'], 'negative-root-forgotten'),
  set('(x + 1)^2 = 9', ['x + 1 = 3', 'x = 2'], 'negative-root-forgotten'),
  set('x^2 = 4x', ['x = 4'], 'root-lost'),
  set('−3x > 12', ['x > −4'], 'inequality-not-reversed'),
  set('5 − 2x ≤ 1', ['−2x ≤ −4', 'x ≤ 2'], 'inequality-not-reversed'),
  set(
    '√(x + 2) = x',
    ['x + 2 = x^2', 'x^2 − x − 2 = 0', 'x = 2 or x = −1'],
    'extraneous-root-kept',
  ),
  set('√(x^2 + 9) = 5', ['x + 3 = 5', 'x = 2'], 'root-of-sum'),
  set('log(x + 2) = 1', ['log(x) + log(2) = 1', 'x = 5'], 'log-of-sum'),
  set('√(x + 3) = x − 3', ['x + 3 = x^2 + 9', 'x^2 − x + 6 = 0'], 'square-of-sum'),
  set('x/2 + 1 = 4', ['x + 1 = 8', 'x = 7'], 'not-every-term'),
  set('x + 3 = 5', [X('x = 2'), 'no solution'], 'solution-rejected'),
  set('2x + 1 = 9', ['2x = 8', 'x = 3'], 'slip'),
  expr('(x − 3)^2', ['= x^2 − 9'], 'square-of-sum'),
  expr('(x + 5)^2', ['= x^2 + 25'], 'square-of-sum'),
  expr('3(x + 2) − 2(x − 1)', ['= 3x + 6 − 2x − 2', '= x + 4'], 'minus-before-bracket'),
  expr('(x + 4)/x', ['= 4'], 'cancelled-terms'),
  expr('4(x − 2)', ['= 4x − 2'], 'bracket-first-term-only'),
  sys('x + y = 5, 2x − y = 1', [L('(1) + (2): ', '3x = 4'), 'x = 4/3'], 'slip'),
  sys(
    '2x + y = 5, x − y = 1',
    [L('from (2) ', 'x = 1 − y'), '2(1 − y) + y = 5'],
    'sign-of-moved-term',
  ),
  int('6x^2', ['2x^3'], 'missing-constant'),
  int('4x^3', ['x^4'], 'missing-constant'),
  int('6x^2', ['6x^3 + C'], 'power-rule'),
  int('6x^2', ['12x + C'], 'differentiated-not-integrated'),
  int('3x^2 + 4x', ['x^3 + 2x^2'], 'missing-constant'),
  der('x^3 sin(x)', ['3x^2 cos(x)'], 'product-rule'),
  der('x^2 e^x', ['2x e^x'], 'product-rule'),
  der('(2x + 1)^5', ['5(2x + 1)^4'], 'chain-rule'),
  der('sin(3x)', ['cos(3x)'], 'chain-rule'),
  der('e^(3x)', ['e^(3x)'], 'chain-rule'),
  der('x/(x + 1)', ['(x + 1 + x)/(x + 1)^2'], 'quotient-rule'),
  der('x^5', ['5x^5'], 'power-rule'),
  der('x^4 − 3x^2 + 2', ['4x^3 − 6x^2'], 'slip'),
  set('x^2 ≥ 4', ['x ≥ 2'], 'negative-root-forgotten'),
  set('3/x + 1/2 = 1', ['6 + x = 1', 'x = −5'], 'one-side-only'),
  set('3/x + 1/2 = 1', ['3 + x = 2x', 'x = 3'], 'not-every-term'),
  set('5x = 20', ['x = 15'], 'inverse-operation'),
  set('x + 3 = 7', ['x = 7'], 'one-side-only'),
  set('x^2 < 9', ['x < 3'], 'negative-root-forgotten'),
  set('(2x + 4)/2 = 7', ['x + 4 = 7', 'x = 3'], 'not-every-term'),
  expr('(2x + 4)/2', ['= x + 4'], 'not-every-term'),
  expr('√(x^2 + 9)', ['= x + 3'], 'root-of-sum'),
  expr('(x − 3)(x + 3)', ['= x^2 − 6x − 9'], 'slip'),
];

const CONNECT = ['so ', 'then ', '=> ', '∴ ', 'hence ', '⇒ ', 'therefore '];

const written = (line: string | Written): Written =>
  typeof line === 'string' ? { maths: line } : line;

/** The line as the student typed it. */
const typed = (line: Written): string =>
  `${line.lead ?? ''}${line.maths}${line.tail ?? ''}${line.rejected ? ' ✗' : ''}`;

/** A working laid out again as students do; undefined when the layout does not apply. */
const LAYOUTS: Record<string, (b: Base, i: number) => Written[] | undefined> = {
  plain: (b) => b.lines.map(written),
  'connecting words': (b, i) => {
    if (b.mode === 'expr' || b.lines.length < 2 || b.mode === 'derivative') return undefined;
    return b.lines
      .map(written)
      .map((l, k) =>
        k === 0 || l.lead || b.mode === 'integral'
          ? l
          : { ...l, lead: CONNECT[(i + k) % CONNECT.length] as string },
      );
  },
  'tick and labels': (b) => {
    if (b.mode !== 'set' && b.mode !== 'system') return undefined;
    const lines = b.lines.map(written);
    return lines.map((l, k) =>
      k === lines.length - 1
        ? l.rejected
          ? l
          : { ...l, maths: `${l.maths} ✓` }
        : b.mode === 'system' && !l.lead
          ? { ...l, lead: `(${k + 3}) ` }
          : b.mode === 'set' && k === 0 && !l.rejected
            ? { ...l, tail: '   (1)' }
            : l,
    );
  },
  'named or chained': (b) => {
    const lines = b.lines.map(written);
    const [first, ...rest] = lines as [Written, ...Written[]];
    if (b.mode === 'expr' && first.maths.startsWith('='))
      return [{ ...first, maths: `${b.problem} ${first.maths}` }, ...rest];
    if (b.mode === 'derivative') return lines.map((l) => ({ ...l, lead: "f'(x) = " }));
    if (b.mode === 'integral') return [{ ...first, lead: `∫ ${b.problem} dx = ` }, ...rest];
    return undefined;
  },
  'roots one per line': (b) => {
    if (b.mode !== 'set') return undefined;
    const lines = b.lines.map(written);
    const last = lines.at(-1) as Written;
    const split = last.maths.split(/ or |, /);
    if (split.length < 2 || !split.every((s) => /^x = [^x]+$/.test(s))) return undefined;
    return [...lines.slice(0, -1), ...split.map((maths) => ({ maths }))];
  },
};

const workings = (): Working[] => {
  const out: Working[] = [];
  CORRECT.forEach((b, i) => {
    for (const [layout, lay] of Object.entries(LAYOUTS)) {
      const lines = lay(b, i);
      if (lines) out.push({ problem: b.problem, mode: b.mode, lines, layout, planted: null });
    }
  });
  MISTAKES.forEach((b, i) => {
    for (const layout of ['plain', 'connecting words', 'tick and labels', 'named or chained']) {
      const lines = LAYOUTS[layout]?.(b, i);
      if (lines)
        out.push({ problem: b.problem, mode: b.mode, lines, layout, planted: b.planted ?? null });
    }
  });
  return out;
};

/** The maths of a line for SymPy: the tick is the student's, not maths. */
const forPython = (w: Working) => ({
  problem: w.problem,
  mode: w.mode,
  lines: w.lines.map((l) => ({
    maths: l.maths.replace(/ ✓$/, ''),
    ...(l.rejected ? { rejected: true } : {}),
  })),
});

describe('checkWorking on working laid out as students write it, judged by SymPy', () => {
  it('calls no correct line wrong or unreadable, and finds planted mistakes at their line', () => {
    const all = workings();
    expect(all.length).toBeGreaterThanOrEqual(300);
    const verdicts = runPython<boolean[][]>(PYTHON, all.map(forPython), 600_000);
    let correctLines = 0;
    let planted = 0;
    let found = 0;
    let named = 0;
    let namedPlanted = 0;
    const calledWrong: string[] = [];
    const unreadable: string[] = [];
    const dataErrors: string[] = [];
    const refused: string[] = [];
    const misses: string[] = [];
    const misnamed: string[] = [];
    all.forEach((working, i) => {
      const sympy = verdicts[i] as boolean[];
      const lines = working.lines.map(typed);
      const shown = `${working.problem} → ${lines.join(' | ')} (${working.layout})`;
      const asked =
        working.mode === 'derivative'
          ? `d/dx (${working.problem})`
          : working.mode === 'integral'
            ? `∫ (${working.problem}) dx`
            : working.problem;
      const r = checkWorking(asked, lines);
      if (!r.ok) {
        refused.push(`${shown}: ${r.error.message}`);
        return;
      }
      const sympyFirst = sympy.indexOf(false);
      if (working.planted === null && sympyFirst >= 0)
        dataErrors.push(`${shown}: SymPy rejects line ${sympyFirst}`);
      r.value.lines.forEach((line, k) => {
        if (sympyFirst >= 0 && k >= sympyFirst) return;
        correctLines += 1;
        if (line.status === 'wrong') calledWrong.push(`${shown}: line ${k} ${line.reason}`);
        if (line.status === 'unreadable') unreadable.push(`${shown}: line ${k} ${line.reason}`);
      });
      if (working.planted === null || sympyFirst < 0) return;
      planted += 1;
      if (r.value.firstWrong === sympyFirst) found += 1;
      else misses.push(`${shown}: ours ${r.value.firstWrong}, SymPy ${sympyFirst}`);
      if (working.planted === 'slip') return;
      namedPlanted += 1;
      const said = r.value.lines[sympyFirst]?.mistake;
      if (said === working.planted) named += 1;
      else misnamed.push(`${shown}: named ${said}, planted ${working.planted}`);
    });
    console.log(
      `checkWorking on students' layouts vs SymPy: ${all.length} workings, ${correctLines} correct lines, ${calledWrong.length} called wrong, ${unreadable.length} unreadable; ${found}/${planted} planted mistakes found at their line, ${named}/${namedPlanted} named as planted`,
    );
    if (misses.length > 0) console.log(`missed:\n${misses.join('\n')}`);
    if (misnamed.length > 0) console.log(`misnamed:\n${misnamed.join('\n')}`);
    expect(dataErrors).toEqual([]);
    expect(refused).toEqual([]);
    expect(calledWrong).toEqual([]);
    expect(unreadable).toEqual([]);
    expect(found / planted, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  }, 600_000);
});
