/**
 * "Try a similar problem": math-core's similarProblem makes one of the same kind and method from
 * the problem solved and a seed, and the student answers it as in the Practice Center, by its rule
 * (`lib/try-rule.ts`) and in its words and parts (`components/practice-answer`): an answer it
 * cannot read is said beside the box and changes nothing, a first wrong answer leaves one more try
 * with the common mistake that explains it when one does (math-core's explainAnswer, as the
 * Practice Center says it), then the verdict and the new problem's steps. A problem of a Practice
 * Center category then counts there (`count-similar.ts`): the answers given are sent, and the
 * progress after them is said under the verdict. "Another similar problem" takes a new seed. The
 * panel's words are the solve page's (`tutor.similar.*`) and the answer's (`answer`), in the page's
 * language; why a problem or an answer could not be read, and the mistake, are math-core's, in
 * the page's language too (its entry, `solverLanguage`; English when it cannot be fetched).
 */
import { type SimilarProblem, similarProblem, type WritingLanguage } from '@mathtools/math-core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { QueryProviderWorkingOffline } from '../../../app/query-provider';
import { AnswerPreview } from '../../../components/math/answer-preview';
import { MathView } from '../../../components/math/math-view';
import {
  Decided,
  FieldError,
  TryAgain,
  VerdictAlert,
} from '../../../components/practice-answer/answer-parts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/field';
import { solverLanguage } from '../../../i18n/math-language';
import { useLanguage, useT } from '../../../i18n/use-t';
import { type Checked, type TryStep, tryStep } from '../../../lib/try-rule';
import { countView, useCountSimilar } from './count-similar';
import { SimilarCount } from './similar-count';
import { explainSimilar, gradeSimilar } from './similar-grade';
import * as styles from './tutor.css';

/** A seed for similarProblem: any 31-bit whole number, new each time. */
export const newSeed = (): number => Math.floor(Math.random() * 2 ** 31);

type Made =
  | { ok: true; similar: SimilarProblem; language?: WritingLanguage }
  | { ok: false; message: string };

/**
 * An answer taken: what it does to the problem (`tryStep`), and the answers given so far, in order,
 * with this one when it could be read (one that cannot be read changes nothing, and is not sent).
 * A second try is under way once one answer is given.
 */
export function takeAnswer(
  given: readonly string[],
  answer: string,
  checked: Checked,
): { step: TryStep; given: readonly string[] } {
  const step = tryStep(checked, given.length > 0);
  return { step, given: step.kind === 'unreadable' ? given : [...given, answer.trim()] };
}

/**
 * The similar problem for this seed, or why there is none, said in `language` (math-core's entry
 * for the page's language; English without one), which the answers to it are graded in too.
 */
export function makeSimilar(problem: string, seed: number, language?: WritingLanguage): Made {
  const made = similarProblem(problem, seed, language ? { language } : undefined);
  if (!made.ok) return { ok: false, message: made.error.message };
  return language ? { ok: true, similar: made.value, language } : { ok: true, similar: made.value };
}

export function SimilarProblemPanel({
  problem,
  seed: firstSeed,
}: {
  problem: string;
  /** The first problem's seed (a test's); a new one otherwise. */
  seed?: number;
}) {
  const t = useT('solve');
  const language = useLanguage();
  const [seed, setSeed] = useState(() => firstSeed ?? newSeed());
  const [made, setMade] = useState<Made | null>(null);
  // Asked for by "Another similar problem": the new problem's box then takes the focus.
  const asked = useRef(false);

  // Made after the panel has painted ("Finding…"): a problem takes the solver a moment. The page's
  // language entry is the one the solver has already fetched for the answer; were it to fail now,
  // the problem's sentences come in English rather than not at all.
  useEffect(() => {
    setMade(null);
    let live = true;
    const timer = setTimeout(() => {
      solverLanguage(language).then(
        (writing) => live && setMade(makeSimilar(problem, seed, writing)),
        () => live && setMade(makeSimilar(problem, seed)),
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [problem, seed, language]);

  // The Practice Center's query client, shared across pages: counting an attempt here updates the
  // progress that page shows.
  return (
    <QueryProviderWorkingOffline>
      <div className={styles.panel} data-testid="similar-problem" aria-busy={made === null}>
        {made === null ? (
          <p className={styles.hint} role="status">
            {t('tutor.similar.making')}
          </p>
        ) : made.ok ? (
          <SimilarAttempt
            key={seed}
            similar={made.similar}
            language={made.language}
            solved={problem}
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
    </QueryProviderWorkingOffline>
  );
}

export function SimilarAttempt({
  similar,
  language,
  solved,
  focus,
  onAnother,
}: {
  similar: SimilarProblem;
  /** math-core's entry for the page's language, which the answers are graded in (English: none). */
  language?: WritingLanguage | undefined;
  /** The problem solved, which this one was made from: sent with it to count it. */
  solved: string;
  focus: boolean;
  onAnother: () => void;
}) {
  const id = useId();
  const t = useT('solve');
  const [answer, setAnswer] = useState('');
  const [step, setStep] = useState<(TryStep & { at: number }) | null>(null);
  // The answers given so far that could be read, in order.
  const [given, setGiven] = useState<readonly string[]>([]);
  const count = useCountSimilar(useLanguage());
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
    const taken = takeAnswer(given, answer, gradeSimilar(similar, answer, language));
    const next = taken.step;
    setGiven(taken.given);
    if (next.kind === 'retry') setMistake(explainSimilar(similar, answer, language));
    // Decided: it counts in its Practice Center category, when it has one.
    if (next.kind === 'final' && similar.practice !== null)
      count.mutate({ problem: solved, similar: similar.problem, answers: [...taken.given] });
    // A new object each time, so the same outcome twice still moves the focus.
    setStep({ ...next, at: Date.now() });
  };

  const resend = () => {
    // The student goes on to the next problem; the status region says how the count went.
    nextRef.current?.focus({ preventScroll: true });
    count.mutate({ problem: solved, similar: similar.problem, answers: [...given] });
  };

  const manyAnswers = similar.expected !== null && similar.solution.solutions.length > 1;
  const questionId = `${id}-question`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewId = `${id}-preview`;
  return (
    <section aria-labelledby={questionId} className={styles.form}>
      <div id={questionId}>
        <p className={styles.lead}>{t('tutor.similar.tryThis')}</p>
        <div
          className={styles.question}
          data-testid="similar-question"
          data-problem={similar.problem}
        >
          <MathView mathml={similar.solution.problemMathml} display="block" />
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-answer`}>{t('tutor.similar.answer')}</Label>
        <Input
          ref={inputRef}
          id={`${id}-answer`}
          name="answer"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={200}
          placeholder={t('tutor.similar.placeholder')}
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
            {t('tutor.similar.manyAnswers', { count: similar.solution.solutions.length })}
          </p>
        ) : null}
        {decided ? null : (
          <div className={styles.actions}>
            <Button type="submit" disabled={!typed}>
              {t('tutor.similar.submit')}
            </Button>
          </div>
        )}
      </form>
      <div role="status" data-testid="similar-status">
        {step?.kind === 'final' ? (
          <VerdictAlert correct={step.correct} answer={similar.solution.answer} />
        ) : step?.kind === 'retry' || (step?.kind === 'unreadable' && step.retried) ? (
          <TryAgain mistake={mistake} />
        ) : null}
      </div>
      {similar.practice !== null ? (
        <SimilarCount view={countView(count, count.data, count.error)} onRetry={resend} />
      ) : null}
      {decided ? (
        <Decided
          stepsId={`${id}-steps`}
          explanation={similar.solution.steps}
          on="sunken"
          nextLabel={t('tutor.similar.another')}
          onNext={onAnother}
          nextRef={nextRef}
        />
      ) : null}
    </section>
  );
}
