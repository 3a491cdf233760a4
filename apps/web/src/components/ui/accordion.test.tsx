/**
 * The accordion as prerendered: native `<details>` items sharing one `name` per accordion (the
 * browser keeps one open at a time), each question a heading inside its summary, every answer in
 * the HTML, and only the `defaultValue` item open.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionEntry } from './accordion';

const items: AccordionEntry[] = [
  { id: 'one', title: 'First question?', content: <p>First answer.</p> },
  { id: 'two', title: 'Second question?', content: <p>Second answer.</p> },
];

const detailsTags = (html: string) => html.match(/<details[^>]*>/g) ?? [];
const nameOf = (tag: string) => tag.match(/ name="([^"]+)"/)?.[1];

describe('Accordion', () => {
  it('is details/summary with the question in a heading and every answer in the HTML', () => {
    const html = renderToStaticMarkup(<Accordion items={items} />);
    expect(html).not.toMatch(/<button|aria-expanded|data-state/);
    expect(html).toMatch(
      /<summary[^>]*><h3[^>]*>First question\?<\/h3><svg[^>]*aria-hidden="true"/,
    );
    expect(html).toMatch(/<summary[^>]*><h3[^>]*>Second question\?<\/h3>/);
    expect(html).toContain('<p>First answer.</p>');
    expect(html).toContain('<p>Second answer.</p>');
    const tags = detailsTags(html);
    expect(tags).toHaveLength(2);
    for (const tag of tags) expect(tag).not.toMatch(/ open/);
  });

  it('gives its items one name, and another accordion on the page another', () => {
    const html = renderToStaticMarkup(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    const names = detailsTags(html).map(nameOf);
    expect(names).toHaveLength(4);
    expect(names[0]).toMatch(/\S/);
    expect(names[1]).toBe(names[0]);
    expect(names[3]).toBe(names[2]);
    expect(names[2]).not.toBe(names[0]);
  });

  it('opens the defaultValue item only, at the heading level asked for', () => {
    const html = renderToStaticMarkup(
      <Accordion items={items} headingLevel={4} defaultValue="two" />,
    );
    const [first, second] = detailsTags(html);
    expect(first).not.toMatch(/ open/);
    expect(second).toMatch(/ open=""/);
    expect(html).toMatch(/<summary[^>]*><h4[^>]*>Second question\?<\/h4>/);
  });
});
