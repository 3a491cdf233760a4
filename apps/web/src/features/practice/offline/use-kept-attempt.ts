import type { OfflineAttempt } from '@mathtools/contracts';
import { useEffect, useRef, useState } from 'react';
import { type TryStep, tryStep } from '../../../lib/try-rule';
import type { Checked } from './make';
import { enqueue } from './queue';

/**
 * The outcome of one problem answered offline, kept in this browser's queue under an id made
 * once for the problem. `answer` takes an answer checked here through the one-more-try rule
 * (`try-rule.ts`) and, once that decides the problem, keeps the outcome (the answers so far and the
 * last one) at once. A problem left after a wrong first answer (the card goes away: Next, Back, a
 * tab change, the connection coming back) is kept as a miss, as the server counts one left online,
 * so a second try cannot be skipped for free. `attemptOf` shapes the stored attempt.
 */
export function useKeptAttempt(
  attemptOf: (id: string, answers: string[], shownCorrect: boolean) => OfflineAttempt,
) {
  const [id] = useState(() => crypto.randomUUID());
  const [tries, setTries] = useState<string[]>([]);
  // null until the outcome is known; then whether it could be stored.
  const [saved, setSaved] = useState<boolean | null>(null);
  // What to keep if the card goes away after a wrong first answer (read by the cleanup below).
  const left = useRef<OfflineAttempt | null>(null);

  useEffect(
    () => () => {
      if (left.current) enqueue(window.localStorage, left.current);
    },
    [],
  );

  return {
    /** A second try is open: a wrong first answer was given. */
    retried: tries.length > 0,
    saved,
    answer(answer: string, checked: Checked): TryStep {
      const step = tryStep(checked, tries.length > 0);
      if (step.kind === 'retry') {
        setTries([answer]);
        left.current = attemptOf(id, [answer], false);
      }
      if (step.kind === 'final') {
        left.current = null;
        setSaved(enqueue(window.localStorage, attemptOf(id, [...tries, answer], step.correct)));
      }
      return step;
    },
  };
}
