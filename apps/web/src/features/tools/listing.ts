import { looksLikeProblem } from '../../lib/looks-like-problem';
import { solverTopics } from '../../lib/solve-kinds';
import { type ToolAbout, type ToolId, type ToolInfo, tools } from './registry';

/**
 * The /tools search: which tools a search matches, the problem it hands the solver, the
 * converter it sets up. Kept out of `registry.ts`, which is in every route's first load, and out
 * of the listing's first load too: fetched with the first search, typed or in a link (`?q=`).
 */

/** Words a search can leave out: they say nothing about which tool is meant. */
const FILLER = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'to',
  'into',
  'for',
  'my',
  'how',
  'do',
  'i',
  'what',
  'is',
  'calculate',
  'calculator',
  'calculators',
  'calc',
  'compute',
  'find',
  'solve',
  'work',
  'out',
  'online',
  'free',
  'tool',
  'tools',
  'convert',
  'converter',
  'solver',
  // The words around an everyday question: "how old am i", "how much is 15% of 80".
  'am',
  'are',
  'was',
  'me',
  'you',
  'can',
  'does',
  'much',
  'many',
  'it',
]);

/** Words as the search compares them: lower case, letters and digits (and `%`, a word of its own). */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+|%/gu) ?? [];
}

/** Edits (a letter added, dropped, changed, or two swapped) between `a` and `b`, up to `most` + 1. */
function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, before[j - 2]! + 1);
      row.push(cost);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * Whether `q`, of five letters or more, is `w` or the start of it with one slip of the finger
 * (`percnt` → percent, `calender` → calendar, `statsitics` → statistics); shorter words are too
 * easily another word with one letter changed.
 */
function typoOf(q: string, w: string): boolean {
  if (q.length < 5 || !/^\p{L}+$/u.test(q)) return false;
  for (let length = q.length - 1; length <= q.length + 1; length++)
    if (length <= w.length && editDistance(q, w.slice(0, length), 1) <= 1) return true;
  return false;
}

/**
 * Whether query word `q` matches word `w`: the same word, a plural of it (inches → inch), the
 * start of it (`stat` → statistics), or either with one typo (`percnt`). Never the inside of a
 * word: `cm` is not in `lcm`.
 */
function wordMatch(q: string, w: string): 'exact' | 'prefix' | 'typo' | null {
  // A plural either way ("points", "slopes"), but never a short word read as one ("as" is not "a").
  const plural =
    Math.min(q.length, w.length) >= 3 && (q === `${w}s` || q === `${w}es` || w === `${q}s`);
  if (q === w || plural) return 'exact';
  if (w.startsWith(q)) return 'prefix';
  return typoOf(q, w) ? 'typo' : null;
}

/**
 * How well one query word matches a tool, best first: a word of its name (whole, then a prefix),
 * a keyword or synonym (whole, then a prefix), a word of its summary. 0: no match.
 */
const SCORE = {
  nameExact: 40,
  namePrefix: 30,
  keywordExact: 20,
  keywordPrefix: 15,
  summaryExact: 4,
  summaryPrefix: 3,
} as const;

/** The score of `q`'s best match among `words`; a typo counts half of a prefix. */
function bestIn(
  q: string,
  words: readonly string[],
  exact: number,
  prefix: number,
  typos = true,
): number {
  let best = 0;
  for (const w of words) {
    const match = wordMatch(q, w);
    if (match === 'exact') return exact;
    if (match === 'prefix') best = prefix;
    else if (match === 'typo' && typos) best = Math.max(best, Math.floor(prefix / 2));
  }
  return best;
}

type Haystack = {
  tool: ToolInfo;
  name: string;
  nameWords: string[];
  keywords: string[];
  keywordWords: string[];
  summaryWords: string[];
};

function haystackOf(tool: ToolInfo, { summary, keywords }: ToolAbout): Haystack {
  return {
    tool,
    name: wordsOf(tool.name).join(' '),
    nameWords: wordsOf(tool.name),
    keywords: keywords.map((k) => wordsOf(k).join(' ')),
    keywordWords: keywords.flatMap(wordsOf),
    summaryWords: wordsOf(summary),
  };
}

/**
 * A tool's score for a query (0: it does not match). Every word that names something must match
 * the tool somewhere (filler such as "to" or "calculator" may, and counts when it does); the
 * words' scores add up, and a query that is the tool's whole name, or a whole keyword, comes
 * first: exact name > words of the name > keywords > words of the summary.
 */
function scoreOf(h: Haystack, words: readonly string[]): number {
  const meaningful = words.filter((w) => !FILLER.has(w));
  const required = meaningful.length > 0 ? meaningful : words;
  let score = 0;
  for (const w of words) {
    const s = Math.max(
      bestIn(w, h.nameWords, SCORE.nameExact, SCORE.namePrefix),
      bestIn(w, h.keywordWords, SCORE.keywordExact, SCORE.keywordPrefix),
      bestIn(w, h.summaryWords, SCORE.summaryExact, SCORE.summaryPrefix),
    );
    if (s === 0 && required.includes(w)) return 0;
    score += s;
  }
  const phrase = words.join(' ');
  const core = required.join(' ');
  const shortName = h.name.replace(/ (calculator|solver|simplifier|converter)$/, '');
  if (phrase === h.name || core === h.name || core === shortName) score += 1000;
  else if (h.keywords.includes(phrase) || h.keywords.includes(core)) score += 25;
  return score;
}

/**
 * The tools a search finds, best match first (ties keep the listing's order): each word is
 * matched whole or as the start of a word, never inside one, against the tool's name, its
 * keywords (`about`, from each widget module: other names, abbreviations and the questions people
 * type, such as std dev, surd or sale price) and its summary.
 */
export function searchTools(query: string, about: (id: ToolId) => ToolAbout): ToolInfo[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  return tools
    .map((tool, index) => ({
      tool,
      index,
      score: scoreOf(haystackOf(tool, about(tool.id)), words),
    }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((m) => m.tool);
}

/**
 * A letter standing alone (not part of a word) with an operator, a power or a bracket beside it:
 * the x of x^4 − x, 2x + 1 or f(x). A unit after a number (1.75 m) is not one.
 */
const UNKNOWN_IN_MATHS =
  /(?<!\p{L})\p{L}(?!\p{L})\s*[\^*/+\-−=<>()²³]|[\^*/+\-−=<>(]\s*\p{L}(?!\p{L})/u;

/**
 * The tool a problem names when the solver cannot take it ("mean of 3, 4, 5" → the statistics
 * calculator, "gcd of 12 and 18" → GCD & LCM): the tool whose name or keywords the problem's words
 * match best. Words that only appear in a tool's summary do not count, so everyday words ("what",
 * "is") never pick one, and a misspelt word names nothing: "slove 2x=4" is a misspelt command,
 * which the solver's refusal asks about, not the quadratic solver. Undefined when no word names a
 * tool, and for maths written in an unknown: every tool here computes with numbers, so "range of
 * x^4 - x" (a function's range) is not the statistics calculator's range of a list.
 */
export function toolNamedIn(text: string, about: (id: ToolId) => ToolAbout): ToolInfo | undefined {
  if (UNKNOWN_IN_MATHS.test(text)) return undefined;
  const words = wordsOf(text).filter((w) => /^\p{L}{2,}$/u.test(w) && !FILLER.has(w));
  let best: ToolInfo | undefined;
  let bestScore = 0;
  for (const tool of tools) {
    const h = haystackOf(tool, about(tool.id));
    let score = 0;
    for (const w of words)
      score += Math.max(
        bestIn(w, h.nameWords, SCORE.nameExact, SCORE.namePrefix, false),
        bestIn(w, h.keywordWords, SCORE.keywordExact, SCORE.keywordPrefix, false),
      );
    if (score > bestScore) {
      best = tool;
      bestScore = score;
    }
  }
  return best;
}

/**
 * Words that start a problem the solver takes ("solve 2x+3=7", "simplify √72", "factor 360",
 * "derivative of x^2", "det [[3, 5], [1, 4]]", "limit of sin(x)/x as x->0").
 */
const SOLVE_VERB =
  /^(?:solve|simplify|factor|factorise|factorize|expand|evaluate|calculate|compute|find|differentiate|integrate|(?:the\s+)?(?:derivative|integral|limit|determinant|inverse|transpose)(?:\s+of)?|det|lim|graph|plot|complete\s+the\s+square(?:\s+of)?)\s+(.+)$/i;
/** Something only a problem has: a digit, an operator, a power, a root, a relation. */
const MATHS = /[\d=<>^√+\-*/×÷·−²³]/u;

/**
 * Whether the search reads as a maths problem for the solver: one by its shape (`2x+3=7`,
 * `√72`, `x^2-5x+6=0`) or one that starts by saying what to do with some maths
 * (`solve 2x+3=7`, `factor 360`). Plain words (`loan`, `simplify fractions`) are not.
 */
export function offersSolver(query: string): boolean {
  const text = query.trim();
  if (looksLikeProblem(text)) return true;
  const rest = SOLVE_VERB.exec(text)?.[1];
  return rest !== undefined && MATHS.test(rest);
}

/**
 * The problem the search hands the solver: the search itself when it reads as a problem
 * (`offersSolver`), else, when a word of it names something the solver does ("derivative",
 * "matrices"), a problem of that kind to open with. Undefined when the search is about neither.
 */
export function solverProblemFor(query: string): string | undefined {
  const text = query.trim();
  if (offersSolver(text)) return text;
  const words = wordsOf(text).filter((w) => !FILLER.has(w));
  return solverTopics.find((topic) =>
    words.some((q) => topic.words.some((w) => q === w || matchesPlural(q, w))),
  )?.example;
}

/** `q` is `w` with a plural ending: derivatives, limits, matrixes (not matrices: listed). */
const matchesPlural = (q: string, w: string) => q === `${w}s` || q === `${w}es`;

/**
 * Units a search may name ("cm to inches"), by the unit converter's category and unit id (the
 * ids its shared links carry: `?tool=unit-converter&category=length&from=centimeters&to=inches`).
 */
export const unitNames: Record<string, readonly [category: string, id: string]> = {};
for (const [category, units] of Object.entries({
  length: {
    inches: ['in', 'inch', 'inches'],
    centimeters: ['cm', 'centimeter', 'centimeters', 'centimetre', 'centimetres'],
    feet: ['ft', 'foot', 'feet'],
    meters: ['m', 'meter', 'meters', 'metre', 'metres'],
    miles: ['mi', 'mile', 'miles'],
    kilometers: ['km', 'kilometer', 'kilometers', 'kilometre', 'kilometres'],
  },
  weight: {
    grams: ['g', 'gram', 'grams'],
    kilograms: ['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos'],
    pounds: ['lb', 'lbs', 'pound', 'pounds'],
    ounces: ['oz', 'ounce', 'ounces'],
  },
  temperature: {
    celsius: ['c', 'celsius', 'centigrade'],
    fahrenheit: ['f', 'fahrenheit'],
    kelvin: ['k', 'kelvin'],
  },
  volume: {
    milliliters: ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
    liters: ['l', 'liter', 'liters', 'litre', 'litres'],
    gallons: ['gal', 'gallon', 'gallons'],
    cups: ['cup', 'cups'],
  },
  speed: { kmh: ['kmh', 'kph'], mph: ['mph'] },
})) {
  for (const [id, names] of Object.entries(units)) {
    for (const name of names) unitNames[name] = [category, id];
  }
}

/** What a search presets in a tool it finds: the tool, and the inputs its shared link carries. */
export type ToolPreset = { id: ToolId; inputs: Record<string, string> };

/**
 * The unit converter set up by a search that names a conversion: "cm to inches" is length,
 * centimeters → inches; "5 kg in lb" also fills in the value. Null for anything else (one unit,
 * or two units of different kinds).
 */
export function toolPreset(query: string): ToolPreset | null {
  const match =
    /^\s*(?:convert\s+)?(-?\d+(?:\.\d+)?\s*)?([a-z]+)\s+(?:to|in|into|->|→)\s+([a-z]+)\s*$/i.exec(
      query,
    );
  if (!match) return null;
  const from = unitNames[match[2]!.toLowerCase()];
  const to = unitNames[match[3]!.toLowerCase()];
  if (!from || !to || from[0] !== to[0] || from[1] === to[1]) return null;
  const value = match[1]?.trim();
  return {
    id: 'unit-converter',
    inputs: { category: from[0], from: from[1], to: to[1], ...(value ? { value } : {}) },
  };
}
