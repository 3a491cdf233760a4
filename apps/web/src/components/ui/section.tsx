import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './section.css';

export function Container({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.container, className)} {...props} />;
}

type PageHeaderProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
};

/** The page's one <h1>, with an optional eyebrow, intro paragraph and actions. */
export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      <Container>
        <div className={styles.pageHeaderInner}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.pageTitle}>{title}</h1>
          {intro ? <p className={styles.lead}>{intro}</p> : null}
          {children}
        </div>
      </Container>
    </header>
  );
}

type SectionProps = Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  /** Used for the heading id and `aria-labelledby`. */
  id: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  intro?: ReactNode;
  centered?: boolean;
  tone?: keyof typeof styles.tone;
};

/** A page band: an <h2> heading labelling a <section>, then content in the page container. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  centered,
  tone = 'plain',
  children,
  className,
  ...props
}: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cx(styles.section, styles.tone[tone], className)}
      {...props}
    >
      <Container>
        {title ? (
          <div className={cx(styles.sectionHeader, centered && styles.centered)}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={headingId} className={styles.sectionTitle}>
              {title}
            </h2>
            {intro ? <p className={styles.lead}>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

type GridProps = ComponentPropsWithRef<'div'> & { columns?: 2 | 3 | 4; as?: 'div' | 'ul' | 'ol' };

/** Responsive card grid: one column on phones, `columns` on wide screens. */
export function Grid({ columns = 3, as: Tag = 'div', className, ...props }: GridProps) {
  return (
    <Tag className={cx(styles.grid, styles.columns[columns], className)} {...(props as object)} />
  );
}

/** Long-form text column for policy and explanatory pages. */
export function Prose({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.prose, className)} {...props} />;
}
