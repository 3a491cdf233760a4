import { CallToAction } from '../../components/content/call-to-action';
import { FaqSection } from '../../components/content/faq';
import { type Feature, FeatureGrid } from '../../components/content/feature-grid';
import { LinkCard } from '../../components/content/link-card';
import { Steps } from '../../components/content/steps';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Container, Grid, Section } from '../../components/ui/section';
import { HeroSolveBox } from '../../features/solve/components/hero-solve-box';
import { useT } from '../../i18n/use-t';
import { claimCounts } from '../site';
import * as styles from './home.css';
import { homeFaqs } from './home.meta';
import { localizedSteps } from './how-it-works.steps';

/** The feature cards and the resource cards, in order; their words are the `home` catalogue's. */
const features = [
  { glyph: '∑', index: 0 },
  { glyph: '✓', index: 1 },
  { glyph: '∞', index: 2 },
] as const;

const resources = [
  { id: 'tools', to: '/tools' },
  { id: 'practice', to: '/practice' },
  { id: 'packs', to: '/marketplace' },
] as const;

export function Component() {
  const t = useT('home');
  const counts = { tools: claimCounts.tools, problems: claimCounts.problems };
  const featureCards: Feature[] = features.map((f) => ({
    glyph: f.glyph,
    title: t(`feature.${f.index}.title`),
    text: t(`feature.${f.index}.text`),
  }));
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <Container>
          <div className={styles.heroInner}>
            <h1 id="hero-heading" className={styles.heroTitle}>
              {t('hero.title')}
            </h1>
            <p className={styles.heroLead}>{t('hero.lead')}</p>
            <HeroSolveBox />
            <p className={styles.heroLead}>{t('hero.more')}</p>
            <div className={styles.heroActions}>
              <Button asChild size="large">
                <Link to="/tools">{t('cta.tools')}</Link>
              </Button>
              <Button asChild size="large" variant="outline">
                <Link to="/practice">{t('cta.learn')}</Link>
              </Button>
            </div>
            <Badge>{t('hero.badge')}</Badge>
            <ul className={styles.trust}>
              <li>{t('trust.students', { students: claimCounts.students })}</li>
              <li>{t('trust.tools', counts)}</li>
              <li>{t('trust.problems', counts)}</li>
              <li>{t('trust.available')}</li>
            </ul>
          </div>
        </Container>
      </section>

      <Section id="features" eyebrow={t('features.eyebrow')} title={t('features.title')} centered>
        <FeatureGrid features={featureCards} />
      </Section>

      <Section
        id="how-it-works"
        tone="muted"
        eyebrow={t('how.eyebrow')}
        title={t('how.title')}
        centered
      >
        <Steps steps={localizedSteps(t)} />
      </Section>

      <Section
        id="resources"
        eyebrow={t('resources.eyebrow')}
        title={t('resources.title')}
        centered
      >
        <Grid columns={3}>
          {resources.map((r) => (
            <LinkCard
              key={r.id}
              title={t(`resource.${r.id}.title`)}
              value={t(`resource.${r.id}.value`, counts)}
              text={t(`resource.${r.id}.text`)}
              to={r.to}
              linkLabel={t(`resource.${r.id}.link`)}
            />
          ))}
        </Grid>
      </Section>
      <FaqSection items={homeFaqs} />

      <CallToAction
        id="get-started"
        title={t('end.title')}
        text={t('end.text', { students: claimCounts.students })}
        primary={{ to: '/tools', label: t('cta.tools') }}
        secondary={{ to: '/practice', label: t('cta.learn') }}
      />
    </>
  );
}
