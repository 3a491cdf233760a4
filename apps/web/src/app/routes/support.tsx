import { FaqSection } from '../../components/content/faq';
import { LinkCard, type LinkCardProps } from '../../components/content/link-card';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Grid, PageHeader, Section } from '../../components/ui/section';
import { useT } from '../../i18n/use-t';
import * as styles from './support.css';
import { supportFaqsIn } from './support.meta';

/** The help cards; their words are the `support` catalogue's `card.<key>.*`. */
const helpCards = [
  { key: 'email', to: '/contact' },
  { key: 'docs', to: '/how-it-works' },
  // The community card links to # until it launches.
  { key: 'community', href: '#' },
] as const;

export function Component() {
  const t = useT('support');
  const cards: LinkCardProps[] = helpCards.map(({ key, ...target }) => ({
    ...target,
    title: t(`card.${key}.title`),
    text: t(`card.${key}.text`),
    linkLabel: t(`card.${key}.link`),
  }));
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} intro={t('page.intro')} />
      <Section id="help" title={t('help.title')}>
        <Grid columns={3}>
          {cards.map((card) => (
            <LinkCard key={card.title} {...card} />
          ))}
        </Grid>
        <p className={styles.developers}>
          {t.rich('developers', { link: (chunks) => <Link to="/developers">{chunks}</Link> })}
        </p>
      </Section>
      <FaqSection items={supportFaqsIn(t)} title={t('faq.title')} />
      <Section id="contact" title={t('end.title')} centered intro={t('end.intro')}>
        <div className={styles.center}>
          <Button asChild size="large">
            <Link to="/contact">{t('end.contact')}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
