import type { SkillGradeResponse, SkillHint, SkillProblem } from '@mathtools/contracts';
import { type ReactNode, useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { toast } from '../../../../components/ui/toast-store';
import type { Language } from '../../../../i18n/languages';
import { type Translate, useLanguage, useT } from '../../../../i18n/use-t';
import { ApiError, userMessage } from '../../../../lib/api';
import { useSkillHint } from '../../api/get-skill-hint';
import { useGradeSkillAnswer } from '../../api/grade-skill-answer';
import { creditNote, levelChange } from '../../round-words';
import { SkillCard } from './skill-card';
import * as styles from './skills.css';

/** Why an answer could not be graded, in words, from the server's answer. */
function gradeFailure(
  t: Translate,
  language: Language,
  error: unknown,
): { message: string; final: boolean; unreadable?: boolean } {
  // Not graded and nothing recorded: the student fixes the answer and submits again.
  if (error instanceof ApiError && error.code === 'unreadable_answer')
    return {
      message: userMessage(error, t('round.unreadable'), language),
      final: false,
      unreadable: true,
    };
  if (error instanceof ApiError && error.status === 409)
    return { message: t('round.answered'), final: true };
  if (error instanceof ApiError && error.status === 404)
    return { message: t('round.closed'), final: true };
  return { message: t('round.unchecked'), final: false };
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
  const t = useT('skills');
  const words = useT('practice');
  const language = useLanguage();
  const grade = useGradeSkillAnswer(problem.skill, language);
  const hint = useSkillHint(problem.skill, language);
  const result = graded?.kind === 'final' ? graded.result : null;
  const failure = graded?.kind === 'failed' ? graded.failure : null;

  const submit = (answer: string) => {
    if (grade.isPending) return;
    if (failure) setGraded(null);
    // Sent as typed: the server reads it in the page's notation (`2,5` is 2.5 on /es/practice).
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
        onError: (error) =>
          setGraded({ kind: 'failed', failure: gradeFailure(t, language, error) }),
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
            title: t('round.error'),
            description: t('round.hintFailed'),
            variant: 'destructive',
          }),
      },
    );
  };

  const change = result ? levelChange(t, result.previousLevel, result.progress.level) : null;
  return (
    <SkillCard
      problem={{ ...problem, title: problem.skillName }}
      context={context}
      badges={problem.review ? <Badge tone="default">{t('round.review')}</Badge> : null}
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
          earned: creditNote(t, language, result.credit, result.hintsUsed, result.secondTry),
          answer: result.correctAnswer ?? '',
          answerMathml: result.correctAnswerMathml,
          explanation: result.explanation ?? [],
        }
      }
      level={
        result ? (
          <p className={styles.level} data-testid="level-change">
            {change ?? t('round.level', { level: t(`mastery.${result.progress.level}`) })}
          </p>
        ) : null
      }
      nextLabel={nextLabel}
      nextNote={
        result && !result.review ? (
          <p className={styles.note} data-testid="next-difficulty">
            {t('round.nextDifficulty', {
              difficulty: words(`level.${result.progress.difficulty}`),
            })}
          </p>
        ) : null
      }
      onNext={onNext}
      focusAnswer={focusAnswer}
    />
  );
}
