import type { SkillGradeResponse, SkillHint, SkillProblem } from '@mathtools/contracts';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError } from '../../../../lib/api';
import { useSkillHint } from '../../api/get-skill-hint';
import { useGradeSkillAnswer } from '../../api/grade-skill-answer';
import { masteryLabels } from '../../mastery';
import { creditNote, levelChange } from '../../round-words';
import { SkillCard } from './skill-card';
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

/** What the server said to the last answer; a new value each time. */
type Graded =
  | { kind: 'retry' }
  | { kind: 'final'; result: SkillGradeResponse }
  | { kind: 'failed'; failure: ReturnType<typeof gradeFailure> };

/**
 * One problem of a skill from the server, in the shared skill card: each hint is asked of the
 * server (which records it, so it lowers the credit), the server grades, and the verdict carries
 * the mastery level after the answer, announced in the status region with it ("Level up:
 * Proficient").
 */
export function SkillRound({
  problem,
  context,
  nextLabel,
  onNext,
  focusAnswer,
  onGraded,
}: SkillRoundProps) {
  const [hints, setHints] = useState<SkillHint[]>([]);
  const [graded, setGraded] = useState<Graded | null>(null);
  // A wrong first answer: one more try before the solution (the server keeps count), and the
  // common mistake that explains that answer, when the server names one.
  const [retried, setRetried] = useState(false);
  const [mistake, setMistake] = useState<string | null>(null);
  const grade = useGradeSkillAnswer(problem.skill);
  const hint = useSkillHint(problem.skill);
  const result = graded?.kind === 'final' ? graded.result : null;
  const failure = graded?.kind === 'failed' ? graded.failure : null;

  const submit = (answer: string) => {
    if (grade.isPending) return;
    if (failure) setGraded(null);
    grade.mutate(
      { problemId: problem.id, answer },
      {
        onSuccess: (next) => {
          if (next.retry) {
            setRetried(true);
            setMistake(next.mistake?.reason ?? null);
            setGraded({ kind: 'retry' });
            return;
          }
          setGraded({ kind: 'final', result: next });
          onGraded?.(next);
        },
        onError: (error) => setGraded({ kind: 'failed', failure: gradeFailure(error) }),
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

  const change = result ? levelChange(result.previousLevel, result.progress.level) : null;
  return (
    <SkillCard
      problem={{ ...problem, title: problem.skillName }}
      context={context}
      badges={problem.review ? <Badge tone="default">Review</Badge> : null}
      hints={hints}
      onHint={askHint}
      hintPending={hint.isPending}
      onSubmit={submit}
      checking={grade.isPending}
      graded={graded}
      retried={retried}
      mistake={mistake}
      error={failure?.unreadable ? failure.message : null}
      failure={failure?.unreadable ? null : failure}
      verdict={
        result && {
          correct: result.correct,
          earned: creditNote(result.credit, result.hintsUsed, result.secondTry),
          answer: result.correctAnswer ?? '',
          answerMathml: result.correctAnswerMathml,
          explanation: result.explanation ?? [],
        }
      }
      level={
        result ? (
          <p className={styles.level} data-testid="level-change">
            {change ?? `Level: ${masteryLabels[result.progress.level]}`}
          </p>
        ) : null
      }
      nextLabel={nextLabel}
      nextNote={
        result && !result.review ? (
          <p className={styles.note} data-testid="next-difficulty">
            Next problem: {result.progress.difficulty}
          </p>
        ) : null
      }
      onNext={onNext}
      focusAnswer={focusAnswer}
    />
  );
}
