/**
 * One problem of a skill, online or offline, in the shared round card: hints one level at a time
 * (each lowers the credit), one more try after a wrong first answer, then the verdict with what it
 * earned, the answer and the worked solution. Where the problem and its hints come from and who
 * grades the answer belong to the caller: the server online (`skill-round.tsx`), math-core on this
 * device offline (`offline/offline-skill-round.tsx`).
 */
import type { MathStep, QuestionPieces, QuestionWords } from '@mathtools/contracts';
import { type ReactNode, useId } from 'react';
import { MathView } from '../../../../components/math/math-view';
import {
  Decided,
  FieldError,
  TryAgain,
  VerdictAlert,
} from '../../../../components/practice-answer/answer-parts';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../i18n/use-t';
import { type difficultyTone, isSentenceOnly } from '../../typeset';
import { RoundCard, roundIds } from '../round-card';
import * as styles from './skills.css';

/** A decided problem as the card shows it. */
export type SkillVerdict = {
  correct: boolean;
  /** What a right answer earned, in words ("Full credit.", "¾ credit, after one hint."). */
  earned: string;
  answer: string;
  answerMathml: string | undefined;
  explanation: readonly MathStep[];
};

/** Why an answer was not graded, other than being unreadable; `final` ends the problem. */
export type SkillFailure = { message: string; final: boolean };

export type SkillCardProps = {
  problem: {
    title: string;
    difficulty: keyof typeof difficultyTone;
    question: string;
    questionWords?: QuestionWords | undefined;
    questionPieces?: QuestionPieces | undefined;
    questionMathml: string;
    /** How many hint levels there are to show. */
    hintLevels: number;
  };
  /** Above the heading (Back, the review's "Problem 2 of 6"). */
  context?: ReactNode;
  badges?: ReactNode;
  /** The hints shown so far, level 1 first. */
  hints: readonly { text: string; mathml: string }[];
  onHint: () => void;
  hintPending?: boolean;
  onSubmit: (answer: string) => void;
  checking?: boolean;
  /** The last grading's outcome, a new value each time (focus moves after it). */
  graded: unknown;
  /** A wrong first answer was given: the second try is open (or was the deciding one). */
  retried: boolean;
  /**
   * The sentence that says which common mistake explains the wrong first answer, when one does:
   * shown with the try-again words while the second try is open, never once decided.
   */
  mistake?: string | null | undefined;
  /** Why the last answer could not be read. */
  error: string | null;
  failure?: SkillFailure | null;
  verdict: SkillVerdict | null;
  /** Inside the verdict, under the answer: the level it left the skill at. */
  level?: ReactNode;
  /** Under the verdict: where the outcome is kept (offline). */
  kept?: ReactNode;
  nextLabel: string;
  nextNote?: ReactNode;
  onNext: () => void;
  focusAnswer: boolean;
};

export function SkillCard(props: SkillCardProps) {
  const { problem, hints, verdict, failure } = props;
  const ids = roundIds(useId());
  const t = useT('skills');
  const decided = verdict !== null || failure?.final === true;
  return (
    <RoundCard
      ids={ids}
      testId="skill-problem"
      context={props.context}
      title={problem.title}
      titled
      difficulty={problem.difficulty}
      badges={props.badges}
      problem={problem}
      focusAnswer={props.focusAnswer}
      onSubmit={props.onSubmit}
      checking={props.checking}
      graded={props.graded}
      decided={decided}
      invalid={props.error !== null}
      error={props.error === null ? null : <FieldError id={ids.error} message={props.error} />}
      hints={
        hints.length ? (
          <div id={ids.hints} className={styles.hints} data-testid="skill-hints">
            {hints.map((hint, i) => (
              <Alert key={i} tone="info" title={t(`hintTitle.${i}`)}>
                <p>{hint.text}</p>
                {isSentenceOnly(hint.mathml) ? null : (
                  <MathView mathml={hint.mathml} display="block" />
                )}
              </Alert>
            ))}
          </div>
        ) : null
      }
      hintId={hints.length ? ids.hints : null}
      hintButton={
        hints.length < problem.hintLevels ? (
          <Button
            variant="outline"
            onClick={props.onHint}
            disabled={props.hintPending}
            aria-controls={hints.length ? ids.hints : undefined}
          >
            {t(`hintButton.${hints.length}`)}
          </Button>
        ) : null
      }
      alert={
        failure ? (
          <Alert tone={failure.final ? 'warning' : 'destructive'} role="alert">
            {failure.message}
          </Alert>
        ) : null
      }
      note={<p className={styles.note}>{t('card.hintNote')}</p>}
      statusTestId="skill-feedback"
      status={
        <>
          {props.retried && !verdict ? (
            <TryAgain mistake={decided ? undefined : (props.mistake ?? undefined)} />
          ) : null}
          {verdict ? (
            <VerdictAlert
              correct={verdict.correct}
              praise={t('card.praise', { earned: verdict.earned })}
              answer={verdict.answer}
              answerMathml={verdict.answerMathml}
            >
              {props.level}
            </VerdictAlert>
          ) : null}
          {verdict ? props.kept : null}
        </>
      }
      decidedPart={(nextRef) => (
        <Decided
          stepsId={ids.steps}
          explanation={verdict ? verdict.explanation : null}
          nextLabel={props.nextLabel}
          onNext={props.onNext}
          nextRef={nextRef}
          note={props.nextNote}
        />
      )}
    />
  );
}
