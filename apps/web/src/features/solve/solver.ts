/**
 * The /solve page's solver, in its own chunk (loaded when a problem is first solved): math-core's
 * engine with the most common kinds (numbers, expressions, linear and quadratic equations), and
 * the other kinds in groups, each its own chunk, fetched with dynamic import() when the text of a
 * problem shows it may need them. The answer is always the one math-core's `solve` gives: a group
 * is loaded whenever a case of its kinds could recognise the problem before the common kinds do,
 * and a refusal is tried again with the kind it names or, failing that, with every kind, so only
 * an answer the full solver would give is shown.
 */

import {
  arithmeticKind,
  createSolver,
  expressionKind,
  linearKind,
  type ProblemReading,
  quadraticKind,
  type Result,
  type Solver,
  type SolverKind,
  type WritingLanguage,
} from '@mathtools/math-core';
import type { Reading } from '../../lib/answer-reading';
import { type Outcome, type SolveProblemOptions, solveWith } from './engine';
import { readingOf } from './problem-reading';

/** The groups of kinds fetched when needed, each its own chunk. */
const GROUPS = {
  equations: () => import('./kind-groups/equations'),
  inequalities: () => import('./kind-groups/inequalities'),
  trigonometry: () => import('./kind-groups/trigonometry'),
  systems: () => import('./kind-groups/systems'),
  expressions: () => import('./kind-groups/expressions'),
  calculus: () => import('./kind-groups/calculus'),
  words: () => import('./kind-groups/words'),
};

export type Group = keyof typeof GROUPS;

export const EVERY_GROUP = Object.keys(GROUPS) as Group[];

/** Words that ask for a group's kinds (whole words, lower case). */
const GROUP_WORDS: Record<Group, readonly string[]> = {
  equations: [],
  inequalities: ['abs'],
  trigonometry: [
    'sin',
    'cos',
    'tan',
    'sec',
    'csc',
    'cot',
    'pi',
    'degrees',
    'radians',
    'prove',
    'verify',
    'show',
    'identity',
  ],
  systems: [
    'and',
    'graph',
    'plot',
    'sketch',
    'draw',
    'mean',
    'median',
    'mode',
    'average',
    'avg',
    'range',
    'gcd',
    'lcm',
    'hcf',
    'gcf',
    'deviation',
    'variance',
    'slope',
    'gradient',
    'distance',
    'midpoint',
    'line',
    'through',
    'determinant',
    'det',
    'transpose',
    'matrix',
    'rank',
  ],
  expressions: [
    'log',
    'ln',
    'factor',
    'factorise',
    'factorize',
    'divide',
    'by',
    'modulus',
    'argument',
    'conjugate',
    'polar',
    'prime',
    'factors',
  ],
  calculus: [
    'derivative',
    'differentiate',
    'integral',
    'integrate',
    'lim',
    'limit',
    'as',
    'tangent',
    'normal',
    'stationary',
    'turning',
    'increasing',
    'decreasing',
    'complete',
    'completed',
    'completing',
    'vertex',
    'inverse',
    'composite',
    'domain',
    'subject',
    'rearrange',
    'make',
    'dx',
    'dy',
    'dt',
  ],
  words: [
    'percent',
    'percentage',
    'of',
    'increase',
    'decrease',
    'to',
    'in',
    'into',
    'area',
    'perimeter',
    'volume',
    'circumference',
    'surface',
    'radius',
    'circle',
    'square',
    'rectangle',
    'triangle',
    'cube',
    'sphere',
    'cylinder',
    'cone',
    'sequence',
    'term',
    'series',
    'sum',
    'arithmetic',
    'geometric',
    'probability',
    'chance',
    'dice',
    'die',
    'coin',
    'coins',
    'odds',
  ],
};

/** Words any problem may have that the engine reads without another kind. */
const READING_WORDS = new Set([
  'solve',
  'simplify',
  'find',
  'evaluate',
  'calculate',
  'compute',
  'work',
  'out',
  'expand',
  'the',
  'what',
  'is',
  'for',
  'exact',
  'exactly',
  'decimal',
  'places',
  'answer',
  'sqrt',
  'root',
  'please',
  'equals',
  'plus',
  'minus',
  'times',
  'over',
  'squared',
  'cubed',
  'value',
]);

/**
 * The groups a problem may need, from its text alone: what its signs and words show. A word that
 * no group and no reading knows brings every group (it may be a kind's question in words).
 */
export function groupsFor(text: string): Group[] {
  const t = text.toLowerCase();
  const needs = new Set<Group>();
  if (t.includes('=')) needs.add('equations');
  if (/[<>≤≥≠|]/.test(t)) needs.add('inequalities');
  if (/[π°]/.test(t)) needs.add('trigonometry');
  // Several parts (a system, a list, points), a second unknown, a function's name or a matrix.
  if (/[,;\n[]/.test(t) || /\by\b|[a-z]\s*\(\s*[a-z]\s*\)\s*=/.test(t)) needs.add('systems');
  if (/[÷/]/.test(t) && /[a-z]/.test(t)) needs.add('expressions');
  if (/\bi\b/.test(t)) needs.add('expressions');
  if (/[∫'′→]|d\/d|\bd[²2]?\s*\/\s*d/.test(t)) needs.add('calculus');
  if (/%/.test(t)) needs.add('words');
  for (const word of t.match(/[a-z]{2,}/g) ?? []) {
    const groups = EVERY_GROUP.filter((g) => GROUP_WORDS[g].includes(word));
    if (groups.length > 0) for (const g of groups) needs.add(g);
    else if (!READING_WORDS.has(word)) return EVERY_GROUP;
  }
  // A fraction with an unknown or a letter on its own may be a rational expression, a division.
  if (!needs.has('equations') && /[a-z]/.test(t.replace(/\b(sin|cos|tan|sqrt|root)\b/g, ''))) {
    if (/[÷/^]/.test(t)) needs.add('expressions');
  }
  return [...needs];
}

/** The group of each kind beyond the common ones, for a refusal that names the kind it needs. */
export const KIND_GROUP: Readonly<Record<string, Group>> = {
  polynomial: 'equations',
  radical: 'equations',
  'rational-equation': 'equations',
  exponential: 'equations',
  logarithmic: 'equations',
  inequality: 'inequalities',
  'absolute-value': 'inequalities',
  trigonometry: 'trigonometry',
  'trig-identity': 'trigonometry',
  graph: 'systems',
  system: 'systems',
  'nonlinear-system': 'systems',
  points: 'systems',
  matrix: 'systems',
  statistics: 'systems',
  'gcd-lcm': 'systems',
  'rational-expression': 'expressions',
  'polynomial-division': 'expressions',
  logarithm: 'expressions',
  'complex-number': 'expressions',
  factor: 'expressions',
  'prime-factors': 'expressions',
  derivative: 'calculus',
  integral: 'calculus',
  limit: 'calculus',
  tangent: 'calculus',
  stationary: 'calculus',
  'completed-square': 'calculus',
  'inverse-function': 'calculus',
  'composite-function': 'calculus',
  domain: 'calculus',
  rearrange: 'calculus',
  percentage: 'words',
  'unit-conversion': 'words',
  shape: 'words',
  sequence: 'words',
  probability: 'words',
};

/** The solver of one page: a problem solved with the kinds it needs, and the groups fetched. */
export interface PageSolver {
  solveProblem: (text: string, method?: string, options?: SolveProblemOptions) => Promise<Outcome>;
  /**
   * What was typed as the solver will read it (math-core's `readProblem`), by the kinds it needs:
   * at once when they have arrived, else once they have.
   */
  readProblem: (
    text: string,
    language?: WritingLanguage,
  ) => Result<ProblemReading> | Promise<Result<ProblemReading>>;
  /** The groups fetched so far. */
  fetched: () => Group[];
}

/** A solver that starts with the common kinds and fetches the others as problems need them. */
export function pageSolver(): PageSolver {
  const loaded: SolverKind[] = [arithmeticKind, expressionKind, linearKind, quadraticKind];
  const fetched = new Map<Group, Promise<void>>();
  // The groups whose kinds are in `loaded` (a fetched group may still be on its way).
  const arrived = new Set<Group>();
  let solver: Solver | undefined;

  /** The group's kinds, fetched once. */
  const fetchGroup = (group: Group): Promise<void> => {
    let fetching = fetched.get(group);
    if (!fetching) {
      fetching = GROUPS[group]().then(
        ({ kinds }) => {
          loaded.push(...kinds);
          arrived.add(group);
          solver = undefined;
        },
        (error: unknown) => {
          // Fetched anew next time (offline for a moment).
          fetched.delete(group);
          throw error;
        },
      );
      fetched.set(group, fetching);
    }
    return fetching;
  };

  /** The solver of every kind loaded so far. */
  const current = () => (solver ??= createSolver({ kinds: loaded }));

  /** The problem solved by every kind loaded so far, and the kind a refusal says it needs. */
  const attempt = (text: string, method?: string, options?: SolveProblemOptions) => {
    const { solve, drawable } = current();
    let needs: string | undefined;
    let outOfTime = false;
    const outcome = solveWith(
      {
        solve: (typed, o) => {
          const answer = solve(typed, o);
          if (!answer.ok) {
            needs = answer.error.needs;
            outOfTime = answer.error.code === 'too_complex';
          }
          return answer;
        },
        drawable,
      },
      text,
      method,
      options,
    );
    return { outcome, needs, outOfTime };
  };

  const everyGroupFetched = () => EVERY_GROUP.every((g) => fetched.has(g));

  /**
   * A reading by the kinds loaded that may change with more: a refusal (`unsupported`), which
   * another kind's words may read. Text the parser cannot read (often a problem half typed) is
   * not read by more kinds, so it fetches none.
   */
  const mayReadOtherwise = (read: Result<ProblemReading>) =>
    !read.ok && read.error.code === 'unsupported' && EVERY_GROUP.some((g) => !arrived.has(g));

  return {
    readProblem: (text, language) => {
      const wanted = groupsFor(text);
      const read = () => current().read(text, language ? { language } : {});
      if (wanted.every((g) => arrived.has(g))) {
        const now = read();
        if (!mayReadOtherwise(now)) return now;
      }
      return (async () => {
        await Promise.all(wanted.map(fetchGroup));
        const soon = read();
        if (!mayReadOtherwise(soon)) return soon;
        await Promise.all(EVERY_GROUP.map(fetchGroup));
        return read();
      })();
    },
    solveProblem: async (text, method, options) => {
      await Promise.all(groupsFor(text).map(fetchGroup));
      for (;;) {
        const { outcome, needs, outOfTime } = attempt(text, method, options);
        // A problem that took the whole time given is not solved sooner by more kinds.
        if (outcome.ok || outOfTime || everyGroupFetched()) return outcome;
        // Refused: again with the kind the refusal names, else with every kind, as `solve` would.
        const group = needs === undefined ? undefined : KIND_GROUP[needs];
        await Promise.all(
          group && !fetched.has(group) ? [fetchGroup(group)] : EVERY_GROUP.map(fetchGroup),
        );
      }
    },
    fetched: () => [...fetched.keys()],
  };
}

/** The page's solver: what its preview reads and its Solve solves share the kinds fetched. */
const page = pageSolver();

/**
 * What was typed, solved with the kinds it needs, loaded first (see the module's comment): the
 * outcome of `solveProblem` in ./engine, which has every kind.
 */
export const { solveProblem } = page;

/**
 * The preview of what is being typed: the problem as the solver will read it (./problem-reading),
 * in the page's language when it has one (read in its words, typeset in its notation).
 */
export function readTypedProblem(
  text: string,
  language?: WritingLanguage,
): Reading | Promise<Reading> {
  const read = page.readProblem(text, language);
  const shown = (r: Result<ProblemReading>) => readingOf(text, r, language);
  return read instanceof Promise ? read.then(shown) : shown(read);
}
