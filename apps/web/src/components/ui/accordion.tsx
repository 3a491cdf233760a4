import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './accordion.css';

export type AccordionEntry = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionEntry[];
  /** Heading level wrapping each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultValue?: string;
};

/**
 * One item open at a time, and the open one can be closed again: Radix's accordion, which
 * carries the WAI-ARIA pattern (a button with `aria-expanded`/`aria-controls` in a heading, a
 * labelled region; arrow keys, Home and End between triggers) and its fixes in one maintained
 * place. Answers are force-mounted (hidden when closed) so prerendered HTML and crawlers see the
 * full text.
 */
export function Accordion({ items, headingLevel = 3, defaultValue }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={styles.root}
      {...(defaultValue ? { defaultValue } : {})}
    >
      {items.map((entry) => (
        <RadixAccordion.Item key={entry.id} value={entry.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.header}>
              <RadixAccordion.Trigger className={styles.trigger}>
                {entry.title}
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
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content forceMount className={styles.content}>
            {entry.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
