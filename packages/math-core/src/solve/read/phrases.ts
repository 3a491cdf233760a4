/**
 * The words around and inside a typed problem: filler ("what's", "please", "the", "?"), the
 * request and its synonyms ("expand and simplify", "factorise completely", "avg of", "determinant
 * of", "complete the square"), the unknown asked for ("solve for R", "make r the subject", "y in
 * terms of x"), the way asked for ("by completing the square") and operator words ("x squared
 * minus 5x plus 6 equals 0", "the square root of 49", "2/3 of 48"). Each reader takes its words
 * off and says what they asked; what is left is the maths, in the notation the kinds read.
 */

/** What a problem asks to be done with its maths. */
export type RequestId =
  | 'solve'
  | 'evaluate'
  | 'simplify'
  | 'expand'
  | 'factor'
  | 'differentiate'
  | 'integrate'
  | 'limit'
  | 'graph'
  | 'determinant'
  | 'inverse'
  | 'transpose'
  | 'statistic'
  | 'complete-the-square'
  | 'prove';

const ASKS = /* @__PURE__ */ (() =>
  String.raw`(?:please\s+|pls\s+|plz\s+|hey\s+|hi\s+|ok(?:ay)?\s*,?\s+|so\s+|now\s+|can\s+you\s+|could\s+you\s+|would\s+you\s+|help\s+(?:me\s+)?(?:to\s+)?|i\s+need\s+to\s+|i\s+want\s+to\s+|how\s+(?:do\s+(?:i|you)\s+|to\s+))*`)();

/**
 * Filler that opens a problem and asks to work out what follows: [pattern, the request, whether it
 * asks where what follows is zero]. "The roots of x^2 - 5x + 6" asks for the x where it is 0, so
 * an expression after such words is read as the equation expression = 0.
 */
const OPENERS: [RegExp, RequestId, zeros?: true][] = /* @__PURE__ */ (() => [
  [
    new RegExp(
      String.raw`^${ASKS}(?:find|solve\s+for|give|list)\s+all\s+(?:the\s+)?(?:(?:real\s+)?(?:solutions?|values?|angles?|roots?)|[a-zA-Zθ](?=\s))?\s*(?:of\s+[a-zA-Zθ](?=[\s:,])\s*)?(?:with|where|such\s+that|for\s+which|satisfying|that\s+satisfy|so\s+that|to|of|in|for)?\s*[:,]?\s*(?=\S)`,
      'i',
    ),
    'solve',
    true,
  ],
  [
    new RegExp(
      String.raw`^${ASKS}(?:(?:what\s+are|find|give|list|calculate|work\s+out)\s+)?(?:all\s+)?(?:the\s+)?(?:real\s+)?(?:roots|zeros|zeroes|solutions?|x-intercepts)\s+(?:of|to|for)\s+(?:the\s+(?:equation|polynomial|function)\s+)?`,
      'i',
    ),
    'solve',
    true,
  ],
  [
    new RegExp(
      String.raw`^${ASKS}(?:solve\s+)?(?:the\s+)?(?:system(?:\s+of\s+equations)?|simultaneous\s+equations|equations|pair\s+of\s+equations)\s*[:,]?\s*|^${ASKS}solve\s+simultaneously\s*[:,]?\s*|^${ASKS}(?:find|solve\s+for|what\s+are)\s+[a-zA-Z]\s*(?:,|and|&)\s*[a-zA-Z]\s*(?:(?:if|when|given(?:\s+that)?)\b|[:,])\s*`,
      'i',
    ),
    'solve',
  ],
  [
    new RegExp(
      String.raw`^${ASKS}(?:what\s+is|what['’]s|whats|wat\s+is|how\s+much\s+is|find|calculate|calc|compute|evaluate|work\s+out|determine|give\s+me)\s+(?:the\s+)?(?:value\s+of\s+|answer\s+to\s+)?(?=\S)`,
      'i',
    ),
    'evaluate',
  ],
  [new RegExp(String.raw`^${ASKS}(?=\S)`, 'i'), 'solve'],
])();

/** Requests named at the start, as the canonical words the kinds' commands read: [pattern, request, canonical]. */
const REQUESTS: [RegExp, RequestId, string][] = [
  [
    /^(?:expand\s+(?:and|&|then)\s+simplify|multiply\s+out\s+(?:and|&|then)\s+simplify|(?:fully\s+)?expand\s+(?:fully|completely)|fully\s+expand|expand\s+(?:the\s+)?brackets(?:\s+(?:in|of))?|expand\s+out)\s*[:,]?\s*/i,
    'expand',
    'expand ',
  ],
  [
    /^(?:simplify\s+(?:fully|completely)|(?:fully|completely)\s+simplify|reduce|cancel(?:\s+down)?|write\s+in\s+(?:its\s+)?simplest\s+form)\s*[:,]?\s*/i,
    'simplify',
    'simplify ',
  ],
  [
    /^(?:(?:fully|completely)\s+)?(?:factori[sz]e|factor)\s+(?:fully|completely)\s*[:,]?\s*/i,
    'factor',
    'factor ',
  ],
  [/^(d\s*\/\s*d[a-z])\s+of\s+/i, 'differentiate', '$1 '],
  [/^(?:the\s+)?(?:determinant|det)\s+of\s+(?:the\s+matrix\s+)?(?=\[)/i, 'determinant', 'det '],
  [/^(?:the\s+)?inverse\s+(?:matrix\s+)?of\s+(?:the\s+matrix\s+)?(?=\[)/i, 'inverse', 'inverse '],
  [/^(?:the\s+)?transpose\s+of\s+(?:the\s+matrix\s+)?(?=\[)/i, 'transpose', 'transpose '],
  [/^(?:the\s+)?(?:avg|average|arithmetic\s+mean)\s+(?:of\s+)?/i, 'statistic', 'mean of '],
  [
    /^(?:the\s+)?(?:std\.?\s*dev\.?|sd|standard\s+dev|standard\s+deviation)\s+(?:of\s+)?/i,
    'statistic',
    'standard deviation of ',
  ],
  [
    /^(?:(?:the\s+)?(?:mean|median|mode|range|variance)\s+of\s+)/i,
    'statistic',
    '$&', // read as it is by the statistics reader
  ],
  [
    /^(?:the\s+)?(?:limit|lim)\s+(?=[^a]|a(?!s\s))(?!of\b)(?!_)(?!x\s*(?:->|→))(.+?)\s+as\s+/i,
    'limit',
    'limit of $1 as ',
  ],
  [/^(?:the\s+)?(?:limit|lim)\b/i, 'limit', '$&'],
  // Read by the completed square's own command, words and all.
  [/^complete\s+the\s+square\b/i, 'complete-the-square', '$&'],
];

/** A way of solving named in words, as the id `solve` takes. */
const METHODS: [RegExp, string][] = [
  [/\s*[,;]?\s*(?:by|using|with|via)\s+(?:the\s+)?quadratic\s+formula/i, 'quadratic-formula'],
  [
    /\s*[,;]?\s*(?:by|using|with|via)\s+(?:the\s+)?(?:factori[sz]ing|factoring|factori[sz]ation)/i,
    'factoring',
  ],
  [/\s*[,;]?\s*(?:by|using|with|via)\s+(?:the\s+)?substitution(?:\s+method)?/i, 'substitution'],
  [/\s*[,;]?\s*(?:by|using|with|via)\s+(?:the\s+)?elimination(?:\s+method)?/i, 'elimination'],
  [/\s*[,;]?\s*(?:by|using|with|via)\s+(?:integration\s+by\s+)?parts/i, 'by-parts'],
];

/** What the words at the start asked, and the text in the words the kinds read. */
export interface Opening {
  text: string;
  request?: RequestId;
}

/** The filler and request words at the start of a problem read. */
export const readOpening = (typed: string): Opening => {
  let text = typed.trim();
  let request: RequestId | undefined;
  const [opener, asked, zeros] = OPENERS.find(([pattern]) => pattern.test(text)) ?? [];
  if (opener) {
    const rest = text.replace(opener, '');
    if (rest.length > 0) {
      text = zeros && !/[=<>≤≥≠]/.test(rest) ? `${rest} = 0` : rest;
      if (asked && asked !== 'solve') request = asked;
    }
  }
  for (const [pattern, id, canonical] of REQUESTS) {
    if (!pattern.test(text)) continue;
    text = text.replace(pattern, canonical).trim();
    request = id;
    break;
  }
  if (!request) request = requestNamed(text);
  return { text, ...(request ? { request } : {}) };
};

/**
 * The request a command word at the start names ("the derivative of …" too, as a language's words
 * are read into English), for one read by a kind's own command.
 */
const requestNamed = (typed: string): RequestId | undefined => {
  const text = typed.replace(/^the\s+/i, '');
  const named: [RegExp, RequestId][] = [
    [/^(?:solve|find\s+[a-z]\b)/i, 'solve'],
    [/^simplify/i, 'simplify'],
    [/^(?:expand|multiply\s+out)/i, 'expand'],
    [/^factor|^(?:the\s+)?(?:prime\s+)?factori[sz]ation/i, 'factor'],
    [
      /^(?:differentiate|derivative|(?:first|second|2nd)\s+derivative|d\s*\/\s*d|d²)/i,
      'differentiate',
    ],
    [/^(?:integrate|integral|antiderivative|definite\s+integral|∫)/i, 'integrate'],
    [/^(?:graph|plot|sketch|draw)/i, 'graph'],
    [/^(?:prove|verify|show\s+that)/i, 'prove'],
  ];
  return named.find(([pattern]) => pattern.test(text))?.[1];
};

/** The way of solving named in words, and the text without them. */
export const readMethod = (typed: string): { text: string; method?: string } => {
  for (const [pattern, method] of METHODS) {
    const m = pattern.exec(typed);
    if (m)
      return {
        text: `${typed.slice(0, m.index)} ${typed.slice(m.index + m[0].length)}`.trim(),
        method,
      };
  }
  return { text: typed };
};

/** The unknown or subject asked for, and the text without its words. */
export const readUnknown = (typed: string): { text: string; unknown?: string } => {
  const patterns: RegExp[] = [
    // make r the subject (of the formula) …
    /\s*[,;]?\s*make\s+([a-zA-Z])\s+the\s+subject(?:\s+of(?:\s+the\s+(?:formula|equation))?)?\s*[:,]?\s*/i,
    // solve for R, rearrange for t, … for h
    /\s*[,;.]?\s*(?:(?:solve|rearrange|transpose|re-arrange)\s+(?:(?:it|this|the\s+(?:formula|equation))\s+)?)?for\s+([a-zA-Z])\b(?!\s*[(=<>≤≥∈]|\s+(?:in|between)\b|\s*(?:,|and|&)\s*[a-zA-Z]\b)\s*[:,]?\s*/i,
    // express y in terms of x, y in terms of x
    /\s*[,;]?\s*(?:(?:express|write|find|give)\s+)?([a-zA-Z])\s+in\s+terms\s+of\s+(?:[a-zA-Z](?:\s*(?:,|and)\s*[a-zA-Z])*)\s*[:,]?\s*/i,
    // … find R, … what is R? (the letter asked for after the formula)
    /\s*[,;.]?\s*(?:(?:now|then|and)\s+)?(?:find|what\s+is|what['’]s|whats|calculate|work\s+out)\s+([a-zA-Z])\s*[?.!]*\s*$/i,
    // find x if/when/given …, what is x if …, work out x: …, whats x in …
    /^\s*(?:find|what\s+is|what['’]s|whats|work\s+out|calculate|determine|solve\s+for)\s+(?:the\s+value\s+of\s+)?([a-zA-Z])\s*(?:(?:if|when|where|given(?:\s+that)?|in)\b|[:,.])\s*/i,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(typed);
    if (!m) continue;
    const text = `${typed.slice(0, m.index)} ${typed.slice(m.index + m[0].length)}`
      .replace(/\s+/g, ' ')
      .trim()
      .replace(
        /^(?:rearrange|re-arrange|transpose|solve)\s+(?:the\s+(?:formula|equation)\s+)?/i,
        '',
      )
      .replace(/^(?:if|when|where|given(?:\s+that)?)\b\s*[:,]?\s*|^[:,]\s*/i, '')
      .replace(/^(?:(?:in|of)\s+)?(?:the|this)\s+(?:formula|equation)\s*[:,]?\s*/i, '')
      .replace(/\s*[,;]?\s*(?:now|then|and|please|pls)\s*$/i, '')
      .trim();
    // The rest must still hold an equation or inequality for the unknown to be asked of it.
    if (!/[=<>≤≥]/.test(text)) continue;
    return { text, unknown: m[1] as string };
  }
  return { text: typed };
};

/**
 * What a root or a logarithm in words is taken of: a bracket, or a number (with a letter after
 * it, 2x) or a letter, with its power ("the square root of x^2", "natural log of e^2"); the
 * whole of it or nothing.
 */
const OF =
  '(\\([^()]*\\)|(?:\\d+(?:\\.\\d+)?[a-z]?|[a-z])(?:\\^(?:\\d+|[a-z]|\\([^()]*\\)))?)(?![\\w^(.])';

/** Operator words as the symbols they name: [pattern, replacement]. */
const OPERATORS: [RegExp, string][] = /* @__PURE__ */ (() => [
  [
    new RegExp(String.raw`\b(?:is\s+)?(?:the\s+)?(?:square\s+root|sqrt)\s+of\s+${OF}`, 'gi'),
    'sqrt($1)',
  ],
  [new RegExp(String.raw`\b(?:is\s+)?(?:the\s+)?cube\s+root\s+of\s+${OF}`, 'gi'), 'cbrt($1)'],
  [
    new RegExp(String.raw`\b(?:the\s+)?(?:natural\s+log(?:arithm)?|ln)\s+of\s+${OF}`, 'gi'),
    'ln($1)',
  ],
  [new RegExp(String.raw`\b(?:the\s+)?(?:common\s+)?log(?:arithm)?\s+of\s+${OF}`, 'gi'), 'log($1)'],
  [/\s+(?:is\s+)?(?:raised\s+)?to\s+the\s+(\d+)(?:st|nd|rd|th)(?:\s+power)?\b/gi, '^$1'],
  [/\s+(?:raised\s+)?to\s+the\s+power\s+(?:of\s+)?/gi, '^'],
  [/\s+raised\s+to\s+/gi, '^'],
  [/\s+squared\b/gi, '^2'],
  [/\b(\d+)\s+factorial\b|\bfactorial\s+(?:of\s+)?(\d+)\b/gi, '$1$2!'],
  [/\s+cubed\b/gi, '^3'],

  [/\s+plus\s+/gi, ' + '],
  [/\s+minus\s+/gi, ' - '],
  [/\s+(?:multiplied\s+by|times)\s+/gi, ' * '],
  [/\s+is\s+(?:greater|more)\s+than\s+or\s+equal\s+to\s+|\s+is\s+at\s+least\s+/gi, ' ≥ '],
  [/\s+is\s+(?:less|smaller)\s+than\s+or\s+equal\s+to\s+|\s+is\s+at\s+most\s+/gi, ' ≤ '],
  [/\s+is\s+(?:greater|bigger|larger)\s+than\s+/gi, ' > '],
  [/\s+is\s+(?:less|smaller)\s+than\s+/gi, ' < '],
  [/\s+(?:is\s+equal\s+to|equals|equal\s+to|is\s+equal)\s+/gi, ' = '],
  [/\bnegative\s+(?=[\d(a-z])/gi, '-'],
  [/\btwice\s+/gi, '2*'],
  [/\bhalf\s+of\s+/gi, '1/2 * '],
  // "50 is 20% more than what": the number asked for is x, and 20% more than it is (1 + 20%)x.
  [
    /^(\d+(?:\.\d+)?)\s+is\s+(\d+(?:\.\d+)?)\s*%\s+(?:more|greater|higher|bigger|larger)\s+than\s+what\s*\??$/i,
    '$1 = (1 + $2%)x',
  ],
  [
    /^(\d+(?:\.\d+)?)\s+is\s+(\d+(?:\.\d+)?)\s*%\s+(?:less|lower|smaller|fewer)\s+than\s+what\s*\??$/i,
    '$1 = (1 - $2%)x',
  ],
  // 2/3 of 48: a fraction of a number is their product.
  [/(?<![\w.)])(\d+\s*\/\s*\d+)\s+of\s+(?=[\d(])/gi, '$1 × '],
])();

/** Operator words read as symbols ("x squared minus 5x" → "x^2 - 5x"); which were read. */
export const readOperators = (typed: string): { text: string; read: boolean } => {
  let text = typed;
  for (const [pattern, symbol] of OPERATORS) text = text.replace(pattern, symbol);
  // "divided by" inside an equation (a whole division is read by its own command).
  if (/=/.test(text)) text = text.replace(/\s+divided\s+by\s+/gi, ' / ');
  // 3 x 4 between numbers, where x is no unknown of the problem, is a product.
  if (!/=|<|>|≤|≥|[a-wyz]/i.test(text.replace(/\b(?:sqrt|cbrt)\b/g, '')))
    text = text.replace(/(\d)\s+x\s+(?=\d)/g, '$1 × ');
  return { text, read: text !== typed };
};

/** Filler left inside or at the end: a question mark, "please", "thanks", a leading "the"/"of". */
export const withoutFiller = (typed: string): string =>
  typed
    .replace(/\s+for\s+me\s*[?!.]*\s*$/i, '')
    .replace(/\s+for\s+[a-z](?:\s*(?:,|and|&)\s*[a-z])+\s*[?!.]*\s*$/i, '')
    // A command typed against its maths: "solve2x+3=11".
    .replace(
      /^(solve|simplify|expand|factor|evaluate|calculate|integrate|differentiate)(?=[\d(])/i,
      '$1 ',
    )
    .replace(
      /\s*[,;.]?\s*(?:solve(?:\s+(?:it|this|for\s+me))?|expanded|simplified|simplify|find\s+x)\s*[?!.]*\s*$/i,
      '',
    )
    .replace(/\s*[,;]?\s*\b(?:please|pls|plz|thanks|thank\s+you|thx)\b\s*[!.]*\s*$/i, '')
    .replace(/^(?:the\s+)?(?:answer\s+(?:to|of)|result\s+of|value\s+of)\s+(?=\S)/i, '')
    .replace(/^(?:of|the)\s+(?=\S)/i, '')
    .replace(/\s*\?+\s*$/, '')
    .trim();
