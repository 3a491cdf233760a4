/**
 * How an answer to a similar problem is taken, in the Practice Center's rule and words: an answer
 * that cannot be read changes nothing (the student fixes it), a first wrong answer leaves one more
 * try, and anything else decides the problem; then the verdict, and the worked solution.
 *
 * The rule is the Practice Center's (`lib/try-rule.ts`). Its words
 * (`practice/components/grading-words.ts`) and parts (`practice/components/result-parts.tsx`) are
 * written here again, since a feature never imports another (`features/boundaries.test.ts`);
 * `attempt.test.tsx` holds them to the same sentences.
 */
import type { Step } from '@mathtools/math-core';
import type { Ref } from 'react';
import { StepList } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import * as styles from './tutor.css';

/** Said after a wrong first answer: one more try before the solution is shown. */
export const TRY_AGAIN_MESSAGE = 'Not quite — try once more.';
export const PRAISE = 'Correct! Well done!';
export const wrongAnswer = (answer: string) => `Not quite. The correct answer is: ${answer}`;

/** A mistake's sentence as a sentence: its own full stop when it has none. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Beside the answer box: why the answer could not be read (the box is marked invalid). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className={styles.fieldError} data-testid="answer-error">
      {message}
    </p>
  );
}

/** After a wrong first answer: one more try, with the common mistake that explains it, if one does. */
export function TryAgain({ mistake }: { mistake?: string | undefined }) {
  return (
    <Alert tone="warning">
      <p>{TRY_AGAIN_MESSAGE}</p>
      {mistake ? <p data-testid="answer-mistake">{sentence(mistake)}</p> : null}
    </Alert>
  );
}

/** The problem decided: right, or wrong with the answer. */
export function Verdict({ correct, answer }: { correct: boolean; answer: string }) {
  return (
    <Alert tone={correct ? 'success' : 'destructive'}>
      <p>{correct ? PRAISE : wrongAnswer(answer)}</p>
    </Alert>
  );
}

/** Under the verdict: the worked solution, then the button to the next problem. */
export function Decided({
  stepsId,
  steps,
  nextLabel,
  onNext,
  nextRef,
}: {
  stepsId: string;
  steps: readonly Step[];
  nextLabel: string;
  onNext: () => void;
  nextRef: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <section className={styles.solution} aria-labelledby={stepsId}>
        <h3 id={stepsId} className={styles.solutionTitle}>
          Step-by-step solution
        </h3>
        {steps.length ? <StepList steps={steps} /> : <p>No steps available</p>}
      </section>
      <div className={styles.actions}>
        <Button ref={nextRef} onClick={onNext}>
          {nextLabel}
        </Button>
      </div>
    </>
  );
}
