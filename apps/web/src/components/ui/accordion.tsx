import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import * as styles from './accordion.css';
import { moveFocusWithin } from './roving-focus';

export type AccordionEntry = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionEntry[];
  /** Heading level wrapping each trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultValue?: string;
};

/** Arrow keys, Home and End move between the triggers of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const root = event.currentTarget.closest('[data-accordion]');
  const triggers = [...(root?.querySelectorAll<HTMLElement>('[data-accordion-trigger]') ?? [])];
  moveFocusWithin(event, triggers, { previous: 'ArrowUp', next: 'ArrowDown' });
}

/**
 * One item open at a time, and the open one can be closed again. Answers stay in the
 * DOM (hidden) so prerendered HTML and crawlers see the full text. The WAI-ARIA accordion
 * pattern written out (a button with `aria-expanded`/`aria-controls` in a heading, a labelled
 * region): it is in the first load of Home, Support, Pricing and every tool page, where Radix's
 * accordion and its shared runtime cost ~8 KB gzip for the same markup.
 */
export function Accordion({ items, headingLevel = 3, defaultValue }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState(defaultValue ?? '');
  const base = useId();
  return (
    <div className={styles.root} data-accordion="">
      {items.map((entry, index) => {
        const isOpen = open === entry.id;
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${base}-trigger-${index}`;
        const panelId = `${base}-panel-${index}`;
        return (
          <div key={entry.id} className={styles.item} data-state={state}>
            <Heading className={styles.header}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                data-accordion-trigger=""
                onClick={() => setOpen(isOpen ? '' : entry.id)}
                onKeyDown={moveFocus}
              >
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
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={triggerId}
              className={styles.content}
              data-state={state}
              hidden={!isOpen}
            >
              {entry.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
