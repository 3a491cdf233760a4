/**
 * What a problem shows once its answer is taken, wherever a problem is answered: the Practice
 * Center's random problems and skills' rounds (online and offline), and a similar problem under a
 * solution on /solve. Why an answer could not be read, one more try after a wrong first answer
 * (with the common mistake that explains it), the verdict, the worked solution and the button to
 * the next problem.
 */
import type { Step } from '@mathtools/math-core';
import type { ReactNode, Ref } from 'react';
import { useT } from '../../i18n/use-t';
import { MathView, StepList } from '../math/math-view';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import * as styles from './answer-parts.css';

/** Beside the answer box: why the answer could not be read (the box is marked invalid). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className={styles.fieldError} data-testid="answer-error">
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
  const t = useT('answer');
  return (
    <Alert tone="warning">
      <p>{t('tryAgain')}</p>
      {mistake ? <p data-testid="answer-mistake">{sentence(mistake)}</p> : null}
    </Alert>
  );
}

/**
 * A decided problem's verdict: right (`praise`), or wrong with the answer in words; then the
 * answer typeset, when there is one to show, and anything the caller adds (a level reached).
 */
export function VerdictAlert({
  correct,
  praise,
  answer,
  answerMathml,
  children,
}: {
  correct: boolean;
  /**
   * Said for a right answer: "Correct!" and the credit earned; by default the plain "Correct! Well
   * done!".
   */
  praise?: string | undefined;
  answer: string;
  answerMathml?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT('answer');
  return (
    <Alert tone={correct ? 'success' : 'destructive'}>
      <p>{correct ? (praise ?? t('praise')) : t('wrong', { answer })}</p>
      {answerMathml ? <RevealedAnswer mathml={answerMathml} /> : null}
      {children}
    </Alert>
  );
}

/** The answer, typeset, under the verdict. */
export function RevealedAnswer({ mathml }: { mathml: string }) {
  const t = useT('answer');
  return (
    <p className={styles.answerLine} data-testid="revealed-answer">
      <span className={styles.answerLabel}>{t('answerLabel')}</span>
      <MathView mathml={mathml} />
    </p>
  );
}

/** Where the solution sits: on a raised card (the Practice Center) or a sunken panel. */
export type SolutionOn = 'raised' | 'sunken';

/** The worked solution, each step typeset under its note. */
export function SolutionSteps({
  id,
  explanation,
  on = 'raised',
}: {
  id: string;
  explanation: readonly Step[];
  on?: SolutionOn;
}) {
  const t = useT('answer');
  return (
    <section
      className={on === 'sunken' ? `${styles.solution} ${styles.onSunken}` : styles.solution}
      aria-labelledby={id}
    >
      <h3 id={id} className={styles.stepsTitle}>
        {t('stepsTitle')}
      </h3>
      {explanation.length ? <StepList steps={explanation} /> : <p>{t('noSteps')}</p>}
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
  on,
  nextLabel,
  onNext,
  nextRef,
  note,
}: {
  stepsId: string;
  explanation: readonly Step[] | null;
  on?: SolutionOn;
  nextLabel: string;
  onNext: () => void;
  nextRef: Ref<HTMLButtonElement>;
  note?: ReactNode;
}) {
  return (
    <>
      {explanation ? (
        <SolutionSteps id={stepsId} explanation={explanation} {...(on ? { on } : {})} />
      ) : null}
      <div className={styles.nextRow}>
        <Button ref={nextRef} onClick={onNext}>
          {nextLabel}
        </Button>
        {note}
      </div>
    </>
  );
}
