import type { MathStep, PracticeCategory, PracticeProblem } from '@mathtools/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MathView } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useRandomProblem } from '../api/get-random-problem';
import { toastProgressFailed, useGradeAnswer } from '../api/grade-answer';
import { categoryLabels } from '../categories';
import { isSentenceOnly } from '../typeset';
import { AnswerPreview, loadAnswerReading } from './answer-preview';
import * as styles from './practice.css';
import {
  AnswerInput,
  ProblemHeader,
  Question,
  RevealedAnswer,
  SolutionSteps,
} from './problem-parts';

export const NO_PROBLEMS_MESSAGE = 'No problems available for this category.';

type Result = {
  correct: boolean;
  correctAnswer: string;
  correctAnswerMathml: string;
  explanation: readonly MathStep[];
};

/** The plain rule when even the grader cannot be loaded: equal once spaces and case are ignored. */
const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

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
 * One practice round: loading → problem → submitted (correct or not). The server
 * grades; if it cannot be reached the answer is still checked here with the same math-core
 * checkAnswer (so 0.5 counts for 1/2 offline too) and a toast says the progress was not saved.
 */
export function ProblemPanel({ category, round, onNext, focusAnswer, ready }: ProblemPanelProps) {
  const problem = useRandomProblem(category, round, ready);

  if (problem.isPending) {
    return (
      <Card className={styles.problemCard} aria-busy="true">
        <Spinner label={`Loading a ${categoryLabels[category].toLowerCase()} problem…`} />
      </Card>
    );
  }
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
  return <ProblemRound problem={problem.data} onNext={onNext} focusAnswer={focusAnswer} />;
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
  const [answer, setAnswer] = useState('');
  const [showHint, setShowHint] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const grade = useGradeAnswer();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusAnswer) inputRef.current?.focus();
  }, [focusAnswer]);
  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter submits only while there is no result yet.
    if (result || grade.isPending || !answer.trim()) return;
    grade.mutate(
      { problemId: problem.id, answer },
      {
        onSuccess: (graded) =>
          setResult({
            correct: graded.correct,
            correctAnswer: graded.correctAnswer,
            correctAnswerMathml: graded.correctAnswerMathml,
            explanation: graded.explanation,
          }),
        onError: async () => {
          // The chunk is normally loaded already (the preview uses it while the student types).
          const correct = await loadAnswerReading().then(
            ({ gradeOffline }) => gradeOffline(answer, problem.answer),
            () => sameText(answer, problem.answer),
          );
          setResult({
            correct,
            correctAnswer: problem.answer,
            correctAnswerMathml: problem.answerMathml,
            explanation: problem.explanation,
          });
          toastProgressFailed();
        },
      },
    );
  };

  const hintId = `${id}-hint`;
  const previewId = `${id}-preview`;
  return (
    <Card as="article" className={styles.problemCard} aria-labelledby={`${id}-question`}>
      <ProblemHeader
        title={`${categoryLabels[problem.category]} problem`}
        difficulty={problem.difficulty}
      />
      <Question
        id={`${id}-question`}
        question={problem.question}
        questionMathml={problem.questionMathml}
      />
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AnswerInput
          id={`${id}-answer`}
          inputRef={inputRef}
          value={answer}
          onChange={setAnswer}
          disabled={result !== null}
          describedBy={showHint && !result ? `${previewId} ${hintId}` : previewId}
        />
        {result ? null : <AnswerPreview id={previewId} answer={answer} />}
        {showHint && !result ? (
          <Alert id={hintId} tone="info" title="Hint">
            <p>{problem.hint}</p>
            {isSentenceOnly(problem.hintMathml) ? null : (
              <MathView mathml={problem.hintMathml} display="block" />
            )}
          </Alert>
        ) : null}
        {result ? null : (
          <div className={styles.actions}>
            <Button type="submit" disabled={!answer.trim() || grade.isPending}>
              {grade.isPending ? 'Checking...' : 'Submit Answer'}
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
      <div role="status">
        {result ? (
          <Alert tone={result.correct ? 'success' : 'destructive'}>
            <p>
              {result.correct
                ? 'Correct! Well done!'
                : `Not quite. The correct answer is: ${result.correctAnswer}`}
            </p>
            <RevealedAnswer mathml={result.correctAnswerMathml} />
          </Alert>
        ) : null}
      </div>
      {result ? (
        <>
          <SolutionSteps id={`${id}-steps`} explanation={result.explanation} />
          <div className={styles.actions}>
            <Button ref={nextRef} onClick={onNext}>
              Next Problem
            </Button>
          </div>
        </>
      ) : null}
    </Card>
  );
}
