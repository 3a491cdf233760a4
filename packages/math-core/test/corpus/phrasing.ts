/**
 * The phrasing corpus run and judged: every problem of phrasing-problems.ts solved as typed, our
 * answer written in SymPy's syntax from its trees (never from its text), and judged by one
 * python3 process running SymPy on the problem's own SymPy form. A refusal is counted as refused,
 * not wrong. `phrasingFigures` gives the table by family (tried / right / wrong / refused), and
 * `phrasingReport` the section of RESULTS.md that says it.
 */
import { mapTree } from '../../src/algebra/reading';
import type { MathNode } from '../../src/math/tree';
import { type SolveResult, solve } from '../../src/solve/solve';
import { runPython } from '../python';
import { intervalPy, toPy } from '../solve-sympy-corpus';
import { PHRASING, type PhrasingLine } from './phrasing-problems';

type Relation = Extract<MathNode, { type: 'relation' }>;

/** A value as SymPy reads it: a matrix as Matrix([...]), anything else by toPy. */
const py = (node: MathNode): string =>
  node.type === 'matrix'
    ? `Matrix([${node.rows.map((row) => `[${row.map(py).join(', ')}]`).join(', ')}])`
    : toPy(node);

/** The value a statement gives (its right side), and whether it is rounded (≈). */
const statedValue = (tree: MathNode): { node: MathNode; approx: boolean } => {
  if (tree.type === 'list' && tree.items[0]) return statedValue(tree.items[0]);
  if (tree.type !== 'relation') return { node: tree, approx: false };
  const r = tree as Relation;
  return { node: r.operands.at(-1) as MathNode, approx: r.relations.at(-1) === '≈' };
};

/** The constant of integration dropped: x³/3 + C → x³/3. */
const withoutConstant = (node: MathNode): MathNode =>
  mapTree(node, (n) =>
    n.type === 'binary' && n.op === '+' && n.right.type === 'variable' && n.right.name === 'C'
      ? withoutConstant(n.left)
      : undefined,
  );

/** Our answer as the judge reads it, for the problem's check. */
const oursOf = (check: PhrasingLine[2], v: SolveResult): unknown => {
  switch (check) {
    case 'set':
    case 'formula':
      return {
        none: v.outcome === 'none' || v.solutions.length === 0,
        all: v.outcome === 'all',
        roots: v.solutions
          .filter((s) => !statedValue(s.tree).approx)
          .map((s) => py(statedValue(s.tree).node)),
        approx: v.solutions
          .filter((s) => statedValue(s.tree).approx)
          .map((s) => py(statedValue(s.tree).node)),
      };
    case 'system': {
      // (x, y) = (3, 4) per solution, or x = 2, y = 1 together.
      const points = v.solutions.filter(
        (s) => s.tree.type === 'relation' && (s.tree as Relation).operands[0]?.type === 'point',
      );
      if (points.length > 0)
        return points.map((s) => {
          const [names, values] = (s.tree as Relation).operands as [MathNode, MathNode];
          const coords = (n: MathNode) => (n.type === 'point' ? n.coords : []);
          return Object.fromEntries(
            coords(names).map((n, i) => [py(n), py(coords(values)[i] as MathNode)]),
          );
        });
      return [
        Object.fromEntries(
          v.solutions.map((s) => {
            const [name, value] = (s.tree as Relation).operands as [MathNode, MathNode];
            return [py(name), py(value)];
          }),
        ),
      ];
    }
    case 'inequality':
      if (v.interval === undefined) throw new Error('an inequality answered without an interval');
      return intervalPy(v.interval);
    case 'range': {
      // "y ≥ 1: [1, ∞)": the set after the inequalities.
      const at = v.answer.lastIndexOf(': ');
      if (at < 0) throw new Error(`no interval in the range "${v.answer}"`);
      return intervalPy(v.answer.slice(at + 2));
    }
    default: {
      const first = v.solutions[0];
      if (!first) throw new Error(`no value in the answer "${v.answer}"`);
      const { node, approx } = statedValue(first.tree);
      return { value: py(check === 'integral' ? withoutConstant(node) : node), approx };
    }
  }
};

const SCRIPT = `
import json, sys
from sympy import *
from sympy.parsing.sympy_parser import parse_expr
from sympy.calculus.util import function_range

x, y, z, t = symbols('x y z t', real=True)
REAL = {'x': x, 'y': y, 'z': z, 't': t, 'E': E}
LETTERS = {c: Symbol(c) for c in 'ABCDFGHIJKLMNOPQRSTUVWXYZabcdfghjklmnopqrstuvwxyz'}
LETTERS['pi'] = pi

def P(s, ns=REAL):
    return sympify(s, locals=ns)

def U(s, ns=REAL):
    return parse_expr(s, local_dict=ns, evaluate=False)

def zero(d):
    if d == 0:
        return True
    try:
        if expand(d) == 0 or simplify(d) == 0:
            return True
    except Exception:
        pass
    syms = sorted(d.free_symbols, key=str)
    for p in [Rational(37, 23), Rational(11, 7), Rational(5, 3)]:
        v = N(d.subs({s: p for s in syms}), 60)
        if not v.is_number or v.has(nan, zoo, oo, -oo) or abs(v) > Float('1e-40'):
            return False
    return True

def same_sets(ours, approx, theirs):
    if len(ours) + len(approx) != len(theirs):
        return False
    left = list(theirs)
    for a in approx:
        hit = next((b for b in left if abs(N(b, 30) - N(a, 30)) <= Float('1e-4') * max(1, abs(N(b, 30)))), None)
        if hit is None:
            return False
        left.remove(hit)
    for a in ours:
        hit = next((b for b in left if zero(a - b)), None)
        if hit is None:
            return False
        left.remove(hit)
    return True

def expanded(e):
    for node in preorder_traversal(e):
        if node.is_Mul and any(a.is_Add for a in node.args):
            return False
        if node.is_Pow and node.base.is_Add:
            return False
    return True

def factors_of(e):
    if e.is_Mul:
        return [f for a in e.args for f in factors_of(a)]
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        return [(b, k * int(e.exp)) for b, k in factors_of(e.base)]
    return [(e, 1)]

def equation(text, ns):
    left, right = text.split('=')
    return P(left, ns) - P(right, ns)

def judge(job):
    check, py, ours = job['check'], job['py'], job['ours']
    if check in ('value', 'matrix'):
        want = P(py)
        if ours.get('approx'):
            got = Float(P(ours['value']), 30)
            return abs(N(want, 30) - got) <= Float('1e-5') * max(1, abs(N(want, 30))), str(N(want, 15))
        got = P(ours['value'])
        if isinstance(want, MatrixBase):
            return isinstance(got, MatrixBase) and got.shape == want.shape and all(zero(a) for a in (got - want)), str(want)
        return zero(got - want), str(want)
    if check == 'set':
        d = equation(py, REAL)
        (var,) = d.free_symbols
        domain = P(job['domain']) if job.get('domain') else S.Reals
        # Over the reals, then in the interval (solveset on an interval misses trig solutions).
        theirs = solveset(d, var, S.Reals)
        if domain != S.Reals:
            theirs = Intersection(theirs, domain)
            if not (isinstance(theirs, FiniteSet) or theirs == S.EmptySet):
                theirs = solveset(d, var, domain)
        if not (isinstance(theirs, FiniteSet) or theirs == S.EmptySet):
            return False, 'not a finite set: ' + str(theirs)
        theirs = list(theirs)
        if ours['none']:
            return len(theirs) == 0, str(theirs)
        return same_sets([P(a) for a in ours['roots']], [P(a) for a in ours['approx']], theirs), str(theirs)
    if check == 'formula':
        text, letter = py.split('|')
        left, right = text.split('=')
        var = LETTERS[letter.strip()]
        theirs = solve(Eq(P(left, LETTERS), P(right, LETTERS)), var)
        return same_sets([P(a, LETTERS) for a in ours['roots']], [], theirs), str(theirs)
    if check == 'system':
        eqs = [equation(e, REAL) for e in py.split(';')]
        names = [s for s in (x, y, z) if any(e.has(s) for e in eqs)]
        theirs = solve(eqs, names, dict=True)
        mine = [{P(k): P(v) for k, v in sol.items()} for sol in ours]
        if len(mine) != len(theirs):
            return False, str(theirs)
        left = list(theirs)
        for sol in mine:
            hit = next((t0 for t0 in left if set(t0.keys()) == set(sol.keys()) and all(zero(sol[k] - t0[k]) for k in sol)), None)
            if hit is None:
                return False, str(theirs)
            left.remove(hit)
        return True, str(theirs)
    if check == 'expand':
        want = P(py)
        return zero(P(ours['value']) - want) and expanded(U(ours['value'])), str(expand(want))
    if check == 'factor':
        want = P(py)
        theirs = str(factor(want))
        if not zero(expand(P(ours['value']) - want)):
            return False, theirs
        count = 0
        for base, k in factors_of(U(ours['value'])):
            if not base.has(x):
                continue
            q = Poly(P(str(base)), x)
            if not q.is_irreducible:
                return False, theirs
            count += k
        _, parts = factor_list(want, x)
        return count == sum(k for _, k in parts), theirs
    if check == 'integral':
        return zero(diff(P(ours['value']), x) - P(py)), 'diff(ours) equals the integrand'
    if check == 'range':
        theirs = function_range(P(py), x, S.Reals)
        return P(ours).symmetric_difference(theirs) == S.EmptySet, str(theirs)
    if check == 'inequality':
        rels = [P(r) for r in py.split(';')]
        theirs = Intersection(*[solveset(r, x, S.Reals) for r in rels])
        return P(ours).symmetric_difference(theirs) == S.EmptySet, str(theirs)
    raise ValueError('unknown check ' + check)

out = []
for job in json.loads(sys.stdin.read()):
    try:
        ok, theirs = judge(job)
        out.append({'ok': bool(ok), 'sympy': theirs})
    except Exception as err:
        out.append({'ok': False, 'sympy': '', 'why': type(err).__name__ + ': ' + str(err)})
print(json.dumps(out))
`;

export interface PhrasingVerdict {
  family: string;
  text: string;
  answer?: string;
  refused?: string;
  wrong?: string;
}

/** Every problem solved and judged by SymPy in one batch. */
export const runPhrasing = (
  lines: readonly PhrasingLine[] = PHRASING,
  timeoutMs = 600_000,
): PhrasingVerdict[] => {
  const verdicts: PhrasingVerdict[] = [];
  const jobs: object[] = [];
  const asked: PhrasingVerdict[] = [];
  for (const [family, text, check, sympy, domain] of lines) {
    const verdict: PhrasingVerdict = { family, text };
    verdicts.push(verdict);
    const result = solve(text);
    if (!result.ok) {
      verdict.refused = result.error.message;
      continue;
    }
    verdict.answer = result.value.answer;
    try {
      jobs.push({ check, py: sympy, ours: oursOf(check, result.value), domain });
      asked.push(verdict);
    } catch (err) {
      verdict.wrong = (err as Error).message;
    }
  }
  const judged = runPython<{ ok: boolean; sympy: string; why?: string }[]>(SCRIPT, jobs, timeoutMs);
  asked.forEach((verdict, i) => {
    const j = judged[i];
    if (!j?.ok) verdict.wrong = `SymPy: ${j?.sympy ?? ''}${j?.why ? ` (${j.why})` : ''}`;
  });
  return verdicts;
};

export interface PhrasingRow {
  family: string;
  tried: number;
  right: number;
  wrong: number;
  refused: number;
}

/** The figures by family, in the order the families come, with a total row last. */
export const phrasingFigures = (verdicts: readonly PhrasingVerdict[]): PhrasingRow[] => {
  const rows = new Map<string, PhrasingRow>();
  const total: PhrasingRow = { family: 'total', tried: 0, right: 0, wrong: 0, refused: 0 };
  for (const v of verdicts) {
    const row = rows.get(v.family) ?? {
      family: v.family,
      tried: 0,
      right: 0,
      wrong: 0,
      refused: 0,
    };
    rows.set(v.family, row);
    for (const r of [row, total]) {
      r.tried += 1;
      if (v.refused !== undefined) r.refused += 1;
      else if (v.wrong !== undefined) r.wrong += 1;
      else r.right += 1;
    }
  }
  return [...rows.values(), total];
};

/** The section of RESULTS.md for the phrasing corpus: the table, then each refusal. */
export const phrasingReport = (verdicts: readonly PhrasingVerdict[]): string => {
  const rows = phrasingFigures(verdicts);
  const widths = [
    Math.max(6, ...rows.map((r) => r.family.length)),
    ...['tried', 'right', 'wrong', 'refused'].map((h) => h.length),
  ];
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[0] as number) : c.padStart(widths[i] as number))).join(' | ')} |`;
  const md = (text: string) => `\`${text.replaceAll('`', "'")}\``;
  return [
    '## Phrasing corpus',
    '',
    'Problems as students type them, with the words around the maths (requests, the unknown asked',
    'for, intervals and units in words, operator words, filler and misspellings), written by hand in',
    'test/corpus/phrasing-problems.ts. Each answer is judged by SymPy on the problem in its own',
    'syntax (test/corpus/phrasing.test.ts writes this section). A refusal is counted as refused, not wrong.',
    '',
    line(['family', 'tried', 'right', 'wrong', 'refused']),
    `| ${'-'.repeat(widths[0] as number)} | ${widths
      .slice(1)
      .map((w) => `${'-'.repeat(w - 1)}:`)
      .join(' | ')} |`,
    ...rows.map((r) =>
      line([r.family, String(r.tried), String(r.right), String(r.wrong), String(r.refused)]),
    ),
    '',
    'Refused:',
    '',
    ...verdicts.filter((v) => v.refused !== undefined).map((v) => `- ${md(v.text)}: ${v.refused}`),
    '',
  ].join('\n');
};
