import type { ComponentType } from 'react';
import type { PageMeta } from '../../lib/seo';
import type { ToolCardProps } from './components/tool-card';
import type { PageLink } from './components/tool-page';

/**
 * THE list of tools: one entry per tool, from which everything else is derived: the /tools tabs,
 * anchors and search, the routes (and so the prerendered pages and the sitemap) of the dedicated
 * pages, the cross-links between those pages, and the Tools column of the footer.
 *
 * This module is part of every page's first load (the route table and the footer read it), so it
 * holds data and lazy loaders only: widgets and page bodies are imported on demand.
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

/** A tool's dedicated page. Its URL, <head> text and how other pages link to it. */
export type ToolPageDef = {
  path: `/tools/${string}`;
  /** <title>, meta description (also the WebApplication JSON-LD's) and keywords. */
  title: string;
  description: string;
  keywords: readonly string[];
  /** How the other dedicated pages name and describe this one in their related cards and links. */
  link: { label: string; description: string };
  /** The two related-tool cards: tools with a dedicated page. */
  related: readonly [ToolId, ToolId];
  /**
   * The text links, in order (a tool with a dedicated page, or a plain link); the link to all
   * tools is always added last.
   */
  links: readonly (ToolId | PageLink)[];
  /** The page body and its meta (built with `toolPageMeta`), loaded with the route. */
  content: () => Promise<ToolPageModule>;
};

export type ToolInfo = {
  id: ToolId;
  /** Shown as the tool's heading. The id doubles as its anchor on /tools (`/tools#logarithm`). */
  name: string;
  summary: string;
  tab: ToolTab;
  /** What `/tools?q=` matches besides the name and summary. */
  keywords: readonly string[];
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
    summary: 'Solve log base b of x with the change-of-base formula, step by step.',
    tab: 'math-tools',
    keywords: ['log', 'logarithm', 'ln', 'natural log', 'exponent', 'change of base', 'solver'],
    widget: () => import('./tools/logarithm').then((m) => m.LogarithmTool),
    footer: 1,
    page: {
      path: '/tools/logarithm-simplifier',
      title: 'Logarithm Simplifier & Log Calculator with Steps | MathTools',
      description:
        'Free logarithm calculator with step-by-step solutions for base 10, natural log, base 2 or any custom base, using the change-of-base formula.',
      keywords: [
        'logarithm calculator',
        'log solver',
        'log base 2',
        'natural log calculator',
        'change of base formula',
        'logarithm steps',
      ],
      link: {
        label: 'Logarithm Solver',
        description: 'Any logarithm solved step by step with the change-of-base formula.',
      },
      related: ['unit-converter', 'time-calculator'],
      links: ['unit-converter', 'time-calculator', 'percentage'],
      content: () => import('./pages/logarithm-page'),
    },
  },
  {
    id: 'time-calculator',
    name: 'Time Calculator',
    summary: 'Add or subtract periods of days, hours, minutes and seconds.',
    tab: 'math-tools',
    keywords: ['time', 'duration', 'hours', 'minutes', 'seconds', 'days', 'add time', 'subtract'],
    widget: () => import('./tools/time-calculator').then((m) => m.TimeCalculatorTool),
    footer: 3,
    page: {
      path: '/tools/time-calculator',
      title: 'Time Calculator: Add & Subtract Days, Hours, Minutes, Seconds | MathTools',
      description:
        'Free time calculator to add or subtract days, hours, minutes and seconds, with a full breakdown and the total in seconds.',
      keywords: [
        'time calculator',
        'add time',
        'subtract time',
        'hours calculator',
        'time duration calculator',
        'hours to minutes',
      ],
      link: {
        label: 'Time Calculator',
        description: 'Add or subtract days, hours, minutes and seconds, with the total in seconds.',
      },
      related: ['unit-converter', 'age'],
      links: ['unit-converter', 'age', 'logarithm'],
      content: () => import('./pages/time-calculator-page'),
    },
  },
  {
    id: 'arithmetic',
    name: 'Arithmetic Calculator',
    summary: 'Add, subtract, multiply or divide two numbers exactly.',
    tab: 'calculators',
    keywords: ['add', 'subtract', 'multiply', 'divide', 'sum', 'basic', 'plus', 'minus'],
    widget: () => import('./tools/arithmetic').then((m) => m.ArithmeticTool),
  },
  {
    id: 'percentage',
    name: 'Percentage Calculator',
    summary: 'Find what percent one number is of another, a percent of a number, or a change.',
    tab: 'calculators',
    keywords: ['percent', 'percentage', '%', 'ratio', 'increase', 'decrease', 'change'],
    widget: () => import('./tools/percentage').then((m) => m.PercentageTool),
    page: {
      path: '/tools/percentage-calculator',
      title: 'Percentage Calculator: Find X% of Any Number | MathTools',
      description:
        'Free percentage calculator: find any percentage of a number instantly with the formula (value × percentage) ÷ 100 shown step by step.',
      keywords: [
        'percentage calculator',
        'percent of a number',
        'calculate percentage',
        'percentage formula',
        '25% of 80',
      ],
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
      content: () => import('./pages/percentage-page'),
    },
  },
  {
    id: 'age',
    name: 'Age Calculator',
    summary: 'Exact age in years, months and days, and the days until the next birthday.',
    tab: 'calculators',
    keywords: ['age', 'birthday', 'birth date', 'date of birth', 'how old', 'date'],
    widget: () => import('./tools/age').then((m) => m.AgeTool),
    page: {
      path: '/tools/age-calculator',
      title: 'Age Calculator: Exact Age in Years, Months and Days | MathTools',
      description:
        'Free age calculator: get your exact age in years, months, days, hours and minutes from a date of birth, and the days until your next birthday.',
      keywords: [
        'age calculator',
        'exact age',
        'how old am i',
        'birthday calculator',
        'age in days',
        'date of birth calculator',
      ],
      link: {
        label: 'Age Calculator',
        description: 'Exact age in years, months and days from a date of birth.',
      },
      related: ['time-calculator', 'percentage'],
      links: ['time-calculator', 'percentage', 'unit-converter'],
      content: () => import('./pages/age-page'),
    },
  },
  {
    id: 'bmi',
    name: 'BMI Calculator',
    summary: 'Body mass index from weight and height, metric or imperial.',
    tab: 'calculators',
    keywords: ['bmi', 'body mass index', 'weight', 'height', 'health', 'kg', 'lb'],
    widget: () => import('./tools/bmi').then((m) => m.BmiTool),
  },
  {
    id: 'tip',
    name: 'Tip Calculator',
    summary: 'Tip, total and each person’s share of a bill.',
    tab: 'calculators',
    keywords: ['tip', 'gratuity', 'bill', 'restaurant', 'split', 'money'],
    widget: () => import('./tools/tip').then((m) => m.TipTool),
  },
  {
    id: 'discount',
    name: 'Discount Calculator',
    summary: 'Sale price and savings from a price and a percentage off.',
    tab: 'calculators',
    keywords: ['discount', 'sale', 'percent off', 'price', 'savings', 'money', 'shopping'],
    widget: () => import('./tools/discount').then((m) => m.DiscountTool),
  },
  {
    id: 'gpa',
    name: 'GPA Calculator',
    summary: 'Grade point average on the 4.0 scale from your courses and credits.',
    tab: 'calculators',
    keywords: ['gpa', 'grade point average', 'grades', 'credits', 'school', 'college'],
    widget: () => import('./tools/gpa').then((m) => m.GpaTool),
  },
  {
    id: 'loan',
    name: 'Loan Calculator',
    summary: 'Monthly payment, total interest and the full amortization schedule.',
    tab: 'calculators',
    keywords: ['loan', 'mortgage', 'interest', 'payment', 'amortization', 'finance', 'money'],
    widget: () => import('./tools/loan').then((m) => m.LoanTool),
    wide: true,
  },
  {
    id: 'unit-converter',
    name: 'Unit Converter',
    summary: 'Length, weight, temperature, time, speed, data and volume.',
    tab: 'converters',
    keywords: [
      'unit',
      'convert',
      'converter',
      'length',
      'weight',
      'temperature',
      'volume',
      'speed',
      'data',
      'inches',
      'cm',
      'kg',
      'lb',
      'celsius',
      'fahrenheit',
    ],
    widget: () => import('./tools/unit-converter').then((m) => m.UnitConverterTool),
    footer: 2,
    page: {
      path: '/tools/unit-converter',
      title: 'Unit Converter: Length, Weight, Temperature, Volume & Time | MathTools',
      description:
        'Free unit converter for length, weight, temperature, volume and time. Convert inches to cm, kg to lb, Fahrenheit to Celsius and more, with the formula shown.',
      keywords: [
        'unit converter',
        'inches to cm',
        'kg to lbs',
        'fahrenheit to celsius',
        'length converter',
        'metric conversion',
      ],
      link: {
        label: 'Unit Converter',
        description: 'Length, weight, temperature, volume and time conversions with the formula.',
      },
      related: ['time-calculator', 'logarithm'],
      links: ['time-calculator', 'logarithm', 'percentage'],
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

/** The last text link of every dedicated page. */
export const allToolsLink: PageLink = { to: '/tools', label: 'All math tools' };

/** How a dedicated page is linked from the others (its card and text link). */
export function pageLink(id: ToolId): PageLink {
  const page = toolInfo(id).page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page to link to`);
  return { to: page.path, label: page.link.label, description: page.link.description };
}

/** A dedicated page's related-tool cards and text links, resolved against the registry. */
export function pageLinks(id: ToolId): {
  related: readonly [PageLink, PageLink];
  links: readonly PageLink[];
} {
  const page = toolInfo(id).page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    related: [pageLink(page.related[0]), pageLink(page.related[1])],
    links: [...page.links.map((l) => (typeof l === 'string' ? pageLink(l) : l)), allToolsLink],
  };
}

/** The tab an anchor (`#calculators`, `#loan`, `#unit-converter` …) belongs to. */
export function tabForAnchor(anchor: string): ToolTab | undefined {
  if (tabs.some((t) => t.id === anchor)) return anchor as ToolTab;
  return tools.find((t) => t.id === anchor)?.tab;
}

/** Tools whose name, summary or keywords contain every word of the query (case-insensitive). */
export function searchTools(query: string): ToolInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((t) => {
    const haystack = [t.name, t.summary, ...t.keywords].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
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
