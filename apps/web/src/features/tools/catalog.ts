/**
 * Every tool on /tools: where it lives (tab, anchor id, dedicated page) and the words
 * `/tools?q=` matches against.
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

export type ToolInfo = {
  id: ToolId;
  /** Shown as the tool's heading. The id doubles as its anchor on /tools (`/tools#logarithm`). */
  name: string;
  summary: string;
  tab: ToolTab;
  keywords: readonly string[];
  /** The dedicated page, for the five tools that have one. */
  page?: string;
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
    page: '/tools/logarithm-simplifier',
  },
  {
    id: 'time-calculator',
    name: 'Time Calculator',
    summary: 'Add or subtract periods of days, hours, minutes and seconds.',
    tab: 'math-tools',
    keywords: ['time', 'duration', 'hours', 'minutes', 'seconds', 'days', 'add time', 'subtract'],
    page: '/tools/time-calculator',
  },
  {
    id: 'arithmetic',
    name: 'Arithmetic Calculator',
    summary: 'Add, subtract, multiply or divide two numbers exactly.',
    tab: 'calculators',
    keywords: ['add', 'subtract', 'multiply', 'divide', 'sum', 'basic', 'plus', 'minus'],
  },
  {
    id: 'percentage',
    name: 'Percentage Calculator',
    summary: 'Find what percent one number is of another, a percent of a number, or a change.',
    tab: 'calculators',
    keywords: ['percent', 'percentage', '%', 'ratio', 'increase', 'decrease', 'change'],
    page: '/tools/percentage-calculator',
  },
  {
    id: 'age',
    name: 'Age Calculator',
    summary: 'Exact age in years, months and days, and the days until the next birthday.',
    tab: 'calculators',
    keywords: ['age', 'birthday', 'birth date', 'date of birth', 'how old', 'date'],
    page: '/tools/age-calculator',
  },
  {
    id: 'bmi',
    name: 'BMI Calculator',
    summary: 'Body mass index from weight and height, metric or imperial.',
    tab: 'calculators',
    keywords: ['bmi', 'body mass index', 'weight', 'height', 'health', 'kg', 'lb'],
  },
  {
    id: 'tip',
    name: 'Tip Calculator',
    summary: 'Tip, total and each person’s share of a bill.',
    tab: 'calculators',
    keywords: ['tip', 'gratuity', 'bill', 'restaurant', 'split', 'money'],
  },
  {
    id: 'discount',
    name: 'Discount Calculator',
    summary: 'Sale price and savings from a price and a percentage off.',
    tab: 'calculators',
    keywords: ['discount', 'sale', 'percent off', 'price', 'savings', 'money', 'shopping'],
  },
  {
    id: 'gpa',
    name: 'GPA Calculator',
    summary: 'Grade point average on the 4.0 scale from your courses and credits.',
    tab: 'calculators',
    keywords: ['gpa', 'grade point average', 'grades', 'credits', 'school', 'college'],
  },
  {
    id: 'loan',
    name: 'Loan Calculator',
    summary: 'Monthly payment, total interest and the full amortization schedule.',
    tab: 'calculators',
    keywords: ['loan', 'mortgage', 'interest', 'payment', 'amortization', 'finance', 'money'],
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
    page: '/tools/unit-converter',
  },
];

export function toolInfo(id: ToolId): ToolInfo {
  return tools.find((t) => t.id === id)!;
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
