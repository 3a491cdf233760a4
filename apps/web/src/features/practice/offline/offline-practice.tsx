/**
 * The practice page while the browser is offline: the category's problems and its free skills,
 * made and checked on this device, with a notice that the answers are kept here and count once
 * the browser is back online; premium skills, which only the server makes, wait for a connection.
 */
import type { PracticeCategory, SkillList } from '@mathtools/contracts';
import { nextDifficulty, type PracticeDifficulty, type SkillInfo } from '@mathtools/math-core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription } from '../../../components/ui/card';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLanguage, useT } from '../../../i18n/use-t';
import { skillsQueryOptions } from '../api/get-skills';
import * as styles from '../components/skills/skills.css';
import { offlineSkills } from './make';
import { OfflineCategoryRound } from './offline-round';
import { OfflineSkillRound, type SkillOutcome } from './offline-skill-round';
import { usePracticeLanguage } from './use-practice-language';

type Practising = { skill: SkillInfo; difficulty: PracticeDifficulty; round: number };

export function OfflinePractice({
  category,
  difficulty,
}: {
  category: PracticeCategory;
  /** The level of the category problems asked for. */
  difficulty: PracticeDifficulty;
}) {
  const queryClient = useQueryClient();
  const t = useT('skills');
  // The skill list from when the page was last online, if this page still has it: the level and
  // next difficulty of each skill, and the premium skills of the category.
  const known = queryClient.getQueryData<SkillList>(skillsQueryOptions(useLanguage()).queryKey);
  const [round, setRound] = useState(0);
  const [practising, setPractising] = useState<Practising | null>(null);
  // The free skills named in the page's language, as online: listed once math-core's entry for it
  // is loaded (at once in English; in English should it fail to load, as the problems are).
  const { ready, practice } = usePracticeLanguage();
  const skills = ready ? offlineSkills(category, practice) : [];
  const title = t(`skillsTitle.${category}`);
  const premium = known?.skills.filter((s) => s.category === category && s.premium) ?? [];
  const progressOf = (id: string) => known?.skills.find((s) => s.id === id)?.progress;

  const practise = (skill: SkillInfo) =>
    setPractising({
      skill,
      difficulty: progressOf(skill.id)?.difficulty ?? 'Easy',
      round: Date.now(),
    });
  // The next problem's difficulty by math-core's rule (harder after a clean success, easier
  // after a miss), as the server will set it when the answer is counted.
  const decided = (outcome: SkillOutcome) =>
    setPractising((current) => {
      if (!current) return current;
      const next = nextDifficulty(current.difficulty, {
        correct: outcome.correct,
        hintsUsed: outcome.counted,
      });
      return next.ok ? { ...current, difficulty: next.value } : current;
    });

  return (
    <>
      <Alert tone="info" title={t('offline.title')} data-testid="offline-practice-notice">
        {t('offline.notice')}
      </Alert>
      {practising ? (
        <OfflineSkillRound
          key={practising.round}
          skill={practising.skill}
          difficulty={practising.difficulty}
          onDecided={decided}
          onNext={() => setPractising((p) => p && { ...p, round: p.round + 1 })}
          onClose={() => setPractising(null)}
        />
      ) : (
        <OfflineCategoryRound
          key={round}
          category={category}
          difficulty={difficulty}
          focusAnswer={round > 0}
          onNext={() => setRound((r) => r + 1)}
        />
      )}
      <Card
        as="section"
        className={styles.overview}
        aria-labelledby={`offline-skills-${category}`}
        data-testid="skills-overview"
      >
        <h2 id={`offline-skills-${category}`} className={styles.skillName}>
          {title}
        </h2>
        <CardDescription>{t('offline.intro')}</CardDescription>
        <ul className={styles.skillList} aria-label={title}>
          {skills.map((skill) => {
            const progress = progressOf(skill.id);
            const active = practising?.skill.id === skill.id;
            return (
              <li
                key={skill.id}
                className={active ? `${styles.skill} ${styles.activeSkill}` : styles.skill}
                aria-labelledby={`skill-${skill.id}`}
                data-testid={`skill-${skill.id}`}
              >
                <h3 id={`skill-${skill.id}`} className={styles.skillName}>
                  {skill.title}
                </h3>
                <p className={styles.skillDescription}>{skill.description}</p>
                <div className={styles.skillFooter}>
                  <span className={styles.note}>
                    {progress
                      ? t('offline.lastLevel', { level: t(`mastery.${progress.level}`) })
                      : null}
                  </span>
                  <Button
                    size="small"
                    onClick={() => practise(skill)}
                    aria-current={active ? 'true' : undefined}
                  >
                    {active ? t('skill.practising') : t('skill.practise')}
                    <VisuallyHidden> {skill.title}</VisuallyHidden>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <p className={styles.note} data-testid="premium-offline">
          {premium.length
            ? t('offline.premiumNamed', { skills: premium.map((s) => s.name).join(', ') })
            : t('offline.premium')}
        </p>
      </Card>
    </>
  );
}
