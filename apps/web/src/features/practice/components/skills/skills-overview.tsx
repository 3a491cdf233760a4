import type { FreeProblems, PracticeCategory, Purchases, SkillSummary } from '@mathtools/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardDescription } from '../../../../components/ui/card';
import { Link } from '../../../../components/ui/link';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { VisuallyHidden } from '../../../../components/ui/visually-hidden';
import type { Language } from '../../../../i18n/languages';
import { useLanguage, useT } from '../../../../i18n/use-t';
import { useDeferredData } from '../../../../lib/deferred-data';
import { usePackName } from '../../../../lib/pack-names';
import { PACK_PARAM } from '../../../../lib/packs';
import { isCategory } from '../../../../lib/practice-categories';
import { usePurchases } from '../../../../lib/purchases/api/get-purchases';
import { trialLabel } from '../../../../lib/purchases/trial-label';
import { canSample, resetDay } from '../../allowance';
import { useSkills } from '../../api/get-skills';
import { masteryPercent } from '../../mastery';
import { dayLocale } from '../../round-words';
import * as styles from './skills.css';
import { SkillsFailure } from './skills-failure';

export type SkillsOverviewProps = {
  category: PracticeCategory;
  /** The skill being practised, if any (its card says so). */
  activeSkill: string | null;
  /** `sample`: a premium skill the visitor does not own, opened with the free allowance. */
  onPractise: (skill: SkillSummary, sample: boolean) => void;
  onReview: () => void;
};

/** How a premium skill opens for this visitor. */
type PremiumAccess =
  | { kind: 'owned' }
  | { kind: 'trial'; label: string }
  | { kind: 'sample' }
  | { kind: 'locked' };

function premiumAccess(skill: SkillSummary, purchases: Purchases | undefined): PremiumAccess {
  if (skill.owned) {
    const plan = purchases?.plan;
    const bought = purchases?.products.some((p) => skill.packs.includes(p.productId)) ?? false;
    // A skill a free trial opens is not owned: it says until when it is open.
    return plan?.trial && !bought ? { kind: 'trial', label: trialLabel(plan) } : { kind: 'owned' };
  }
  return canSample(purchases?.freeProblems) ? { kind: 'sample' } : { kind: 'locked' };
}

/**
 * The skills of the open category with the visitor's mastery of each (a label and a meter over
 * the five levels), the Review button with how many skills are due, and the premium skills of
 * the category: open when the visitor owns one of their packs (or has them on a trial, which
 * their badge says with its end date); for a visitor who owns nothing, open as free samples while
 * the month's free premium problems last (how many are left is said above them), else locked
 * with the packs that unlock them. `/practice?pack={id}` (the marketplace's Start practising)
 * shows that pack's skills first, whatever their topic; owned premium skills of topics without a
 * tab are listed under "More from your packs".
 */
export function SkillsOverview({
  category,
  activeSkill,
  onPractise,
  onReview,
}: SkillsOverviewProps) {
  const skills = useSkills();
  // The list renders as a transition (`useDeferredData`).
  const data = useDeferredData(skills);
  // What the visitor owns, and the Free tier's premium problems left this month.
  const purchases = useDeferredData(usePurchases());
  const free = purchases?.freeProblems ?? null;
  const [search] = useSearchParams();
  const packId = search.get(PACK_PARAM);
  const t = useT('skills');
  const language = useLanguage();
  const title = t(`skillsTitle.${category}`);
  const titleId = `skills-title-${category}`;

  let body: ReactNode;
  if (skills.isError) {
    body = <SkillsFailure onRetry={() => void skills.refetch()} />;
  } else if (data === undefined) {
    body = <p className={styles.note}>{t('overview.getting')}</p>;
  } else {
    const all = data.skills;
    const inCategory = all.filter((s) => s.category === category);
    const freeSkills = inCategory.filter((s) => !s.premium);
    const locked = inCategory.filter((s) => s.premium);
    const packSkills = packId ? all.filter((s) => s.packs.includes(packId)) : [];
    const moreOwned = all.filter(
      (s) => s.premium && s.owned && !isCategory(s.category) && !packSkills.includes(s),
    );
    const otherTopics = [
      ...new Set(all.filter((s) => !isCategory(s.category) && !s.owned).map((s) => s.category)),
    ];
    const premiumItem = (skill: SkillSummary) => {
      const access = premiumAccess(skill, purchases);
      return access.kind === 'locked' ? (
        <LockedSkill key={skill.id} skill={skill} />
      ) : (
        <FreeSkill
          key={skill.id}
          skill={skill}
          active={skill.id === activeSkill}
          onPractise={() => onPractise(skill, access.kind === 'sample')}
          access={access}
        />
      );
    };
    const packShown = !!packId && packSkills.length > 0;
    // Said once, above the first premium skills shown.
    const allowance = free ? <Allowance free={free} /> : null;
    body = (
      <>
        {packShown ? (
          <PackSkills packId={packId} allowance={allowance}>
            {packSkills.map(premiumItem)}
          </PackSkills>
        ) : null}
        <ul className={styles.skillList} aria-label={title}>
          {freeSkills.map((skill) => (
            <FreeSkill
              key={skill.id}
              skill={skill}
              active={skill.id === activeSkill}
              onPractise={() => onPractise(skill, false)}
            />
          ))}
        </ul>
        {locked.length ? (
          <>
            <h3 className={styles.subheading}>{t('overview.premium')}</h3>
            {packShown ? null : allowance}
            <ul className={styles.skillList} aria-label={t(`premiumList.${category}`)}>
              {locked.map(premiumItem)}
            </ul>
          </>
        ) : null}
        {moreOwned.length ? (
          <>
            <h3 className={styles.subheading}>{t('overview.more')}</h3>
            <ul className={styles.skillList} aria-label={t('overview.moreList')}>
              {moreOwned.map(premiumItem)}
            </ul>
          </>
        ) : null}
        {!packShown && !locked.length ? allowance : null}
        {otherTopics.length ? (
          <p className={styles.note}>
            {t.rich('overview.otherTopics', {
              topics: listWords(
                otherTopics.map((topic) => t(`topic.${topic}`)),
                language,
              ),
              link: (chunks) => <Link to="/marketplace">{chunks}</Link>,
            })}
          </p>
        ) : null}
      </>
    );
  }

  const due = data?.reviewDue ?? 0;
  return (
    <Card
      as="section"
      className={styles.overview}
      aria-labelledby={titleId}
      aria-busy={data === undefined && !skills.isError}
      data-testid="skills-overview"
    >
      <div className={styles.overviewHeader}>
        <h2 id={titleId} className={styles.skillName}>
          {title}
        </h2>
        <Button
          variant="secondary"
          onClick={onReview}
          disabled={skills.isError || data === undefined}
        >
          {t('overview.review')}
          <Badge tone="neutral" data-testid="review-due">
            {t('overview.due', { count: due })}
          </Badge>
        </Button>
      </div>
      <CardDescription>{t('overview.intro')}</CardDescription>
      {body}
    </Card>
  );
}

/**
 * "calculus and competition", "a, b and c": a list as the language writes it (British English
 * writes no comma before "and").
 */
const listWords = (words: string[], language: Language) =>
  new Intl.ListFormat(language === 'en' ? 'en-GB' : language, { type: 'conjunction' }).format(
    words,
  );

let arrivedAt: string | null = null;

/**
 * The skills of the pack the visitor came to practise: scrolled into view with its heading
 * focused, so arriving from the marketplace lands on them.
 */
function PackSkills({
  packId,
  allowance,
  children,
}: {
  packId: string;
  allowance: ReactNode;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // Once per arrival, not again on each tab change.
    if (arrivedAt === key) return;
    arrivedAt = key;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [key]);
  const name = usePackName()(packId);
  const t = useT('skills');
  return (
    <section aria-labelledby="pack-skills-title" className={styles.packSection}>
      <h3
        id="pack-skills-title"
        ref={heading}
        tabIndex={-1}
        className={`${styles.subheading} ${styles.packHeading}`}
      >
        {t('overview.packSkills', { pack: name })}
      </h3>
      {allowance}
      <ul className={styles.skillList} aria-label={t('overview.packSkills', { pack: name })}>
        {children}
      </ul>
    </section>
  );
}

/**
 * A skill the visitor can practise: free, or premium (`access`) with a pack they own, on a
 * trial, or as a free sample.
 */
function FreeSkill({
  skill,
  active,
  onPractise,
  access,
}: {
  skill: SkillSummary;
  active: boolean;
  onPractise: () => void;
  access?: Exclude<PremiumAccess, { kind: 'locked' }>;
}) {
  const { progress } = skill;
  const t = useT('skills');
  const words = useT('practice');
  const level = t(`mastery.${progress.level}`);
  const nameId = `skill-${skill.id}`;
  return (
    <li
      className={active ? `${styles.skill} ${styles.activeSkill}` : styles.skill}
      aria-labelledby={nameId}
      data-testid={`skill-${skill.id}`}
    >
      <h3 id={nameId} className={styles.skillName}>
        {skill.name}
      </h3>
      <p className={styles.skillDescription}>{skill.description}</p>
      {access?.kind === 'owned' ? (
        <p className={styles.note}>
          <Badge tone="success">{t('skill.owned')}</Badge> {t('skill.ownedNote')}
        </p>
      ) : access?.kind === 'trial' ? (
        <p className={styles.note}>
          <Badge tone="warning">{access.label}</Badge> {t('skill.trialNote')}
        </p>
      ) : access?.kind === 'sample' ? (
        <p className={styles.note}>
          <Badge tone="neutral">{t('skill.sample')}</Badge>{' '}
          {t.rich('skill.sampleNote', { packs: () => <PackLinks packs={skill.packs} /> })}
        </p>
      ) : null}
      <div className={styles.levelRow}>
        <span data-testid="mastery-level">
          <VisuallyHidden>{t('skill.mastery')}</VisuallyHidden>
          {level}
        </span>
        <span className={styles.note}>
          {progress.attempts
            ? t('skill.score', { correct: progress.correct, attempts: progress.attempts })
            : t('skill.new')}
        </span>
      </div>
      <ProgressBar
        value={masteryPercent(progress.level)}
        label={t('skill.meter', { skill: skill.name })}
        valueText={level}
      />
      <div className={styles.skillFooter}>
        <span className={styles.note}>
          {t('skill.next', { difficulty: words(`level.${progress.difficulty}`) })}
        </span>
        <Button size="small" onClick={onPractise} aria-current={active ? 'true' : undefined}>
          {active ? t('skill.practising') : t('skill.practise')}
          <VisuallyHidden> {skill.name}</VisuallyHidden>
        </Button>
      </div>
    </li>
  );
}

function LockedSkill({ skill }: { skill: SkillSummary }) {
  const nameId = `skill-${skill.id}`;
  const t = useT('skills');
  return (
    <li className={styles.skill} aria-labelledby={nameId} data-testid={`skill-${skill.id}`}>
      <h3 id={nameId} className={styles.skillName}>
        {skill.name}
      </h3>
      <p className={styles.skillDescription}>{skill.description}</p>
      <div className={styles.skillFooter}>
        <Badge tone="neutral">{t('skill.locked')}</Badge>
        <span className={styles.note}>
          {t.rich('skill.unlockedBy', { packs: () => <PackLinks packs={skill.packs} /> })}
        </span>
      </div>
    </li>
  );
}

/** "Algebra Foundations or Exam Prep Bundle", each a link to the marketplace. */
function PackLinks({ packs }: { packs: readonly string[] }) {
  const t = useT('skills');
  const packName = usePackName();
  return packs.map((pack, i) => (
    <span key={pack}>
      {i > 0 ? t('skill.or') : ''}
      <Link to="/marketplace">{packName(pack)}</Link>
    </span>
  ));
}

/**
 * The Free tier's premium problems this month ("3 of 10 free premium problems left this month");
 * with none left, when they start again and where to get more. Free skills and the three
 * categories are unlimited, and it says so.
 */
function Allowance({ free }: { free: FreeProblems }) {
  const t = useT('skills');
  const language = useLanguage();
  return (
    <div className={styles.allowance} data-testid="free-allowance">
      <p className={styles.allowanceCount}>
        {t('allowance.count', { left: free.left, limit: free.limit })}
      </p>
      {free.left === 0 ? (
        <p className={styles.note}>
          {t.rich('allowance.none', {
            date: resetDay(free, dayLocale(language)),
            plans: (chunks) => <Link to="/pricing">{chunks}</Link>,
            packs: (chunks) => <Link to="/marketplace">{chunks}</Link>,
          })}
        </p>
      ) : (
        <p className={styles.note}>{t('allowance.each')}</p>
      )}
    </div>
  );
}
