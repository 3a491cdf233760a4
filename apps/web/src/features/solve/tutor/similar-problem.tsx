/**
 * "Try a similar problem": math-core's similarProblem makes one of the same kind and method from
 * the problem solved and a seed, and the student answers it as in the Practice Center: an answer
 * it cannot read is said beside the box and changes nothing, a first wrong answer leaves one more
 * try with the common mistake that explains it when one does (math-core's explainAnswer, as the
 * Practice Center says it), then the verdict and the new problem's steps (`attempt.tsx`: the
 * Practice Center's rule and words). "Another similar problem" takes a new seed.
 */
import { type SimilarProblem, similarProblem } from '@mathtools/math-core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AnswerPreview } from '../../../components/math/answer-preview';
import { MathView } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { type TryStep, tryStep } from '../../../lib/try-rule';
import { Decided, FieldError, TryAgain, Verdict } from './attempt';
import { explainSimilar, gradeSimilar } from './similar-grade';
import * as styles from './tutor.css';

export const ANOTHER_SIMILAR = 'Another similar problem';
export const MAKING = 'Finding a similar problem…';

/** A seed for similarProblem: any 31-bit whole number, new each time. */
export const newSeed = (): number => Math.floor(Math.random() * 2 ** 31);

type Made = { ok: true; similar: SimilarProblem } | { ok: false; message: string };

/** The similar problem for this seed, or why there is none. */
export function makeSimilar(problem: string, seed: number): Made {
  const made = similarProblem(problem, seed);
  return made.ok ? { ok: true, similar: made.value } : { ok: false, message: made.error.message };
}

export function SimilarProblemPanel({
  problem,
  seed: firstSeed,
}: {
  problem: string;
  /** The first problem's seed (a test's); a new one otherwise. */
  seed?: number;
}) {
  const [seed, setSeed] = useState(() => firstSeed ?? newSeed());
  const [made, setMade] = useState<Made | null>(null);
  // Asked for by "Another similar problem": the new problem's box then takes the focus.
  const asked = useRef(false);

  // Made after the panel has painted ("Finding…"): a problem takes the solver a moment.
  useEffect(() => {
    setMade(null);
    const timer = setTimeout(() => setMade(makeSimilar(problem, seed)), 0);
    return () => clearTimeout(timer);
  }, [problem, seed]);

  return (
    <div className={styles.panel} data-testid="similar-problem" aria-busy={made === null}>
      {made === null ? (
        <p className={styles.hint} role="status">
          {MAKING}
        </p>
      ) : made.ok ? (
        <SimilarAttempt
          key={seed}
          similar={made.similar}
          focus={asked.current}
          onAnother={() => {
            asked.current = true;
            setSeed(newSeed());
          }}
        />
      ) : (
        <Alert tone="warning" role="alert">
          <p>{made.message}</p>
        </Alert>
      )}
    </div>
  );
}

export function SimilarAttempt({
  similar,
  focus,
  onAnother,
}: {
  similar: SimilarProblem;
  focus: boolean;
  onAnother: () => void;
}) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [step, setStep] = useState<(TryStep & { at: number }) | null>(null);
  const [tries, setTries] = useState(0);
  // Why the first answer was wrong, when a common mistake explains it (said with the one more try).
  const [mistake, setMistake] = useState<string | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const decided = step?.kind === 'final';
  const invalid = step?.kind === 'unreadable';
  const typed = answer.trim() !== '';

  useEffect(() => {
    if (focus) inputRef.current?.focus();
  }, [focus]);
  // After each answer the focus goes where the student goes next: the box for one more try or
  // an answer to fix, "Another similar problem" once decided (the status region reads the verdict).
  useEffect(() => {
    if (!step) return;
    (step.kind === 'final' ? nextRef : inputRef).current?.focus({ preventScroll: true });
  }, [step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (decided || !typed) return;
    const next = tryStep(gradeSimilar(similar, answer), tries > 0);
    if (next.kind === 'retry') {
      setTries(1);
      setMistake(explainSimilar(similar, answer));
    }
    // A new object each time, so the same outcome twice still moves the focus.
    setStep({ ...next, at: Date.now() });
  };

  const manyAnswers = similar.expected !== null && similar.solution.solutions.length > 1;
  const questionId = `${id}-question`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewId = `${id}-preview`;
  return (
    <section aria-labelledby={questionId} className={styles.form}>
      <div id={questionId}>
        <p className={styles.lead}>Try this one:</p>
        <div
          className={styles.question}
          data-testid="similar-question"
          data-problem={similar.problem}
        >
          <MathView mathml={similar.solution.problemMathml} display="block" />
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-answer`}>Your answer</Label>
        <Input
          ref={inputRef}
          id={`${id}-answer`}
          name="answer"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          placeholder="Type your answer"
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          disabled={decided}
          aria-invalid={invalid || undefined}
          aria-describedby={`${invalid ? `${errorId} ` : ''}${previewId}${manyAnswers ? ` ${hintId}` : ''}`}
        />
        {step?.kind === 'unreadable' ? <FieldError id={errorId} message={step.message} /> : null}
        {decided ? null : <AnswerPreview id={previewId} answer={answer} />}
        {manyAnswers && !decided ? (
          <p id={hintId} className={styles.hint}>
            It has {similar.solution.solutions.length} answers: give them all, with commas between.
          </p>
        ) : null}
        {decided ? null : (
          <div className={styles.actions}>
            <Button type="submit" disabled={!typed}>
              Submit Answer
            </Button>
          </div>
        )}
      </form>
      <div role="status" data-testid="similar-status">
        {step?.kind === 'final' ? (
          <Verdict correct={step.correct} answer={similar.solution.answer} />
        ) : step?.kind === 'retry' || (step?.kind === 'unreadable' && step.retried) ? (
          <TryAgain mistake={mistake} />
        ) : null}
      </div>
      {decided ? (
        <Decided
          stepsId={`${id}-steps`}
          steps={similar.solution.steps}
          nextLabel={ANOTHER_SIMILAR}
          onNext={onAnother}
          nextRef={nextRef}
        />
      ) : null}
    </section>
  );
}
