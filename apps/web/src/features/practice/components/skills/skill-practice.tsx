import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage, useT } from '../../../../i18n/use-t';
import { useSkillProblem } from '../../api/get-skill-problem';
import { BackButton } from './back-button';
import { FailureCard } from './failure-card';
import { LoadingCard } from './panel-states';
import { SkillRound } from './skill-round';

type SkillPracticeProps = {
  skillId: string;
  skillName: string;
  /** New each time the skill is opened, so its first problem is fetched anew. */
  session: number;
  /**
   * A premium skill the visitor does not own, opened as a free sample: each problem served uses
   * one of the month's free premium problems, so what is left is asked again after each.
   */
  sample?: boolean;
  onClose: () => void;
};

/**
 * Practising one skill: a problem at the visitor's difficulty, and after each answer Next problem
 * fetches the next at the difficulty the server moved to (harder after a clean success, easier
 * after a miss). Each round is a fresh fetch, and focus goes to the new answer box.
 */
export function SkillPractice({
  skillId,
  skillName,
  session,
  sample = false,
  onClose,
}: SkillPracticeProps) {
  const queryClient = useQueryClient();
  const t = useT('skills');
  const [round, setRound] = useState(0);
  const problem = useSkillProblem(skillId, session, round, useLanguage());
  const next = () => setRound((r) => r + 1);

  const served = problem.data?.id;
  const refused = problem.isError;
  useEffect(() => {
    // The server counted the problem (or refused one: none left): the allowance shown changes.
    if (sample && (served || refused))
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
  }, [sample, served, refused, queryClient]);

  if (problem.isPending) return <LoadingCard label={t('loading.skill', { skill: skillName })} />;
  if (problem.isError) {
    return (
      <FailureCard
        error={problem.error}
        message={t('practice.failed')}
        sample={sample}
        onRetry={next}
        onClose={onClose}
      />
    );
  }
  return (
    <SkillRound
      key={problem.data.id}
      problem={problem.data}
      context={<BackButton onClose={onClose} />}
      nextLabel={t('practice.next')}
      onNext={next}
      focusAnswer
    />
  );
}
