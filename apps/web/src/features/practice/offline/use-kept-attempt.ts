import type { OfflineAttempt } from '@mathtools/contracts';
import { useEffect, useRef, useState } from 'react';
import { enqueue } from './queue';

/**
 * The outcome of one problem answered offline, kept in this browser's queue under an id made
 * once for the problem. `decide` keeps the outcome (the answers so far and the last one) as soon as
 * it is known. A problem left after a wrong first answer (the card goes away: Next, Back, a tab
 * change, the connection coming back) is kept as a miss, as the server counts one left online, so
 * a second try cannot be skipped for free. `attemptOf` shapes the stored attempt.
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
    /** The readable answers given so far (a wrong first one, before the second try). */
    tries,
    saved,
    firstWrong(answer: string) {
      setTries([answer]);
      left.current = attemptOf(id, [answer], false);
    },
    decide(answer: string, correct: boolean) {
      left.current = null;
      setSaved(enqueue(window.localStorage, attemptOf(id, [...tries, answer], correct)));
    },
  };
}
