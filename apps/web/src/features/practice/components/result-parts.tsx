/**
 * What a problem card shows once its answer is graded, for the random problems (`grading.tsx`)
 * and the skills' rounds, online and offline: each fetches it with its grading code, not with
 * the page.
 */
import type { MathStep } from '@mathtools/contracts';
import type { ReactNode, Ref } from 'react';
import { MathView, StepList } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { fieldError } from './grading.css';
import { TRY_AGAIN_MESSAGE } from './grading-words';
import * as styles from './practice.css';

/** Beside the answer box: why the answer could not be read (the box is marked invalid). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className={fieldError} data-testid="answer-error">
      {message}
    </p>
  );
}

/** A mistake's sentence as a sentence: its own full stop when it has none. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * Said after a wrong first answer, while the second try is open; with `mistake`, the sentence
 * that says which common mistake explains that answer ("3 was added to the other side instead of
 * subtracted: …"), in the same alert, so the status region it sits in reads both. Never shown once
 * the problem is decided: the solution takes its place.
 */
export function TryAgain({ mistake }: { mistake?: string | undefined }) {
  return (
    <Alert tone="warning">
      <p>{TRY_AGAIN_MESSAGE}</p>
      {mistake ? <p data-testid="answer-mistake">{sentence(mistake)}</p> : null}
    </Alert>
  );
}

/**
 * A decided problem's verdict: right ("Correct!" and what it earned), or wrong with the answer
 * in words; then the answer typeset, and anything the round adds (a level reached).
 */
export function VerdictAlert({
  correct,
  praise,
  answer,
  answerMathml,
  children,
}: {
  correct: boolean;
  /** Said for a right answer: "Correct! Well done!", or "Correct!" and the credit earned. */
  praise: string;
  answer: string;
  answerMathml: string | undefined;
  children?: ReactNode;
}) {
  return (
    <Alert tone={correct ? 'success' : 'destructive'}>
      <p>{correct ? praise : `Not quite. The correct answer is: ${answer}`}</p>
      {answerMathml ? <RevealedAnswer mathml={answerMathml} /> : null}
      {children}
    </Alert>
  );
}

/** The answer, typeset, under the verdict. */
export function RevealedAnswer({ mathml }: { mathml: string }) {
  return (
    <p className={styles.answerLine} data-testid="revealed-answer">
      <span className={styles.answerLabel}>Answer: </span>
      <MathView mathml={mathml} />
    </p>
  );
}

/** The worked solution, each step typeset under its note. */
export function SolutionSteps({
  id,
  explanation,
}: {
  id: string;
  explanation: readonly MathStep[];
}) {
  return (
    <section className={styles.solution} aria-labelledby={id}>
      <h3 id={id} className={styles.stepsTitle}>
        Step-by-step solution
      </h3>
      {explanation.length ? <StepList steps={explanation} /> : <p>No steps available</p>}
    </section>
  );
}

/**
 * Under a decided problem's verdict: its worked solution (none when it ended without one, as when
 * it was answered elsewhere), then the Next button, and a note beside it.
 */
export function Decided({
  stepsId,
  explanation,
  nextLabel,
  onNext,
  nextRef,
  note,
}: {
  stepsId: string;
  explanation: readonly MathStep[] | null;
  nextLabel: string;
  onNext: () => void;
  nextRef: Ref<HTMLButtonElement>;
  note?: ReactNode;
}) {
  return (
    <>
      {explanation ? <SolutionSteps id={stepsId} explanation={explanation} /> : null}
      <div className={`${styles.actions} ${styles.nextRow}`}>
        <Button ref={nextRef} onClick={onNext}>
          {nextLabel}
        </Button>
        {note}
      </div>
    </>
  );
}
