import type { ComponentType } from 'react';
import type { PageMeta } from '../../lib/seo';
import type { ToolCardProps } from './components/tool-card';

/**
 * THE list of tools: one entry per tool, from which everything else is derived: the /tools tabs,
 * anchors and search, the routes (and so the prerendered pages and the sitemap) of the dedicated
 * pages, the cross-links between those pages, and the Tools column of the footer.
 *
 * This module is part of every page's first load (the route table and the footer read it), so it
 * holds only what those need: ids, names, tabs, paths and lazy loaders. A tool's summary and
 * search words are exported by its widget module (`about`), a page's <head> texts by its page
 * module, and how the pages link to each other is in `page-links.ts`.
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
  /** The widget module, loaded with /tools; dedicated pages import the widget directly. */
  widget: () => Promise<ToolWidget>;
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
    widget: () =>
      import('./tools/logarithm').then((m) => ({ Widget: m.LogarithmTool, about: m.about })),
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
    widget: () =>
      import('./tools/time-calculator').then((m) => ({
        Widget: m.TimeCalculatorTool,
        about: m.about,
      })),
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
    widget: () =>
      import('./tools/quadratic').then((m) => ({ Widget: m.QuadraticTool, about: m.about })),
    page: {
      path: '/tools/quadratic-equation-solver',
      content: () => import('./pages/quadratic-page'),
    },
  },
  {
    id: 'radical',
    name: 'Radical Simplifier',
    tab: 'math-tools',
    widget: () =>
      import('./tools/radical').then((m) => ({ Widget: m.RadicalTool, about: m.about })),
  },
  {
    id: 'prime-factors',
    name: 'Prime Factorization',
    tab: 'math-tools',
    widget: () =>
      import('./tools/prime-factors').then((m) => ({
        Widget: m.PrimeFactorsTool,
        about: m.about,
      })),
  },
  {
    id: 'gcd-lcm',
    name: 'GCD & LCM Calculator',
    tab: 'math-tools',
    widget: () => import('./tools/gcd-lcm').then((m) => ({ Widget: m.GcdLcmTool, about: m.about })),
  },
  {
    id: 'arithmetic',
    name: 'Arithmetic Calculator',
    tab: 'calculators',
    widget: () =>
      import('./tools/arithmetic').then((m) => ({ Widget: m.ArithmeticTool, about: m.about })),
  },
  {
    id: 'fraction',
    name: 'Fraction Calculator',
    tab: 'calculators',
    widget: () =>
      import('./tools/fraction').then((m) => ({ Widget: m.FractionTool, about: m.about })),
    page: {
      path: '/tools/fraction-calculator',
      content: () => import('./pages/fraction-page'),
    },
  },
  {
    id: 'percentage',
    name: 'Percentage Calculator',
    tab: 'calculators',
    widget: () =>
      import('./tools/percentage').then((m) => ({ Widget: m.PercentageTool, about: m.about })),
    page: {
      path: '/tools/percentage-calculator',
      content: () => import('./pages/percentage-page'),
    },
  },
  {
    id: 'age',
    name: 'Age Calculator',
    tab: 'calculators',
    widget: () => import('./tools/age').then((m) => ({ Widget: m.AgeTool, about: m.about })),
    page: {
      path: '/tools/age-calculator',
      content: () => import('./pages/age-page'),
    },
  },
  {
    id: 'bmi',
    name: 'BMI Calculator',
    tab: 'calculators',
    widget: () => import('./tools/bmi').then((m) => ({ Widget: m.BmiTool, about: m.about })),
  },
  {
    id: 'tip',
    name: 'Tip Calculator',
    tab: 'calculators',
    widget: () => import('./tools/tip').then((m) => ({ Widget: m.TipTool, about: m.about })),
  },
  {
    id: 'discount',
    name: 'Discount Calculator',
    tab: 'calculators',
    widget: () =>
      import('./tools/discount').then((m) => ({ Widget: m.DiscountTool, about: m.about })),
  },
  {
    id: 'gpa',
    name: 'GPA Calculator',
    tab: 'calculators',
    widget: () => import('./tools/gpa').then((m) => ({ Widget: m.GpaTool, about: m.about })),
  },
  {
    id: 'loan',
    name: 'Loan Calculator',
    tab: 'calculators',
    widget: () => import('./tools/loan').then((m) => ({ Widget: m.LoanTool, about: m.about })),
    wide: true,
  },
  {
    id: 'statistics',
    name: 'Statistics Calculator',
    tab: 'calculators',
    widget: () =>
      import('./tools/statistics').then((m) => ({ Widget: m.StatisticsTool, about: m.about })),
  },
  {
    id: 'unit-converter',
    name: 'Unit Converter',
    tab: 'converters',
    widget: () =>
      import('./tools/unit-converter').then((m) => ({
        Widget: m.UnitConverterTool,
        about: m.about,
      })),
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

type TrackedWidget = Promise<ToolWidget> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ToolWidget;
};
const widgetLoads = new Map<ToolId, TrackedWidget>();

/**
 * Loads a tool's widget module once. The promise carries React's `status`/`value` fields, so a
 * component that reads it with `use()` after it settled does not suspend (a prerender, or a
 * widget already seen). A failed load is forgotten so the next call retries.
 */
export function loadWidget(id: ToolId): TrackedWidget {
  let promise = widgetLoads.get(id);
  if (!promise) {
    const p: TrackedWidget = toolInfo(id).widget();
    p.status = 'pending';
    p.then(
      (value) => {
        p.status = 'fulfilled';
        p.value = value;
      },
      () => {
        p.status = 'rejected';
        widgetLoads.delete(id);
      },
    );
    widgetLoads.set(id, p);
    promise = p;
  }
  return promise;
}

/**
 * Loads every widget: the prerender of /tools awaits it (the HTML holds every tool), and the
 * /tools search, which reads every widget's `about`.
 */
export function loadAllWidgets(): Promise<readonly ToolWidget[]> {
  return Promise.all(tools.map((t) => loadWidget(t.id)));
}

/** A widget whose module has loaded, else undefined. */
export function loadedWidget(id: ToolId): ToolWidget | undefined {
  return widgetLoads.get(id)?.value;
}
