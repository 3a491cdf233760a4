import type { PageLink } from './components/tool-page';
import { type ToolId, toolInfo } from './registry';

/**
 * How the dedicated pages link to each other: each page's label and description (its related
 * card and text link on the other pages), its two related cards and its text links. Kept out of
 * the registry, which is in every route's first load, because only the dedicated pages read it.
 * `registry.test.ts` checks that exactly the tools with a page have an entry.
 */
export type PageTexts = {
  /** How the other dedicated pages name and describe this one in their related cards and links. */
  link: { label: string; description: string };
  /** The two related-tool cards: tools with a dedicated page. */
  related: readonly [ToolId, ToolId];
  /**
   * The text links, in order (a tool with a dedicated page, or a plain link); the link to all
   * tools is always added last.
   */
  links: readonly (ToolId | PageLink)[];
};

export const pageTexts: Partial<Record<ToolId, PageTexts>> = {
  logarithm: {
    link: {
      label: 'Logarithm Solver',
      description: 'Any logarithm solved step by step with the change-of-base formula.',
    },
    related: ['unit-converter', 'time-calculator'],
    links: ['unit-converter', 'time-calculator', 'percentage'],
  },
  'time-calculator': {
    link: {
      label: 'Time Calculator',
      description: 'Add or subtract days, hours, minutes and seconds, with the total in seconds.',
    },
    related: ['unit-converter', 'age'],
    links: ['unit-converter', 'age', 'logarithm'],
  },
  percentage: {
    link: {
      label: 'Percentage Calculator',
      description: 'Any percentage of a number, with the formula shown.',
    },
    related: ['logarithm', 'unit-converter'],
    links: [
      // These two pages do not exist: the links are kept as they were and show the 404 page.
      { to: '/discount-calculator', label: 'Discount Calculator' },
      { to: '/tip-calculator', label: 'Tip Calculator' },
      'logarithm',
      'unit-converter',
    ],
  },
  age: {
    link: {
      label: 'Age Calculator',
      description: 'Exact age in years, months and days from a date of birth.',
    },
    related: ['time-calculator', 'percentage'],
    links: ['time-calculator', 'percentage', 'unit-converter'],
  },
  'unit-converter': {
    link: {
      label: 'Unit Converter',
      description: 'Length, weight, temperature, volume and time conversions with the formula.',
    },
    related: ['time-calculator', 'logarithm'],
    links: ['time-calculator', 'logarithm', 'percentage'],
  },
  fraction: {
    link: {
      label: 'Fraction Calculator',
      description: 'Add, subtract, multiply and divide fractions and mixed numbers, with steps.',
    },
    related: ['percentage', 'quadratic'],
    links: ['percentage', 'quadratic', 'unit-converter'],
  },
  quadratic: {
    link: {
      label: 'Quadratic Equation Solver',
      description: 'Solve ax² + bx + c = 0 exactly, by factoring or the quadratic formula.',
    },
    related: ['fraction', 'logarithm'],
    links: ['fraction', 'logarithm', 'percentage'],
  },
};

/** The last text link of every dedicated page. */
export const allToolsLink: PageLink = { to: '/tools', label: 'All math tools' };

/** How a dedicated page is linked from the others (its card and text link). */
export function pageLink(id: ToolId): PageLink {
  const path = toolInfo(id).page?.path;
  const texts = pageTexts[id];
  if (!path || !texts) throw new Error(`The tool ${id} has no dedicated page to link to`);
  return { to: path, label: texts.link.label, description: texts.link.description };
}

/** A dedicated page's related-tool cards and text links, resolved against the registry. */
export function pageLinks(id: ToolId): {
  related: readonly [PageLink, PageLink];
  links: readonly PageLink[];
} {
  const page = pageTexts[id];
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    related: [pageLink(page.related[0]), pageLink(page.related[1])],
    links: [...page.links.map((l) => (typeof l === 'string' ? pageLink(l) : l)), allToolsLink],
  };
}
