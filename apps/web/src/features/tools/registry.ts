import type { ComponentType } from 'react';
import type { PageMeta } from '../../lib/seo';
import type { ToolCardProps } from './components/tool-card';

/**
 * THE list of tools: one entry per tool, from which everything else is derived: the /tools tabs,
 * anchors and search, the routes (and so the prerendered pages and the sitemap) of the dedicated
 * pages, the cross-links between those pages, and the Tools column of the footer.
 *
 * This module is part of every page's first load (the route table and the footer read it), so it
 * holds only what those need: ids, names, tabs, paths and the dedicated pages' lazy loaders. The
 * widgets' lazy loaders are in `widgets.ts` (only /tools reads them), a tool's summary and search
 * words are exported by its widget module (`about`), a page's <head> texts by its page module,
 * and how the pages link to each other is in `page-links.ts`.
 */
export type ToolTab = 'math-tools' | 'calculators' | 'converters';

export type ToolId =
  | 'logarithm'
  | 'time-calculator'
  | 'quadratic'
  | 'radical'
  | 'prime-factors'
  | 'gcd-lcm'
  | 'arithmetic'
  | 'fraction'
  | 'percentage'
  | 'age'
  | 'bmi'
  | 'tip'
  | 'discount'
  | 'gpa'
  | 'loan'
  | 'statistics'
  | 'unit-converter';

/** What a dedicated page's content module exports: the page and its <head>. */
export type ToolPageModule = { Component: ComponentType; meta: PageMeta };

/** A tool's dedicated page: its URL and its module (which holds its <head> texts). */
export type ToolPageDef = {
  path: `/tools/${string}`;
  /** The page body and its meta (built with `toolPageMeta`), loaded with the route. */
  content: () => Promise<ToolPageModule>;
};

/** What a widget module says about its tool: the line under its heading and search words. */
export type ToolAbout = {
  summary: string;
  /** What `/tools?q=` matches besides the name and summary. */
  keywords: readonly string[];
};

/** A loaded widget module: the widget (ToolCard + form + result) and its `about`. */
export type ToolWidget = { Widget: ComponentType<ToolCardProps>; about: ToolAbout };

export type ToolInfo = {
  id: ToolId;
  /** Shown as the tool's heading. The id doubles as its anchor on /tools (`/tools#logarithm`). */
  name: string;
  tab: ToolTab;
  /** Takes the full width of the /tools grid. */
  wide?: true;
  /** Position in the footer's Tools column (linked as `/tools#<id>`). */
  footer?: number;
  page?: ToolPageDef;
};

export const tools: readonly ToolInfo[] = [
  {
    id: 'logarithm',
    name: 'Logarithm Simplifier',
    tab: 'math-tools',
    footer: 1,
    page: {
      path: '/tools/logarithm-simplifier',
      content: () => import('./pages/logarithm-page'),
    },
  },
  {
    id: 'time-calculator',
    name: 'Time Calculator',
    tab: 'math-tools',
    footer: 3,
    page: {
      path: '/tools/time-calculator',
      content: () => import('./pages/time-calculator-page'),
    },
  },
  {
    id: 'quadratic',
    name: 'Quadratic Equation Solver',
    tab: 'math-tools',
    page: {
      path: '/tools/quadratic-equation-solver',
      content: () => import('./pages/quadratic-page'),
    },
  },
  {
    id: 'radical',
    name: 'Radical Simplifier',
    tab: 'math-tools',
  },
  {
    id: 'prime-factors',
    name: 'Prime Factorization',
    tab: 'math-tools',
  },
  {
    id: 'gcd-lcm',
    name: 'GCD & LCM Calculator',
    tab: 'math-tools',
  },
  {
    id: 'arithmetic',
    name: 'Arithmetic Calculator',
    tab: 'calculators',
  },
  {
    id: 'fraction',
    name: 'Fraction Calculator',
    tab: 'calculators',
    page: {
      path: '/tools/fraction-calculator',
      content: () => import('./pages/fraction-page'),
    },
  },
  {
    id: 'percentage',
    name: 'Percentage Calculator',
    tab: 'calculators',
    page: {
      path: '/tools/percentage-calculator',
      content: () => import('./pages/percentage-page'),
    },
  },
  {
    id: 'age',
    name: 'Age Calculator',
    tab: 'calculators',
    page: {
      path: '/tools/age-calculator',
      content: () => import('./pages/age-page'),
    },
  },
  {
    id: 'bmi',
    name: 'BMI Calculator',
    tab: 'calculators',
  },
  {
    id: 'tip',
    name: 'Tip Calculator',
    tab: 'calculators',
  },
  {
    id: 'discount',
    name: 'Discount Calculator',
    tab: 'calculators',
  },
  {
    id: 'gpa',
    name: 'GPA Calculator',
    tab: 'calculators',
  },
  {
    id: 'loan',
    name: 'Loan Calculator',
    tab: 'calculators',
    wide: true,
  },
  {
    id: 'statistics',
    name: 'Statistics Calculator',
    tab: 'calculators',
  },
  {
    id: 'unit-converter',
    name: 'Unit Converter',
    tab: 'converters',
    footer: 2,
    page: {
      path: '/tools/unit-converter',
      content: () => import('./pages/unit-converter-page'),
    },
  },
];

export function toolInfo(id: ToolId): ToolInfo {
  return tools.find((t) => t.id === id)!;
}

/** The tools that have a dedicated page, in registry order. */
export const toolPages = tools.flatMap((t) => (t.page ? [{ ...t, page: t.page }] : []));

/** The footer's Tools column: `/tools#<id>` for the tools that ask for it, then the calculators. */
export const footerToolLinks: readonly { to: string; label: string }[] = [
  ...tools
    .filter((t) => t.footer !== undefined)
    .sort((a, b) => a.footer! - b.footer!)
    .map((t) => ({ to: `/tools#${t.id}`, label: t.name })),
  { to: '/tools#calculators', label: 'Calculators' },
];
