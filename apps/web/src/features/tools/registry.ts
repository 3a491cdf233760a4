import type { ComponentType } from 'react';
import type { PageMeta } from '../../lib/seo';
import type { ToolCardProps } from './components/tool-card';

/**
 * THE list of tools: one entry per tool, from which everything else is derived: the /tools tabs,
 * anchors and search, the routes (and so the prerendered pages and the sitemap) of the dedicated
 * pages, the cross-links between those pages, and the Tools column of the footer.
 *
 * This module is part of every page's first load (the route table and the footer read it), so it
 * holds only what those need: ids, names, tabs, paths and lazy loaders. A tool's texts (summary,
 * search keywords; its page's <head>, how other pages link to it and what it links to) are in
 * `tool-texts.ts`, which loads with /tools and the dedicated pages.
 */
export type ToolTab = 'math-tools' | 'calculators' | 'converters';

export type ToolId =
  | 'logarithm'
  | 'time-calculator'
  | 'arithmetic'
  | 'percentage'
  | 'age'
  | 'bmi'
  | 'tip'
  | 'discount'
  | 'gpa'
  | 'loan'
  | 'unit-converter';

/** What a dedicated page's content module exports: the page and its <head>. */
export type ToolPageModule = { Component: ComponentType; meta: PageMeta };

/** A tool's dedicated page: its URL and its module (its texts and links are in `tool-texts.ts`). */
export type ToolPageDef = {
  path: `/tools/${string}`;
  /** The page body and its meta (built with `toolPageMeta`), loaded with the route. */
  content: () => Promise<ToolPageModule>;
};

export type ToolInfo = {
  id: ToolId;
  /** Shown as the tool's heading. The id doubles as its anchor on /tools (`/tools#logarithm`). */
  name: string;
  tab: ToolTab;
  /** The widget (ToolCard + form + result), loaded with /tools; dedicated pages import it. */
  widget: () => Promise<ComponentType<ToolCardProps>>;
  /** Takes the full width of the /tools grid. */
  wide?: true;
  /** Position in the footer's Tools column (linked as `/tools#<id>`). */
  footer?: number;
  page?: ToolPageDef;
};

export const tabs: readonly { id: ToolTab; label: string }[] = [
  { id: 'math-tools', label: 'Math Tools' },
  { id: 'calculators', label: 'Calculators' },
  { id: 'converters', label: 'Converters' },
];

export const tools: readonly ToolInfo[] = [
  {
    id: 'logarithm',
    name: 'Logarithm Simplifier',
    tab: 'math-tools',
    widget: () => import('./tools/logarithm').then((m) => m.LogarithmTool),
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
    widget: () => import('./tools/time-calculator').then((m) => m.TimeCalculatorTool),
    footer: 3,
    page: {
      path: '/tools/time-calculator',
      content: () => import('./pages/time-calculator-page'),
    },
  },
  {
    id: 'arithmetic',
    name: 'Arithmetic Calculator',
    tab: 'calculators',
    widget: () => import('./tools/arithmetic').then((m) => m.ArithmeticTool),
  },
  {
    id: 'percentage',
    name: 'Percentage Calculator',
    tab: 'calculators',
    widget: () => import('./tools/percentage').then((m) => m.PercentageTool),
    page: {
      path: '/tools/percentage-calculator',
      content: () => import('./pages/percentage-page'),
    },
  },
  {
    id: 'age',
    name: 'Age Calculator',
    tab: 'calculators',
    widget: () => import('./tools/age').then((m) => m.AgeTool),
    page: {
      path: '/tools/age-calculator',
      content: () => import('./pages/age-page'),
    },
  },
  {
    id: 'bmi',
    name: 'BMI Calculator',
    tab: 'calculators',
    widget: () => import('./tools/bmi').then((m) => m.BmiTool),
  },
  {
    id: 'tip',
    name: 'Tip Calculator',
    tab: 'calculators',
    widget: () => import('./tools/tip').then((m) => m.TipTool),
  },
  {
    id: 'discount',
    name: 'Discount Calculator',
    tab: 'calculators',
    widget: () => import('./tools/discount').then((m) => m.DiscountTool),
  },
  {
    id: 'gpa',
    name: 'GPA Calculator',
    tab: 'calculators',
    widget: () => import('./tools/gpa').then((m) => m.GpaTool),
  },
  {
    id: 'loan',
    name: 'Loan Calculator',
    tab: 'calculators',
    widget: () => import('./tools/loan').then((m) => m.LoanTool),
    wide: true,
  },
  {
    id: 'unit-converter',
    name: 'Unit Converter',
    tab: 'converters',
    widget: () => import('./tools/unit-converter').then((m) => m.UnitConverterTool),
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

/** The tab an anchor (`#calculators`, `#loan`, `#unit-converter` …) belongs to. */
export function tabForAnchor(anchor: string): ToolTab | undefined {
  if (tabs.some((t) => t.id === anchor)) return anchor as ToolTab;
  return tools.find((t) => t.id === anchor)?.tab;
}

const loadedWidgets = new Map<ToolId, ComponentType<ToolCardProps>>();

/** Loads every widget (the /tools route awaits this before it renders, so nothing suspends). */
export function loadAllWidgets(): Promise<void> {
  return Promise.all(
    tools.map((t) => t.widget().then((widget) => void loadedWidgets.set(t.id, widget))),
  ).then(() => undefined);
}

/** A widget loaded by `loadAllWidgets`. */
export function loadedWidget(id: ToolId): ComponentType<ToolCardProps> {
  const widget = loadedWidgets.get(id);
  if (!widget) throw new Error(`The widget of ${id} is not loaded yet`);
  return widget;
}
