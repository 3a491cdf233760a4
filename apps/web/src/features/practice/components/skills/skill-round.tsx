import type { SkillGradeResponse, SkillHint, SkillProblem } from '@mathtools/contracts';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { AnswerPreview } from '../../../../components/math/answer-preview';
import { MathView } from '../../../../components/math/math-view';
import { Alert } from '../../../../components/ui/alert';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError } from '../../../../lib/api';
import { useSkillHint } from '../../api/get-skill-hint';
import { useGradeSkillAnswer } from '../../api/grade-skill-answer';
import { masteryLabels } from '../../mastery';
import { creditNote, hintButtonLabels, hintTitles, levelChange } from '../../round-words';
import { isSentenceOnly } from '../../typeset';
import { fieldError } from '../grading.css';
import { TRY_AGAIN_MESSAGE } from '../grading-words';
import * as practice from '../practice.css';
import { AnswerInput, ProblemHeader, Question } from '../problem-parts';
import { RevealedAnswer, SolutionSteps } from '../result-parts';
import * as styles from './skills.css';

/** Why an answer could not be graded, in words, from the server's answer. */
function gradeFailure(error: unknown): { message: string; final: boolean; unreadable?: boolean } {
  // Not graded and nothing recorded: the student fixes the answer and submits again.
  if (error instanceof ApiError && error.code === 'unreadable_answer')
    return {
      message: error.serverMessage ?? 'We could not read this answer.',
      final: false,
      unreadable: true,
    };
  if (error instanceof ApiError && error.status === 409)
    return { message: 'This problem has already been answered.', final: true };
  if (error instanceof ApiError && error.status === 404)
    return { message: 'This problem is no longer open: ask for the next one.', final: true };
  return {
    message: 'Your answer could not be checked right now. Check your connection and submit again.',
    final: false,
  };
}

type SkillRoundProps = {
  problem: SkillProblem;
  /** Shown above the question (the review session's "Problem 2 of 6"). */
  context?: ReactNode;
  nextLabel: string;
  onNext: () => void;
  /** Move focus to the answer box once the problem is shown. */
  focusAnswer: boolean;
  onGraded?: (result: SkillGradeResponse) => void;
};

/**
 * One problem of a skill: the typeset question, the answer box with its live reading, hints one
 * level at a time (each recorded by the server, so it lowers the credit), then the server's
 * verdict, the answer and working typeset, and the mastery level after the answer — announced
 * in the status region with the verdict ("Level up: Proficient").
 */
export function SkillRound({
  problem,
  context,
  nextLabel,
  onNext,
  focusAnswer,
  onGraded,
}: SkillRoundProps) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [hints, setHints] = useState<SkillHint[]>([]);
  const [result, setResult] = useState<SkillGradeResponse | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof gradeFailure> | null>(null);
  // A wrong first answer: one more try before the solution (the server keeps count).
  const [retried, setRetried] = useState(false);
  const grade = useGradeSkillAnswer(problem.skill);
  const hint = useSkillHint(problem.skill);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusAnswer) inputRef.current?.focus();
  }, [focusAnswer]);
  const done = result !== null || failure?.final === true;
  useEffect(() => {
    if (done) nextRef.current?.focus();
  }, [done]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (done || grade.isPending || !answer.trim()) return;
    setFailure(null);
    grade.mutate(
      { problemId: problem.id, answer },
      {
        onSuccess: (graded) => {
          if (graded.retry) {
            setRetried(true);
            inputRef.current?.focus();
            return;
          }
          setResult(graded);
          onGraded?.(graded);
        },
        onError: (error) => setFailure(gradeFailure(error)),
      },
    );
  };

  const askHint = () => {
    hint.mutate(
      { problemId: problem.id, level: hints.length + 1 },
      {
        onSuccess: (shown) => setHints((previous) => [...previous, shown]),
        onError: () =>
          toast({
            title: 'Error',
            description: 'The hint could not be loaded. Try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const questionId = `${id}-question`;
  const hintsId = `${id}-hints`;
  const previewId = `${id}-preview`;
  const errorId = `${id}-error`;
  const invalid = failure?.unreadable === true;
  const change = result ? levelChange(result.previousLevel, result.progress.level) : null;
  return (
    <Card
      as="article"
      className={practice.problemCard}
      aria-labelledby={`${id}-title ${questionId}`}
      data-testid="skill-problem"
    >
      {context}
      <ProblemHeader
        title={problem.skillName}
        titleId={`${id}-title`}
        difficulty={problem.difficulty}
        badges={problem.review ? <Badge tone="default">Review</Badge> : null}
      />
      <Question
        id={questionId}
        question={problem.question}
        words={problem.questionWords}
        questionMathml={problem.questionMathml}
      />
      <form className={practice.form} onSubmit={onSubmit} noValidate>
        <AnswerInput
          id={`${id}-answer`}
          inputRef={inputRef}
          value={answer}
          onChange={setAnswer}
          disabled={done}
          invalid={invalid}
          describedBy={`${invalid ? `${errorId} ` : ''}${previewId}${hints.length && !done ? ` ${hintsId}` : ''}`}
        />
        {invalid ? (
          <p id={errorId} role="alert" className={fieldError} data-testid="answer-error">
            {failure.message}
          </p>
        ) : null}
        {done ? null : <AnswerPreview id={previewId} answer={answer} />}
        {hints.length ? (
          <div id={hintsId} className={styles.hints} data-testid="skill-hints">
            {hints.map((shown) => (
              <Alert key={shown.level} tone="info" title={hintTitles[shown.level - 1]}>
                <p>{shown.text}</p>
                {isSentenceOnly(shown.mathml) ? null : (
                  <MathView mathml={shown.mathml} display="block" />
                )}
              </Alert>
            ))}
          </div>
        ) : null}
        {failure && !invalid ? (
          <Alert tone={failure.final ? 'warning' : 'destructive'} role="alert">
            {failure.message}
          </Alert>
        ) : null}
        {done ? null : (
          <>
            <div className={practice.actions}>
              <Button type="submit" disabled={!answer.trim() || grade.isPending}>
                {grade.isPending ? 'Checking...' : 'Submit Answer'}
              </Button>
              {hints.length < problem.hintLevels ? (
                <Button
                  variant="outline"
                  onClick={askHint}
                  disabled={hint.isPending}
                  aria-controls={hints.length ? hintsId : undefined}
                >
                  {hintButtonLabels[hints.length]}
                </Button>
              ) : null}
            </div>
            <p className={styles.note}>
              Hints help without giving the answer away, but they lower the credit: a correct answer
              earns ¾ after one hint and ½ after more. A wrong answer gets one more try, which
              counts like one more hint.
            </p>
          </>
        )}
      </form>
      <div role="status" data-testid="skill-feedback">
        {retried && !result ? (
          <Alert tone="warning">
            <p>{TRY_AGAIN_MESSAGE}</p>
          </Alert>
        ) : null}
        {result ? (
          <Alert tone={result.correct ? 'success' : 'destructive'}>
            <p>
              {result.correct
                ? `Correct! ${creditNote(result.credit, result.hintsUsed, result.secondTry)}`
                : `Not quite. The correct answer is: ${result.correctAnswer ?? ''}`}
            </p>
            {result.correctAnswerMathml ? (
              <RevealedAnswer mathml={result.correctAnswerMathml} />
            ) : null}
            <p className={styles.level} data-testid="level-change">
              {change ?? `Level: ${masteryLabels[result.progress.level]}`}
            </p>
          </Alert>
        ) : null}
      </div>
      {result ? <SolutionSteps id={`${id}-steps`} explanation={result.explanation ?? []} /> : null}
      {done ? (
        <div className={`${practice.actions} ${styles.nextRow}`}>
          <Button ref={nextRef} onClick={onNext}>
            {nextLabel}
          </Button>
          {result && !result.review ? (
            <p className={styles.note} data-testid="next-difficulty">
              Next problem: {result.progress.difficulty}
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
