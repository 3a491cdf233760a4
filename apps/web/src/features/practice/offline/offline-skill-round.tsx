/**
 * A free skill's problem made and checked on this device while offline, shown as the online round
 * shows one: hints one level at a time (each lowers the credit, by math-core's rule), one more try
 * after a wrong first answer, then the verdict with its credit, the answer and the worked solution.
 * The level is not worked out here: the server does it when the kept answer is counted.
 */
import { answerCredit, type PracticeDifficulty, type SkillInfo } from '@mathtools/math-core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AnswerPreview } from '../../../components/math/answer-preview';
import { MathView } from '../../../components/math/math-view';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { fieldError } from '../components/grading.css';
import { TRY_AGAIN_MESSAGE } from '../components/grading-words';
import * as practice from '../components/practice.css';
import { AnswerInput, ProblemHeader, Question } from '../components/problem-parts';
import { RevealedAnswer, SolutionSteps } from '../components/result-parts';
import { BackButton } from '../components/skills/back-button';
import * as styles from '../components/skills/skills.css';
import { creditNote, hintButtonLabels, hintTitles } from '../round-words';
import { isSentenceOnly } from '../typeset';
import { checkHere, makeSkillProblem, randomSeed } from './make';
import { KeptNote } from './offline-round';
import { useKeptAttempt } from './use-kept-attempt';

/** A decided problem: its verdict, and the hint levels its credit is counted with. */
export interface SkillOutcome {
  correct: boolean;
  /** Hint levels shown, plus one for a right second try (it earns what one more hint would). */
  counted: number;
}

export function OfflineSkillRound({
  skill,
  difficulty,
  onDecided,
  onNext,
  onClose,
}: {
  skill: SkillInfo;
  difficulty: PracticeDifficulty;
  onDecided: (outcome: SkillOutcome) => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [made] = useState(() => {
    const seed = randomSeed();
    return { seed, problem: makeSkillProblem(skill.id, difficulty, seed) };
  });
  const { problem } = made;
  const [answer, setAnswer] = useState('');
  const [hintsShown, setHintsShown] = useState(0);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SkillOutcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const kept = useKeptAttempt((attemptId, answers, shownCorrect) => ({
    id: attemptId,
    kind: 'skill',
    skill: skill.id,
    difficulty,
    seed: made.seed,
    hintsUsed: hintsShown,
    answers,
    shownCorrect,
  }));
  const done = outcome !== null;
  const retried = kept.tries.length > 0;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  useEffect(() => {
    if (done) nextRef.current?.focus();
  }, [done]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = answer.trim();
    if (done || !typed) return;
    const checked = checkHere(typed, problem.answer, problem.decimals);
    if (checked.kind === 'unreadable') {
      setUnreadable(checked.message);
      return;
    }
    setUnreadable(null);
    const correct = checked.kind === 'correct';
    if (!correct && !retried) {
      kept.firstWrong(typed);
      inputRef.current?.focus();
      return;
    }
    kept.decide(typed, correct);
    const decided = { correct, counted: hintsShown + (retried && correct ? 1 : 0) };
    setOutcome(decided);
    onDecided(decided);
  };

  const hints = problem.hints.slice(0, hintsShown);
  const hintsId = `${id}-hints`;
  const previewId = `${id}-preview`;
  const errorId = `${id}-error`;
  return (
    <Card
      as="article"
      className={practice.problemCard}
      aria-labelledby={`${id}-title ${id}-question`}
      data-testid="skill-problem"
    >
      <BackButton onClose={onClose} />
      <ProblemHeader title={skill.title} titleId={`${id}-title`} difficulty={problem.difficulty} />
      <Question
        id={`${id}-question`}
        question={problem.question}
        questionMathml={problem.questionMathml}
      />
      <form className={practice.form} onSubmit={onSubmit} noValidate>
        <AnswerInput
          id={`${id}-answer`}
          inputRef={inputRef}
          value={answer}
          onChange={setAnswer}
          disabled={done}
          invalid={unreadable !== null}
          describedBy={`${unreadable ? `${errorId} ` : ''}${previewId}${hints.length && !done ? ` ${hintsId}` : ''}`}
        />
        {unreadable ? (
          <p id={errorId} role="alert" className={fieldError} data-testid="answer-error">
            {unreadable}
          </p>
        ) : null}
        {done ? null : <AnswerPreview id={previewId} answer={answer} />}
        {hints.length ? (
          <div id={hintsId} className={styles.hints} data-testid="skill-hints">
            {hints.map((hint, i) => (
              <Alert key={hintTitles[i]} tone="info" title={hintTitles[i]}>
                <p>{hint.text}</p>
                {isSentenceOnly(hint.mathml) ? null : (
                  <MathView mathml={hint.mathml} display="block" />
                )}
              </Alert>
            ))}
          </div>
        ) : null}
        {done ? null : (
          <div className={practice.actions}>
            <Button type="submit" disabled={!answer.trim()}>
              Submit Answer
            </Button>
            {hintsShown < problem.hints.length ? (
              <Button
                variant="outline"
                onClick={() => setHintsShown((n) => n + 1)}
                aria-controls={hints.length ? hintsId : undefined}
              >
                {hintButtonLabels[hintsShown]}
              </Button>
            ) : null}
          </div>
        )}
      </form>
      <div role="status" data-testid="skill-feedback">
        {retried && !outcome ? (
          <Alert tone="warning">
            <p>{TRY_AGAIN_MESSAGE}</p>
          </Alert>
        ) : null}
        {outcome ? (
          <Alert tone={outcome.correct ? 'success' : 'destructive'}>
            <p>
              {outcome.correct
                ? `Correct! ${creditNote(answerCredit({ correct: true, hintsUsed: outcome.counted }), hintsShown, retried)}`
                : `Not quite. The correct answer is: ${problem.answer}`}
            </p>
            <RevealedAnswer mathml={problem.answerMathml} />
          </Alert>
        ) : null}
        {outcome ? <KeptNote saved={kept.saved} /> : null}
      </div>
      {outcome ? <SolutionSteps id={`${id}-steps`} explanation={problem.explanation} /> : null}
      {done ? (
        <div className={`${practice.actions} ${styles.nextRow}`}>
          <Button ref={nextRef} onClick={onNext}>
            Next problem
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
