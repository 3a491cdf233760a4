/**
 * Checking a student's own working, line by line: each line follows from the one before (an
 * equivalent statement, an implication such as squaring both sides, or a root rejected because it
 * does not satisfy the problem), does not follow, or cannot be read. The first line that does not
 * follow is named, with why in a student's words, the mistake by name where one of the common ones
 * explains it, and what the line could have been. The last line is judged too: the answer, a
 * correct step short of it, or wrong.
 *
 * Lines are compared by what they mean, never by how they look: equations and inequalities in one
 * unknown by their solution sets (found by the solver's kinds and checked by its checker) or by
 * their residuals being constant multiples of each other; expressions at sample points; a
 * system's lines by substituting the system's solutions; a derivative's and an integral's lines
 * against the derivative and, differentiated, the integrand.
 */
import { fail } from '../../_lib/result';
import { variablesOf } from '../../algebra/reading';
import * as B from '../../math/build';
import { parseMath } from '../../math/parseMath';
import { refusalWrittenIn, refused } from '../../math/refusal';
import type { MathNode } from '../../math/tree';
import { kindOf } from '../../solve/kinds';
import { MAX_SOLVE_LENGTH } from '../../solve/readProblem';
import { type SolveKind, type SolveResult, solve } from '../../solve/solve';
import { typedIn, type WritingLanguage } from '../../solve/written';
import type { Result } from '../../types';
import { derivativeWorking, expressionWorking, integralWorking } from './calculus';
import { oneUnknownWorking } from './oneUnknown';
import { readLine } from './read';
import { systemWorking } from './system';
import { type Checked, type Checker, MAX_WORKING_LINES, type WorkingCheck } from './verdict';
import { sayWhy, type TutorLanguage, tutorLanguage, type Why } from './words';

export type { MistakeId } from './mistakes';
export { oneUnknownWorking } from './oneUnknown';
export { type LineCheck, MAX_WORKING_LINES, type WorkingCheck } from './verdict';
export type { Why, WhyId, WhyValue } from './words';

/** Why the working for a problem is not checked, by id. */
export const WORKING_REFUSALS = {
  workingUnchecked: 'Working for a {title} cannot be checked yet',
} as const;

/** How `checkWorking` is asked. */
export interface CheckWorkingOptions {
  /**
   * The language its verdicts are worded in: `es` from `@mathtools/math-core/locales/es` (`fr`,
   * `de`, `pt`), the same language `solve` is given. Each line's `reason` is then in its words and
   * its maths in its notation (2,5); `why` is the same in any language. English without one.
   */
  language?: WritingLanguage;
}

/**
 * Checks a student's working for a problem, line by line: each line against the one before, as
 * **follows** (it says the same: the same solution set, or a residual that is a constant multiple
 * of the one before; or it is an implication such as squaring both sides; or it rejects a root
 * that does not satisfy the problem), **wrong**, or **unreadable**. The first line that does not
 * follow is `firstWrong` (from 0), with why in a student's words, the common mistake that explains
 * it by name (`MistakeId`) and what it could have been (`suggestion`). The last line is judged too
 * (`ending`: the answer, a correct step short of it, or wrong), and `finished` says the working is
 * correct and complete. At most `MAX_WORKING_LINES` (40) lines.
 *
 * Lines may be equations and inequalities in one unknown (`x = ±3`, `x = 2 or x = 3`, `no
 * solution`), expressions (a line may start with `=`), systems (one equation per line, `x = 2, y =
 * 1` or `(x, y) = (2, 1)`), derivatives (`f'(x) = …`, `d/dx(…)` inside a line) and integrals (`∫ …
 * dx` inside a line, `+ C`). They are read as students lay them out: labels and references to
 * equations (`(3) x = y + 1`, `from (2) x = y + 1`, `(1) + (2): 3x = 6`, `2 × (1): …`, `sub into
 * (1): …`, a label after the maths), connecting words and arrows (`so`, `then`, `hence`,
 * `therefore`, `=>`, `⇒`, `∴`), a tick at the end, and a cross or "reject" (`x = −1 ✗`, `x = −1
 * (reject)`), which rejects the value; roots one per line (`x = 3`, then `x = −3`) are judged
 * together; `x ≠ 2` is a note of what x cannot be; `±`, surds and logarithms stand wherever a
 * number can (a root of a negative number is no real number); `ln|x|` and any letter for the
 * constant (`+ C`, `+ c`, `+ K`).
 *
 * Each line's `reason` is in the language of `options.language` (English without one), and `why`
 * holds the same as data: the sentence's id and the values it names.
 *
 * Errors (field `problem` or `lines`): the solver's own errors for a problem it cannot solve,
 * `unsupported` for a kind of problem whose working is not checked (percentages in words, graphs,
 * limits), `invalid_value` for no lines or too many.
 *
 * @example
 * checkWorking('2x+3=7', ['2x=10', 'x=5']).value;
 * // { firstWrong: 0, lines: [{ status: 'wrong', mistake: 'sign-of-moved-term', suggestion: '2x = 4', … }, …], finished: false, … }
 */
export function checkWorking(
  problem: string,
  lines: readonly string[],
  options?: CheckWorkingOptions,
): Result<WorkingCheck> {
  const written = options?.language;
  const language = tutorLanguage(written);
  const refuse = (why: Why) => fail('invalid_value', sayWhy(why, language), 'lines');
  if (
    !Array.isArray(lines) ||
    lines.length === 0 ||
    lines.every((l) => typeof l !== 'string' || l.trim() === '')
  )
    return refuse({ id: 'no-working' });
  if (lines.length > MAX_WORKING_LINES)
    return refuse({ id: 'too-many-lines', values: { count: B.n(String(MAX_WORKING_LINES)) } });
  if (lines.some((l) => typeof l !== 'string' || l.length > MAX_SOLVE_LENGTH))
    return refuse({ id: 'line-too-long', values: { count: B.n(String(MAX_SOLVE_LENGTH)) } });
  // The problem and the lines as typed on a page in the language (2,5 is 2.5 in Spanish).
  const solved = solve(typedIn(problem, written));
  const read = lines.map((line) => readLine(typedIn(line, written)));
  if (!solved.ok) {
    // An expression the solver has nothing to do with (√(x² + 9) has no simpler form) is still
    // working a student can write: each line must keep its value.
    const given = givenExpression(typedIn(problem, written));
    const checked = given && expressionWorking(given, variablesOf(given), given)(read);
    if (!checked)
      return { ok: false, error: refusalWrittenIn({ ...solved.error, field: 'problem' }, written) };
    return { ok: true, value: verdict(checked, 'expression', language) };
  }
  const r = solved.value;
  const checked = checkerFor(r)?.(read);
  if (!checked) {
    const title = r.title.toLowerCase();
    const { error } = refused('unsupported', 'problem', WORKING_REFUSALS, 'workingUnchecked', {
      title,
    });
    return { ok: false, error: refusalWrittenIn(error, written) };
  }
  return { ok: true, value: verdict(checked, r.kind, language) };
}

const verdict = (
  checked: Checked,
  kind: SolveKind,
  language: TutorLanguage | undefined,
): WorkingCheck => {
  const firstWrong = checked.lines.findIndex((l) => l.status === 'wrong');
  return {
    lines: language
      ? checked.lines.map((l) => (l.why ? { ...l, reason: sayWhy(l.why, language) } : l))
      : checked.lines,
    firstWrong: firstWrong < 0 ? null : firstWrong,
    finished: firstWrong < 0 && checked.ending === 'answer',
    ending: checked.ending,
    kind,
  };
};

/** The words that ask for an expression to be worked on, before it. */
const ASKING = /^\s*(?:simplify|expand|evaluate|rewrite|write)\b\s*:?/i;

/** A problem typed as an expression in at most two letters, or undefined. */
const givenExpression = (problem: string): MathNode | undefined => {
  if (typeof problem !== 'string') return undefined;
  const parsed = parseMath(problem.replace(ASKING, ''));
  if (!parsed.ok) return undefined;
  const tree = parsed.value;
  return tree.type !== 'relation' && tree.type !== 'list' && variablesOf(tree).length <= 2
    ? tree
    : undefined;
};

const checkerFor = (r: SolveResult): Checker | undefined => {
  const tree = r.tree;
  // How working toward this kind's answer reads, as the kind says.
  const working = kindOf(r.kind).working;
  if (working === 'derivative' && tree.type === 'function' && r.solutions[0])
    return derivativeWorking(
      tree.args[0] as MathNode,
      /d\/d([a-z])/.exec(tree.name)?.[1] ?? 'x',
      r,
    );
  if (working === 'antiderivative' && tree.type === 'integral' && tree.from === undefined)
    return integralWorking(tree.arg);
  const names = variablesOf(tree);
  if (working === 'system') return systemWorking(tree, names, r);
  if (tree.type === 'relation' && names.length === 1 && working !== 'none')
    return oneUnknownWorking(tree, names[0] as string);
  if (working === 'chain' && r.solutions.length === 1 && r.solutions[0]?.tree.type !== 'relation')
    return expressionWorking(tree, names, r.solutions[0]?.tree as MathNode);
  return undefined;
};
