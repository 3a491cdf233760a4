/**
 * The card of one practice round, the same for a category's problem and a skill's, online and
 * offline: the heading, the question, the answer form (the box, why the last answer could not be
 * read, the live reading of the entry, the hints shown, Submit and the hint button), a status
 * region for the verdict, and once the problem is decided what follows it (the solution, Next).
 * Where the problem comes from and who grades it belong to the caller: the card hands it the
 * answer on Submit and shows what it is given back.
 */
import type { QuestionPieces, QuestionWords } from '@mathtools/contracts';
import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { AnswerPreview } from '../../../components/math/answer-preview';
import { MathSentence, MathView } from '../../../components/math/math-view';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/field';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useT } from '../../../i18n/use-t';
import { difficultyTone, isSentenceOnly } from '../typeset';
import * as styles from './practice.css';

/** The ids of a card's parts, made from one `useId` so two cards on a page never share one. */
export const roundIds = (id: string) => ({
  title: `${id}-title`,
  question: `${id}-question`,
  answer: `${id}-answer`,
  error: `${id}-error`,
  preview: `${id}-preview`,
  steps: `${id}-steps`,
  /** A category problem's one hint, and a skill's hints shown so far. */
  hint: `${id}-hint`,
  hints: `${id}-hints`,
});

export type RoundCardProps = {
  ids: ReturnType<typeof roundIds>;
  testId?: string;
  /** Above the heading (Back, the review's "Problem 2 of 6"). */
  context?: ReactNode;
  /** The heading, with the difficulty badge after any other `badges`. */
  title: string;
  difficulty: keyof typeof difficultyTone;
  badges?: ReactNode;
  /** The title names the card with the question (a skill's); otherwise the question alone does. */
  titled?: boolean;
  problem: {
    question: string;
    questionWords?: QuestionWords | undefined;
    questionPieces?: QuestionPieces | undefined;
    questionMathml: string;
  };
  /** Move focus to the answer box once the card is shown. */
  focusAnswer: boolean;
  /** The answer, as typed, on Submit or Enter; only while undecided, not checking, not empty. */
  onSubmit: (answer: string) => void;
  /** Once, when the first character is typed (to fetch what grading needs before Submit). */
  onTyped?: () => void;
  checking?: boolean;
  /**
   * The last grading's outcome, a new value each time: focus then goes back to the answer box (one
   * more try, an answer to fix) or, once the problem is decided, to the Next button.
   */
  graded: unknown;
  decided: boolean;
  /**
   * The last answer could not be read: `error` says why beside the box (with the id `ids.error`,
   * and with the code that graded it, so the page's first load does not carry it).
   */
  invalid: boolean;
  error: ReactNode;
  /** The hints shown (`hintId` names them for the box while open) and the button that shows one. */
  hints: ReactNode;
  hintId: string | null;
  hintButton: ReactNode;
  /** A notice under the hints: the answer could not be checked, say. */
  alert?: ReactNode;
  /** Small print under the buttons while the problem is open. */
  note?: ReactNode;
  status: ReactNode;
  statusTestId?: string;
  /** Under the status once decided: the worked solution and Next, given the ref focus goes to. */
  decidedPart: (nextRef: Ref<HTMLButtonElement>) => ReactNode;
};

export function RoundCard(props: RoundCardProps) {
  const { ids, problem, decided, graded, invalid, hintId, onTyped } = props;
  const words = problem.questionWords;
  const t = useT('practice');
  const [answer, setAnswer] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const typed = answer.trim() !== '';

  useEffect(() => {
    if (props.focusAnswer) inputRef.current?.focus();
  }, [props.focusAnswer]);
  const statusRef = useRef<HTMLDivElement>(null);
  // After a grade the verdict comes into view, clear of the sticky header, and the focus goes to
  // what comes next: Next, or the box for one more try (the status region reads the verdict).
  useEffect(() => {
    if (!graded) return;
    (decided ? nextRef : inputRef).current?.focus({ preventScroll: true });
    // The root's scroll-padding keeps it clear of the sticky header (global styles).
    statusRef.current?.scrollIntoView({ block: 'nearest' });
  }, [graded, decided]);
  useEffect(() => {
    if (typed) onTyped?.();
  }, [typed, onTyped]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter submits only while the problem is open and nothing is being checked.
    if (!decided && !props.checking && typed) props.onSubmit(answer);
  };

  const describedBy = `${invalid ? `${ids.error} ` : ''}${ids.preview}${hintId && !decided ? ` ${hintId}` : ''}`;
  return (
    <Card
      as="article"
      className={styles.problemCard}
      aria-labelledby={props.titled ? `${ids.title} ${ids.question}` : ids.question}
      data-testid={props.testId}
    >
      {props.context}
      <div className={styles.problemHeader}>
        <h2 id={props.titled ? ids.title : undefined} className={styles.stepsTitle}>
          {props.title}
        </h2>
        <div className={styles.badges}>
          {props.badges}
          <Badge tone={difficultyTone[props.difficulty]}>
            <VisuallyHidden>{t('round.difficulty')}</VisuallyHidden>
            {t(`level.${props.difficulty}`)}
          </Badge>
        </div>
      </div>
      {/*
        The question, shown once: its words as text and its maths typeset on a line of its own
        ("Solve for x:", then the equation; the maths' accessible name is its text form), or in
        place when it sits inside its sentence ("Convert 7π/4 radians to degrees."), each piece
        in place when it stands in several ("Given log₂(y) = 3, evaluate log₂(y²)."). The words
        are math-core's, written with the problem in its language (by the server, or here
        offline); without them, the sentence, and its maths under it unless it is a word problem.
      */}
      <div id={ids.question} className={styles.questionBlock}>
        {problem.questionPieces ? (
          <p className={styles.question} data-testid="question-math">
            <MathSentence pieces={problem.questionPieces} />
          </p>
        ) : words?.inline ? (
          // Maths inside its sentence: the sentence on one line, its maths typeset in place.
          <p className={styles.question} data-testid="question-math">
            {words.before}
            <MathView mathml={problem.questionMathml} />
            {words.after}
          </p>
        ) : (
          <>
            <p className={styles.question}>{words ? words.before : problem.question}</p>
            {isSentenceOnly(problem.questionMathml) ? null : (
              <div className={styles.questionMath} data-testid="question-math">
                <MathView mathml={problem.questionMathml} display="block" />
              </div>
            )}
            {words?.after ? <p className={styles.question}>{words.after}</p> : null}
          </>
        )}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        {/* At most 200 characters, as the server takes. */}
        <Label htmlFor={ids.answer}>{t('round.answer')}</Label>
        <Input
          ref={inputRef}
          id={ids.answer}
          name="answer"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder={t('round.placeholder')}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          disabled={decided}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {invalid ? props.error : null}
        {decided ? null : <AnswerPreview id={ids.preview} answer={answer} />}
        {props.hints}
        {props.alert}
        {decided ? null : (
          <>
            <div className={styles.actions}>
              <Button type="submit" disabled={!typed || props.checking}>
                {props.checking ? t('round.checking') : t('round.submit')}
              </Button>
              {props.hintButton}
            </div>
            {props.note}
          </>
        )}
      </form>
      <div ref={statusRef} role="status" data-testid={props.statusTestId} className={styles.status}>
        {props.status}
      </div>
      {decided ? props.decidedPart(nextRef) : null}
    </Card>
  );
}
