import type { ReactNode } from 'react';
import type { Language } from '../../i18n/languages';
import { Container, PageHeader, Prose } from '../ui/section';
import * as styles from './policy-page.css';

/** Both policies were last updated on this day. */
const POLICIES_LAST_UPDATED = new Date(Date.UTC(2025, 9, 21));

/**
 * The policies' update date as the language writes it ("October 21, 2025", "21. Oktober 2025"),
 * read in UTC so that it is the same day wherever the page is rendered.
 */
export const policiesUpdated = (language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    POLICIES_LAST_UPDATED,
  );

/**
 * Privacy and Terms: a legal page header (its eyebrow, and the line that says when the text was
 * last updated, in the page's language) then long-form text.
 */
export function PolicyPage({
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} intro={intro}>
        <p className={styles.updated}>{updated}</p>
      </PageHeader>
      <Container>
        <Prose className={styles.policy}>{children}</Prose>
      </Container>
    </>
  );
}
