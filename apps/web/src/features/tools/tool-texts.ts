import type { PageLink } from './components/tool-page';
import { type ToolId, type ToolInfo, toolInfo, tools } from './registry';

/**
 * Each tool's longer texts, beside its registry entry: kept out of the registry because the
 * registry is in every page's first load, while these are read only by /tools (the cards and the
 * search) and by the dedicated pages (their <head> and links). `Record<ToolId, …>` makes a new tool's texts
 * required.
 */
export type ToolTexts = {
  /** The line under the tool's heading. */
  summary: string;
  /** What `/tools?q=` matches besides the name and summary. */
  keywords: readonly string[];
  page?: {
    /** How the other dedicated pages name and describe this one in their related cards and links. */
    link: { label: string; description: string };
    /** The two related-tool cards: tools with a dedicated page. */
    related: readonly [ToolId, ToolId];
    /**
     * The text links, in order (a tool with a dedicated page, or a plain link); the link to all
     * tools is always added last.
     */
    links: readonly (ToolId | PageLink)[];
    /** <title>, meta description (also the page's WebApplication JSON-LD's) and keywords. */
    title: string;
    description: string;
    keywords: readonly string[];
  };
};

export const toolTexts: Record<ToolId, ToolTexts> = {
  logarithm: {
    summary: 'Solve log base b of x with the change-of-base formula, step by step.',
    keywords: ['log', 'logarithm', 'ln', 'natural log', 'exponent', 'change of base', 'solver'],
    page: {
      link: {
        label: 'Logarithm Solver',
        description: 'Any logarithm solved step by step with the change-of-base formula.',
      },
      related: ['unit-converter', 'time-calculator'],
      links: ['unit-converter', 'time-calculator', 'percentage'],
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
    },
  },
  'time-calculator': {
    summary: 'Add or subtract periods of days, hours, minutes and seconds.',
    keywords: ['time', 'duration', 'hours', 'minutes', 'seconds', 'days', 'add time', 'subtract'],
    page: {
      link: {
        label: 'Time Calculator',
        description: 'Add or subtract days, hours, minutes and seconds, with the total in seconds.',
      },
      related: ['unit-converter', 'age'],
      links: ['unit-converter', 'age', 'logarithm'],
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
    },
  },
  arithmetic: {
    summary: 'Add, subtract, multiply or divide two numbers exactly.',
    keywords: ['add', 'subtract', 'multiply', 'divide', 'sum', 'basic', 'plus', 'minus'],
  },
  percentage: {
    summary: 'Find what percent one number is of another, a percent of a number, or a change.',
    keywords: ['percent', 'percentage', '%', 'ratio', 'increase', 'decrease', 'change'],
    page: {
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
    },
  },
  age: {
    summary: 'Exact age in years, months and days, and the days until the next birthday.',
    keywords: ['age', 'birthday', 'birth date', 'date of birth', 'how old', 'date'],
    page: {
      link: {
        label: 'Age Calculator',
        description: 'Exact age in years, months and days from a date of birth.',
      },
      related: ['time-calculator', 'percentage'],
      links: ['time-calculator', 'percentage', 'unit-converter'],
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
    },
  },
  bmi: {
    summary: 'Body mass index from weight and height, metric or imperial.',
    keywords: ['bmi', 'body mass index', 'weight', 'height', 'health', 'kg', 'lb'],
  },
  tip: {
    summary: 'Tip, total and each person’s share of a bill.',
    keywords: ['tip', 'gratuity', 'bill', 'restaurant', 'split', 'money'],
  },
  discount: {
    summary: 'Sale price and savings from a price and a percentage off.',
    keywords: ['discount', 'sale', 'percent off', 'price', 'savings', 'money', 'shopping'],
  },
  gpa: {
    summary: 'Grade point average on the 4.0 scale from your courses and credits.',
    keywords: ['gpa', 'grade point average', 'grades', 'credits', 'school', 'college'],
  },
  loan: {
    summary: 'Monthly payment, total interest and the full amortization schedule.',
    keywords: ['loan', 'mortgage', 'interest', 'payment', 'amortization', 'finance', 'money'],
  },
  'unit-converter': {
    summary: 'Length, weight, temperature, time, speed, data and volume.',
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
    page: {
      link: {
        label: 'Unit Converter',
        description: 'Length, weight, temperature, volume and time conversions with the formula.',
      },
      related: ['time-calculator', 'logarithm'],
      links: ['time-calculator', 'logarithm', 'percentage'],
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
    },
  },
};

/** Tools whose name, summary or keywords contain every word of the query (case-insensitive). */
export function searchTools(query: string): ToolInfo[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return tools.filter((t) => {
    const { summary, keywords } = toolTexts[t.id];
    const haystack = [t.name, summary, ...keywords].join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The last text link of every dedicated page. */
export const allToolsLink: PageLink = { to: '/tools', label: 'All math tools' };

/** How a dedicated page is linked from the others (its card and text link). */
export function pageLink(id: ToolId): PageLink {
  const path = toolInfo(id).page?.path;
  const texts = toolTexts[id].page;
  if (!path || !texts) throw new Error(`The tool ${id} has no dedicated page to link to`);
  return { to: path, label: texts.link.label, description: texts.link.description };
}

/** A dedicated page's related-tool cards and text links, resolved against the registry. */
export function pageLinks(id: ToolId): {
  related: readonly [PageLink, PageLink];
  links: readonly PageLink[];
} {
  const page = toolTexts[id].page;
  if (!page) throw new Error(`The tool ${id} has no dedicated page`);
  return {
    related: [pageLink(page.related[0]), pageLink(page.related[1])],
    links: [...page.links.map((l) => (typeof l === 'string' ? pageLink(l) : l)), allToolsLink],
  };
}
