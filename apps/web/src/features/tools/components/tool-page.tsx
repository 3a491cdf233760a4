import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Faq } from '../../../components/content/faq';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Container, Grid, PageHeader, Prose, Section } from '../../../components/ui/section';
import type { FaqEntry } from '../../../lib/seo';
import * as styles from './tool-page.css';

export type PageLink = { to: string; label: string; description?: string };

type ToolPageProps = {
  eyebrow: string;
  title: string;
  intro: string;
  widget: ReactNode;
  /** Teaching sections (each a <ToolPageSection>). */
  children: ReactNode;
  faqs: readonly FaqEntry[];
  /** The two related-tool cards. */
  related: readonly [PageLink, PageLink];
  /** Text links to the neighbouring tools and guides. */
  links: readonly PageLink[];
};

/** The shape every dedicated tool page shares: header, widget, teaching, FAQ, related tools. */
export function ToolPage({
  eyebrow,
  title,
  intro,
  widget,
  children,
  faqs,
  related,
  links,
}: ToolPageProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <Container>
        <div className={styles.widget}>{widget}</div>
      </Container>
      {children}
      <Section id="faq" tone="muted" title="Common questions">
        <Faq items={faqs} />
      </Section>
      <Section id="related" title="Related tools">
        <Grid columns={2} as="ul">
          {related.map((r) => (
            <Card as="li" key={r.to}>
              <CardTitle>{r.label}</CardTitle>
              {r.description ? <CardDescription>{r.description}</CardDescription> : null}
              <Link to={r.to} className={styles.cardLink}>
                Open the {r.label}
              </Link>
            </Card>
          ))}
        </Grid>
        <nav aria-label="More tools" className={styles.more}>
          <h3 className={styles.moreTitle}>More tools</h3>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}

/** One teaching band of a tool page: an <h2> and long-form text. */
export function ToolPageSection({
  id,
  title,
  muted,
  children,
}: {
  id: string;
  title: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <Section id={id} title={title} tone={muted ? 'muted' : 'plain'}>
      <Prose className={styles.prose}>{children}</Prose>
    </Section>
  );
}

/** A worked example: the question, then its lines of working. */
export function WorkedExample({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <div className={styles.example}>
      <h3 className={styles.exampleTitle}>{title}</h3>
      <ol className={styles.exampleLines}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

/** A formula on its own line, in monospace. */
export function Formula({ children }: { children: ReactNode }) {
  return <p className={styles.formula}>{children}</p>;
}
