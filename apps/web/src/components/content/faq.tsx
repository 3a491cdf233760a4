import type { FaqEntry } from '../../lib/faq-json-ld';
import { Accordion } from '../ui/accordion';
import { Section } from '../ui/section';

/**
 * An FAQ accordion. Pass the same `FaqEntry[]` to `faqPageJsonLd` (`lib/faq-json-ld.ts`) in the
 * route module's `meta`
 * so the structured data always matches what the page shows.
 */
export function Faq({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqEntry[];
  headingLevel?: 3 | 4;
}) {
  return (
    <Accordion
      headingLevel={headingLevel}
      items={items.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))}
    />
  );
}

/** The page's FAQ band (`#faq`, muted), as on Home and Support. */
export function FaqSection({
  items,
  title = 'Frequently asked questions',
}: {
  items: readonly FaqEntry[];
  title?: string;
}) {
  return (
    <Section id="faq" tone="muted" title={title}>
      <Faq items={items} />
    </Section>
  );
}
