import { CallToAction } from '../../components/content/call-to-action';
import { type Feature, FeatureGrid } from '../../components/content/feature-grid';
import { type Stat, Stats } from '../../components/content/stats';
import { PageHeader, Prose, Section } from '../../components/ui/section';
import type { Language } from '../../i18n/languages';
import { useLanguage, useT } from '../../i18n/use-t';
import { claimCounts, claims } from '../site';

/** The values and the team, in order; their words are the `about` catalogue's. */
const values = [
  { glyph: '◎', key: 'clarity' },
  { glyph: '✓', key: 'accuracy' },
  { glyph: '∞', key: 'free' },
  { glyph: '↗', key: 'learning' },
] as const;

const team = [
  { glyph: 'π', key: 'educators' },
  { glyph: '</>', key: 'engineers' },
  { glyph: '?', key: 'students' },
] as const;

/** A claimed count as the language writes it ("15+"; 50,000 as "50K+" in English, "50 mil+"). */
const count = (n: number, language: Language, compact = false) =>
  `${new Intl.NumberFormat(language, compact ? { notation: 'compact' } : {}).format(n)}+`;

export function Component() {
  const t = useT('about');
  const language = useLanguage();
  const numbers: Stat[] = [
    {
      value: language === 'en' ? claims.studentsShort : count(claimCounts.students, language, true),
      label: t('number.students'),
    },
    { value: count(claimCounts.tools, language), label: t('number.tools') },
    { value: count(claimCounts.problems, language), label: t('number.problems') },
    { value: t('number.always'), label: t('number.availability') },
  ];
  const valueCards: Feature[] = values.map((v) => ({
    glyph: v.glyph,
    title: t(`value.${v.key}.title`),
    text: t(`value.${v.key}.text`),
  }));
  const teamCards: Feature[] = team.map((m) => ({
    glyph: m.glyph,
    title: t(`member.${m.key}.title`),
    text: t(`member.${m.key}.text`),
  }));
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="mission" title={t('mission.title')}>
        <Prose>
          <p>{t('mission.1')}</p>
          <p>{t('mission.2')}</p>
        </Prose>
      </Section>
      <Section id="values" tone="muted" title={t('values.title')}>
        <FeatureGrid features={valueCards} columns={4} />
      </Section>
      <Section id="numbers" title={t('numbers.title')} centered>
        <Stats stats={numbers} label={t('numbers.label')} />
      </Section>
      <Section id="team" tone="muted" title={t('team.title')} intro={t('team.intro')}>
        <FeatureGrid features={teamCards} />
      </Section>
      <CallToAction
        id="join"
        title={t('end.title')}
        text={t('end.text')}
        primary={{ to: '/tools', label: t('end.tools') }}
        secondary={{ to: '/contact', label: t('end.contact') }}
      />
    </>
  );
}
