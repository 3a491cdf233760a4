import type { ReactNode } from 'react';
import { Container, PageHeader, Prose } from '../ui/section';
import * as styles from './policy-page.css';

/** Both policies were last updated on this date. */
export const POLICIES_LAST_UPDATED = 'October 21, 2025';

/** Privacy and Terms: a legal page header with the update date, then long-form text. */
export function PolicyPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} intro={intro}>
        <p className={styles.updated}>Last updated: {POLICIES_LAST_UPDATED}</p>
      </PageHeader>
      <Container>
        <Prose className={styles.policy}>{children}</Prose>
      </Container>
    </>
  );
}
