import type { PracticeCategory, PracticeProblem } from '@mathtools/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AnswerPreview } from '../../../components/math/answer-preview';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDeferredData } from '../../../lib/deferred-data';
import { lazyModule } from '../../../lib/lazy-module';
import { categoryLabels } from '../../../lib/practice-categories';
import { useRandomProblem } from '../api/get-random-problem';
import type { RoundResult } from './grading';
import * as styles from './practice.css';
import { AnswerInput, ProblemHeader, Question } from './problem-parts';

export const NO_PROBLEMS_MESSAGE = 'No problems available for this category.';

/** Grading and the result's view: fetched with the first character typed, see `grading.tsx`. */
const gradingCode = lazyModule(() => import('./grading'));
type Graded = { code: typeof import('./grading'); result: RoundResult };

/** Said when the grading code could not be fetched (offline before the site was cached). */
export const GRADING_UNAVAILABLE =
  'Your answer could not be checked. Check your connection and try again.';

type ProblemPanelProps = {
  category: PracticeCategory;
  /** Changes on Next Problem and tab change; the parent keys this panel by it (fresh state). */
  round: number;
  onNext: () => void;
  /** Move focus to the answer box once the problem is shown (after Next Problem). */
  focusAnswer: boolean;
  /** false while the page has not yet read which tab its URL asks for: no fetch, still loading. */
  ready: boolean;
};

/**
 * One practice round: loading → problem → submitted: correct, or wrong with one more try and then
 * decided (an answer the server cannot read is refused with its message, and can be fixed). The
 * server grades; if it cannot be reached the answer is still checked here with the same math-core
 * checkAnswer (so 0.5 counts for 1/2 offline too) and a toast says the progress was not saved
 * (`grading.tsx`, fetched once something is typed).
 */
export function ProblemPanel({ category, round, onNext, focusAnswer, ready }: ProblemPanelProps) {
  const problem = useRandomProblem(category, round, ready);
  // The problem, typeset, renders as a transition (`useDeferredData`).
  const data = useDeferredData(problem);

  if (problem.isError) {
    return (
      <Card className={styles.problemCard}>
        <Alert tone="warning" role="alert">
          {NO_PROBLEMS_MESSAGE}
        </Alert>
        <div className={styles.actions}>
          <Button variant="outline" onClick={onNext}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
  if (data === undefined) {
    return (
      <Card className={styles.problemCard} aria-busy="true">
        <Spinner label={`Loading a ${categoryLabels[category].toLowerCase()} problem…`} />
      </Card>
    );
  }
  return <ProblemRound problem={data} onNext={onNext} focusAnswer={focusAnswer} />;
}

function ProblemRound({
  problem,
  onNext,
  focusAnswer,
}: {
  problem: PracticeProblem;
  onNext: () => void;
  focusAnswer: boolean;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [showHint, setShowHint] = useState(false);
  const [checking, setChecking] = useState(false);
  const [graded, setGraded] = useState<Graded | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const typed = answer.trim() !== '';
  const result = graded?.result ?? null;
  // The problem's outcome is known: a right answer, or a second wrong one (see grading.tsx).
  const final = result?.kind === 'final';

  useEffect(() => {
    if (focusAnswer) inputRef.current?.focus();
  }, [focusAnswer]);
  useEffect(() => {
    // Next Problem once decided; back to the answer for a second try or an unreadable answer.
    if (graded) (final ? nextRef : inputRef).current?.focus();
  }, [graded, final]);
  // Submit needs an answer, so fetching the grading code with the first character typed has it
  // there before Submit is pressed; a failed fetch is tried again on Submit.
  useEffect(() => {
    if (typed) gradingCode.load().catch(() => undefined);
  }, [typed]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter submits only while the problem is not decided yet.
    if (final || checking || !typed) return;
    setChecking(true);
    setUnavailable(false);
    gradingCode.load().then(
      async (code) => {
        const next = await code.gradeRound(queryClient, problem, answer, result);
        setGraded({ code, result: next });
        setChecking(false);
      },
      () => {
        setUnavailable(true);
        setChecking(false);
      },
    );
  };

  const hintId = `${id}-hint`;
  const previewId = `${id}-preview`;
  // The reason an answer could not be read goes there (grading.tsx); no element until then.
  const errorId = `${id}-error`;
  return (
    <Card as="article" className={styles.problemCard} aria-labelledby={`${id}-question`}>
      <ProblemHeader
        title={`${categoryLabels[problem.category]} problem`}
        difficulty={problem.difficulty}
      />
      <Question
        id={`${id}-question`}
        question={problem.question}
        words={problem.questionWords}
        questionMathml={problem.questionMathml}
      />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AnswerInput
          id={`${id}-answer`}
          inputRef={inputRef}
          value={answer}
          onChange={setAnswer}
          disabled={final}
          invalid={result?.kind === 'unreadable'}
          describedBy={`${errorId} ${previewId}${showHint && !final ? ` ${hintId}` : ''}`}
        />
        {graded ? <graded.code.AnswerError id={errorId} result={graded.result} /> : null}
        {final ? null : <AnswerPreview id={previewId} answer={answer} />}
        {showHint && !final ? (
          // A category problem's hint is a sentence (its MathML is that sentence as text).
          <Alert id={hintId} tone="info" title="Hint">
            <p>{problem.hint}</p>
          </Alert>
        ) : null}
        {unavailable ? (
          <Alert tone="warning" role="alert">
            {GRADING_UNAVAILABLE}
          </Alert>
        ) : null}
        {final ? null : (
          <div className={styles.actions}>
            <Button type="submit" disabled={!typed || checking}>
              {checking ? 'Checking...' : 'Submit Answer'}
            </Button>
            <Button
              variant="outline"
              aria-expanded={showHint}
              aria-controls={showHint ? hintId : undefined}
              onClick={() => setShowHint((shown) => !shown)}
            >
              {showHint ? 'Hide Hint' : 'Hint'}
            </Button>
          </div>
        )}
      </form>
      <div role="status">{graded ? <graded.code.Verdict result={graded.result} /> : null}</div>
      {graded ? (
        <graded.code.Solution
          id={`${id}-steps`}
          result={graded.result}
          onNext={onNext}
          nextRef={nextRef}
        />
      ) : null}
    </Card>
  );
}
