/** An answer checked: right, wrong, or not readable (with math-core's reason, for the student). */
export type Checked =
  | { kind: 'correct' }
  | { kind: 'wrong' }
  | { kind: 'unreadable'; message: string };

/**
 * What an answer checked on this device does to its problem, by the rule the server grades by (the
 * Practice Center's offline rounds and the solver's similar problem both take answers so): an
 * answer that cannot be read changes nothing (the student fixes it and submits again), a first
 * wrong answer leaves one more try, and anything else decides the problem. `retried` says a second
 * try was under way when the answer was given.
 */
export type TryStep =
  | { kind: 'unreadable'; message: string; retried: boolean }
  | { kind: 'retry' }
  | { kind: 'final'; correct: boolean; retried: boolean };

export function tryStep(checked: Checked, retried: boolean): TryStep {
  if (checked.kind === 'unreadable')
    return { kind: 'unreadable', message: checked.message, retried };
  if (checked.kind === 'wrong' && !retried) return { kind: 'retry' };
  return { kind: 'final', correct: checked.kind === 'correct', retried };
}
