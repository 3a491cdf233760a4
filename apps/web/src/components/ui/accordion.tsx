import { type ReactNode, useId } from 'react';
import * as styles from './accordion.css';

export type AccordionEntry = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionEntry[];
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** The id of the item open at first. */
  defaultValue?: string;
};

/**
 * One item open at a time, and the open one can be closed again: the browser's own disclosure
 * widget, `<details>`/`<summary>`, with every item sharing one `name` (an exclusive accordion:
 * opening one closes the other). It needs no script, so the questions open as soon as the HTML is
 * there, before the page has hydrated; the summary is focusable and Enter or Space toggles it; the
 * answers are in the prerendered HTML, and find-in-page opens the item a match is in. Each
 * question is a heading inside its summary, so the page outline keeps it.
 */
export function Accordion({ items, headingLevel = 3, defaultValue }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  // Unique per accordion, so two accordions on one page do not close each other's items.
  const name = `faq-${useId()}`;
  return (
    <div className={styles.root}>
      {items.map((entry) => (
        <details
          key={entry.id}
          name={name}
          className={styles.item}
          {...(entry.id === defaultValue ? { open: true } : {})}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.header}>{entry.title}</Heading>
            <svg
              className={styles.chevron}
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m6 9 6 6 6-6" />
            </svg>
          </summary>
          <div className={styles.content}>{entry.content}</div>
        </details>
      ))}
    </div>
  );
}
