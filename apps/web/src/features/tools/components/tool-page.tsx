import type { Step } from '@mathtools/math-core';
import type { ReactNode } from 'react';
import { Faq } from '../../../components/content/faq';
import { MathView, StepList } from '../../../components/math/math-view';
import { useWords } from '../../../components/math/words';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { Link } from '../../../components/ui/link';
import { Container, Grid, PageHeader, Prose, Section } from '../../../components/ui/section';
import type { FaqEntry } from '../../../lib/faq-json-ld';
import * as styles from './tool-page.css';

/**
 * A link to another page. `key` names its words in the `tool-page` catalogue
 * (`link.<key>.label`, `.description`), so the link reads in the page's language; `label` and
 * `description` are its English words.
 */
export type PageLink = { to: string; label: string; description?: string; key?: string };

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
  const t = useWords('tool-page');
  const label = (l: PageLink) => (l.key ? t(`link.${l.key}.label`) : l.label);
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro} />
      <Container>
        <div className={styles.widget}>{widget}</div>
      </Container>
      {children}
      <Section id="faq" tone="muted" title={t('faq')}>
        <Faq items={faqs} />
      </Section>
      <Section id="related" title={t('related')}>
        <Grid columns={2} as="ul">
          {related.map((r) => (
            <Card as="li" key={r.to}>
              <CardTitle>{label(r)}</CardTitle>
              {r.description ? (
                <CardDescription>
                  {r.key ? t(`link.${r.key}.description`) : r.description}
                </CardDescription>
              ) : null}
              <Link to={r.to} className={styles.cardLink}>
                {t('open', { label: label(r) })}
              </Link>
            </Card>
          ))}
        </Grid>
        <nav aria-label={t('more')} className={styles.more}>
          <h3 className={styles.moreTitle}>{t('more')}</h3>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{label(l)}</Link>
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

/**
 * A worked example: the question, math-core's working (typeset steps) and, if given, the answer in
 * words built from math-core's result. The steps are already in the page's language: each
 * language's page is given its examples written by math-core in its words and notation when the
 * page is built (lib/worked-examples.ts).
 */
export function WorkedExample({
  title,
  steps,
  children,
}: {
  title: string;
  steps: readonly Step[];
  children?: ReactNode;
}) {
  return (
    <div className={styles.example}>
      <h3 className={styles.exampleTitle}>{title}</h3>
      <StepList steps={steps} className={styles.exampleSteps} />
      {children ? <p className={styles.exampleAnswer}>{children}</p> : null}
    </div>
  );
}

/**
 * A formula on its own line: math-core's typeset statement (`mathml`), or a rule in words the
 * product states verbatim.
 */
export function Formula({ mathml, children }: { mathml?: string; children?: ReactNode }) {
  return (
    <div className={styles.formula}>
      {mathml ? <MathView mathml={mathml} display="block" /> : children}
    </div>
  );
}
