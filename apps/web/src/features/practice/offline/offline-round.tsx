/**
 * A category problem made and checked on this device while offline: the same card as online (the
 * question, the answer box with its live reading, the hint, then the verdict, the answer and the
 * worked solution, with one more try after a wrong first answer). The problem's outcome is kept in
 * this browser's queue and sent once online, where the server grades it again and counts it.
 */
import type { PracticeCategory } from '@mathtools/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AnswerPreview } from '../../../components/math/answer-preview';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { categoryLabels } from '../../../lib/practice-categories';
import { AnswerError, type RoundResult, Solution, Verdict } from '../components/grading';
import * as styles from '../components/practice.css';
import { AnswerInput, ProblemHeader, Question } from '../components/problem-parts';
import { checkHere, decimalsOf, makeCategoryProblem, randomSeed } from './make';
import { useKeptAttempt } from './use-kept-attempt';

export function OfflineCategoryRound({
  category,
  onNext,
  focusAnswer,
}: {
  category: PracticeCategory;
  onNext: () => void;
  focusAnswer: boolean;
}) {
  const id = useId();
  const [made] = useState(() => {
    const seed = randomSeed();
    return { seed, problem: makeCategoryProblem(category, seed) };
  });
  const { problem } = made;
  const [answer, setAnswer] = useState('');
  const [showHint, setShowHint] = useState(false);
  const [result, setResult] = useState<RoundResult | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const final = result?.kind === 'final';
  const kept = useKeptAttempt((attemptId, answers, shownCorrect) => ({
    id: attemptId,
    kind: 'category',
    category,
    seed: made.seed,
    answers,
    shownCorrect,
  }));

  useEffect(() => {
    if (focusAnswer) inputRef.current?.focus();
  }, [focusAnswer]);
  useEffect(() => {
    if (result) (final ? nextRef : inputRef).current?.focus();
  }, [result, final]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = answer.trim();
    if (final || !typed) return;
    const checked = checkHere(typed, problem.answer, decimalsOf(problem));
    const retried = kept.tries.length > 0;
    if (checked.kind === 'unreadable') {
      setResult({ kind: 'unreadable', message: checked.message, retried });
      return;
    }
    if (checked.kind === 'wrong' && !retried) {
      kept.firstWrong(typed);
      setResult({ kind: 'retry' });
      return;
    }
    kept.decide(typed, checked.kind === 'correct');
    setResult({
      kind: 'final',
      correct: checked.kind === 'correct',
      correctAnswer: problem.answer,
      correctAnswerMathml: problem.answerMathml,
      explanation: problem.explanation,
    });
  };

  const hintId = `${id}-hint`;
  const previewId = `${id}-preview`;
  const errorId = `${id}-error`;
  return (
    <Card
      as="article"
      className={styles.problemCard}
      aria-labelledby={`${id}-question`}
      data-testid="offline-problem"
    >
      <ProblemHeader
        title={`${categoryLabels[category]} problem`}
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
          disabled={final}
          invalid={result?.kind === 'unreadable'}
          describedBy={`${errorId} ${previewId}${showHint && !final ? ` ${hintId}` : ''}`}
        />
        {result ? <AnswerError id={errorId} result={result} /> : null}
        {final ? null : <AnswerPreview id={previewId} answer={answer} />}
        {showHint && !final ? (
          <Alert id={hintId} tone="info" title="Hint">
            <p>{problem.hint}</p>
          </Alert>
        ) : null}
        {final ? null : (
          <div className={styles.actions}>
            <Button type="submit" disabled={!answer.trim()}>
              Submit Answer
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
        {result ? <Verdict result={result} /> : null}
        {final ? <KeptNote saved={kept.saved} /> : null}
      </div>
      {result ? (
        <Solution id={`${id}-steps`} result={result} onNext={onNext} nextRef={nextRef} />
      ) : null}
    </Card>
  );
}

/** Under a decided problem's verdict: whether its outcome is kept to count once online. */
export function KeptNote({ saved }: { saved: boolean | null }) {
  if (saved === null) return null;
  return saved ? (
    <p className={styles.answerLine} data-testid="offline-saved">
      Saved on this device: it counts toward your progress when you are back online.
    </p>
  ) : (
    <Alert tone="warning">
      This answer could not be saved on this device (its storage is full or blocked), so it will not
      count toward your progress.
    </Alert>
  );
}
