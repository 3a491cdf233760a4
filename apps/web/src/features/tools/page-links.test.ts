import { describe, expect, it } from 'vitest';
import english from '../../i18n/messages/tool-page/en.json' with { type: 'json' };
import { allToolsLink, pageLink, pageTexts } from './page-links';
import { links as percentage } from './percentage/links';
import type { ToolId } from './registry';

const words = english as Record<string, string>;

describe("the dedicated pages' links in the tool-page catalogue", () => {
  it('says in English exactly what each page folder calls its link', () => {
    const ids = Object.keys(pageTexts) as ToolId[];
    expect(ids.length).toBe(8);
    for (const id of ids) {
      const link = pageLink(id);
      expect(link.key, id).toBe(id);
      expect(words[`link.${id}.label`], id).toBe(link.label);
      expect(words[`link.${id}.description`], id).toBe(link.description);
    }
    expect(words[`link.${allToolsLink.key}.label`]).toBe(allToolsLink.label);
    for (const l of percentage.links) {
      if (typeof l !== 'string') expect(words[`link.${l.key}.label`], l.to).toBe(l.label);
    }
  });
});
