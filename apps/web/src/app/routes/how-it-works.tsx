import { CallToAction } from '../../components/content/call-to-action';
import { type Feature, FeatureGrid } from '../../components/content/feature-grid';
import { type Stat, Stats } from '../../components/content/stats';
import { Steps } from '../../components/content/steps';
import { Link } from '../../components/ui/link';
import { PageHeader, Section } from '../../components/ui/section';
import { useT } from '../../i18n/use-t';
import { claimCounts } from '../site';
import * as styles from './how-it-works.css';
import { localizedSteps } from './how-it-works.steps';

const principles = [
  { glyph: '≡', index: 0 },
  { glyph: '⚡', index: 1 },
  { glyph: '↺', index: 2 },
] as const;

export function Component() {
  const t = useT('home');
  const stats: Stat[] = [
    { value: t('stat.accuracy', { share: 1 }), label: t('stat.accurate') },
    {
      value: t('stat.studentCount', { students: claimCounts.students }),
      label: t('stat.students'),
    },
    { value: t('stat.availability'), label: t('stat.available') },
  ];
  const principleCards: Feature[] = principles.map((p) => ({
    glyph: p.glyph,
    title: t(`principle.${p.index}.title`),
    text: t(`principle.${p.index}.text`),
  }));
  return (
    <>
      <PageHeader eyebrow={t('how.eyebrow')} title={t('how.pageTitle')} intro={t('how.intro')} />
      <Section id="steps" title={t('how.stepsTitle')}>
        <Steps steps={localizedSteps(t)} />
      </Section>
      <Section id="stats" tone="muted" title={t('stats.title')} centered>
        <Stats stats={stats} label={t('stats.label')} />
      </Section>
      <Section id="principles" title={t('principles.title')}>
        <FeatureGrid features={principleCards} />
        <p className={styles.note}>
          {t.rich('principles.note', {
            tools: (chunks) => <Link to="/tools">{chunks}</Link>,
            support: (chunks) => <Link to="/support">{chunks}</Link>,
          })}
        </p>
      </Section>
      <CallToAction
        id="start"
        title={t('try.title')}
        text={t('try.text')}
        primary={{ to: '/tools', label: t('cta.tools') }}
        secondary={{ to: '/practice', label: t('cta.learn') }}
      />
    </>
  );
}
