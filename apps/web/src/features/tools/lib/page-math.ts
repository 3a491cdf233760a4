import {
  evaluateMath,
  parseMath,
  type Result,
  type Step,
  toMathML,
  toText,
} from '@mathtools/math-core';

/**
 * A calculator's value, or an error naming the example: a page never shows a refused example. Its
 * steps keep what another language words them from (their `words`, `ruleId` and `statement`
 * tree): each language's page is given them in its words when the page is built
 * (./worked-examples).
 */
export function solved<T>(example: string, result: Result<T>): T {
  if (!result.ok)
    throw new Error(`math-core refused the example ${example}: ${result.error.message}`);
  return result.value;
}

/** The last step of a working: the statement of its answer (`log₄(8) = 3/2`). */
export function conclusion(steps: readonly Step[]): Step {
  const last = steps.at(-1);
  if (!last) throw new Error('a working without steps');
  return last;
}

const statements = new Map<string, Step>();

/**
 * A statement a page's text makes, read by math-core's parser, checked and typeset. Plain numbers
 * must make it true (`log_2(32) = log_2(4 × 8) = 2 + 3 = 5`); a rule with letters must hold for
 * the values in `scope` (`log_b(xy) = log_b(x) + log_b(y)` with b, x, y). A false or unreadable
 * statement throws, which fails the pages' unit test and the build, so no page can state a
 * wrong result. The step keeps its tree (`statement`), from which each language's page writes it
 * in its own notation and words.
 */
export function statement(text: string, scope: Readonly<Record<string, number>> = {}): Step {
  const key = `${text}|${JSON.stringify(scope)}`;
  const known = statements.get(key);
  if (known) return known;
  const tree = parseMath(text);
  if (!tree.ok) throw new Error(`math-core cannot read "${text}": ${tree.error.message}`);
  if (tree.value.type !== 'relation' || evaluateMath(tree.value, scope) !== 1) {
    throw new Error(`"${text}" is not a true statement`);
  }
  const step: Step = {
    note: '',
    text: toText(tree.value),
    mathml: toMathML(tree.value),
    statement: tree.value,
  };
  statements.set(key, step);
  return step;
}
