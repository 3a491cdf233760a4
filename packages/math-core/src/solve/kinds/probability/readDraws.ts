/**
 * Draws from a deck or a bag read from words: what is drawn from (a standard deck, or a bag's
 * colours and counts), how many, with or without replacement, and the event asked about (named
 * cards or colours in order, in any order, at least one).
 */

import { list, n, text, times } from '../../../math/build';
import type { MathNode } from '../../../math/tree';
import { type Said, saying } from './refusals';

/** One card or one item in a bag. */
export interface Item {
  colour: string;
  rank?: number;
  suit?: string;
}

/**
 * What one draw must give, and how it is said ("an ace", "a red ball"): `term` are the parameters
 * of the catalogue's term for it (`{ pick: 'rank', rank: 1 }` is "an ace"; `pick` names its kind).
 */
export interface Pick {
  test: (item: Item) => boolean;
  said: string;
  term: Readonly<Record<string, string | number>>;
}

/** The pick that holds where `p` does not: "not a red ball". */
export const not = (p: Pick): Pick => ({
  test: (i) => !p.test(i),
  said: `not ${p.said}`,
  term: { ...p.term, pick: 'not', was: p.term.pick as string },
});

/** What the draws must give: in order, in any order (a count of each), or at least one. */
type Wanted =
  | { order: 'ordered'; picks: Pick[] }
  | { order: 'any'; picks: { pick: Pick; count: number }[] }
  | { order: 'atLeastOne'; pick: Pick; not: Pick; draws: number };

/** Draws from a deck or a bag, or a question about them the solver cannot read, with why. */
export type Draws =
  | {
      game: 'draws';
      from: 'deck' | 'bag';
      items: Item[];
      /** The bag's own word for itself ("bag", "jar"); and its contents, "3 red, 5 blue". */
      container?: string;
      contents?: MathNode;
      noun: string;
      replaced: boolean;
      wanted: Wanted;
    }
  | { game: 'unread'; refusal: Said };

/** The number words of counts: "two aces", "three are drawn", "a red". */
const NUMBERS = /* @__PURE__ */ (() =>
  'a an one two three four five six seven eight nine ten eleven twelve'.split(' '))();
/** A count in digits or words (a, an and one are 1), or undefined. */
export const countOf = (word: string): number | undefined => {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number.isSafeInteger(Number(w)) ? Number(w) : undefined;
  const i = NUMBERS.indexOf(w);
  return i < 0 ? undefined : Math.max(i - 1, 1);
};
const count = countOf;
const COUNT = /* @__PURE__ */ (() => `(\\d+|${NUMBERS.join('|')})`)();
const SUITS = ['hearts', 'diamonds', 'clubs', 'spades'] as const;
const RANKS: Record<string, number> = { ace: 1, jack: 11, queen: 12, king: 13 };
const RANK_NAME = [
  '',
  'ace',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'jack',
  'queen',
  'king',
];
const NOUNS = /* @__PURE__ */ (() =>
  String.raw`balls?|marbles?|counters?|beads?|sweets?|candies|candy|chips?|cubes?|socks?|tokens?|discs?|disks?|tickets?|pens?|pencils?|buttons?|sweets?|jelly\s+beans?`)();

/** "an ace" / "a 7" / "the ace of spades": the article a word takes. */
const article = (word: string): string => (/^(?:[aeio]|8)/.test(word) ? `an ${word}` : `a ${word}`);
/** The word without a plural "s" ("aces" → "ace", "reds" → "red"). */
const single = (word: string): string =>
  word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
/** A card the phrase names, or undefined: "a heart", "aces", "a red king", "the ace of spades", "face cards". */
const cardPick = (phrase: string): Pick | undefined => {
  const p = phrase
    .replace(/^(?:a|an|the|one)\s+/, '')
    .replace(/\s+(?:cards?|from\s+.*)$/, '')
    .trim();
  const words = p.split(/\s+/).map((w) => (/^\d+$/.test(w) ? w : single(w)));
  const rankOf = (w: string): number | undefined => {
    if (RANKS[w] !== undefined) return RANKS[w];
    const k = /^(?:a|an|one)$/.test(w) ? undefined : countOf(w);
    return k !== undefined && k >= 2 && k <= 10 ? k : undefined;
  };
  const suitOf = (w: string): string | undefined =>
    SUITS.find((s) => s.startsWith(w) && w.length >= 4);
  // the ace of spades, the king of hearts
  if (words.length === 3 && words[1] === 'of') {
    const rank = rankOf(words[0] as string);
    const suit = suitOf(words[2] as string);
    if (rank === undefined || !suit) return undefined;
    return {
      test: (c) => c.rank === rank && c.suit === suit,
      said: `the ${RANK_NAME[rank]} of ${suit}`,
      term: { pick: 'rankOfSuit', rank, suit },
    };
  }
  const [first, second] = words as [string, string | undefined];
  const colour = first === 'red' || first === 'black' ? first : undefined;
  const rest = colour ? words.slice(1) : words;
  if (rest.length > 2) return undefined;
  const noun = rest.join(' ');
  if (rest.length === 0 && colour)
    return {
      test: (c) => c.colour === colour,
      said: `a ${colour} card`,
      term: { pick: 'colour', colour },
    };
  if (noun === 'face' || noun === 'picture' || noun === 'court')
    return {
      test: (c) => (c.rank as number) >= 11 && (!colour || c.colour === colour),
      said: colour ? `a ${colour} face card` : 'a face card',
      term: colour ? { pick: 'colourFace', colour } : { pick: 'face' },
    };
  if (rest.length !== 1 || second === 'of') return undefined;
  const rank = rankOf(noun);
  if (rank !== undefined)
    return {
      test: (c) => c.rank === rank && (!colour || c.colour === colour),
      said: colour ? `a ${colour} ${RANK_NAME[rank]}` : article(RANK_NAME[rank] as string),
      term: colour ? { pick: 'colourRank', colour, rank } : { pick: 'rank', rank },
    };
  const suit = suitOf(noun);
  if (suit && !colour)
    return {
      test: (c) => c.suit === suit,
      said: article(suit.slice(0, -1)),
      term: { pick: 'suit', suit },
    };
  return undefined;
};

/** A colour of the bag the phrase names: "red", "a red", "reds", "red balls", "a red one". */
const bagPick = (phrase: string, colours: string[], noun: string): Pick | undefined => {
  const p = phrase
    .replace(/^(?:a|an|the|one)\s+/, '')
    .replace(new RegExp(String.raw`\s+(?:${NOUNS}|ones?)$`), '')
    .trim();
  const colour = colours.find((c) => c === p || `${c}s` === p);
  return colour === undefined
    ? undefined
    : {
        test: (i) => i.colour === colour,
        said: `${article(colour)} ${noun}`,
        // The article a student's colour takes in English: "an orange ball".
        term: { pick: article(colour).startsWith('an ') ? 'bagAn' : 'bag', colour, noun },
      };
};

const DRAWN = '(?:drawn|picked|taken|chosen|selected|removed|dealt|pulled)';
const NOT_COLOURS =
  /^(?:drawn|picked|taken|chosen|selected|removed|dealt|pulled|are|is|were|of|at|more|times|draws?|cards?)$/;

/** The bag's contents: "3 red and 5 blue balls", "4 red marbles, 2 green marbles and 6 blue ones". */
const contents = (
  phrase: string,
): { colours: string[]; counts: number[]; noun: string } | undefined => {
  const parts = phrase.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
  const colours: string[] = [];
  const counts: number[] = [];
  let noun = 'ball';
  for (const part of parts) {
    const m = new RegExp(String.raw`^${COUNT}\s+([a-z]+)(?:\s+(${NOUNS}|ones?))?$`).exec(
      part.trim(),
    );
    // What follows the contents ("…, two are drawn", "…, 2 drawn at random") ends them.
    const said = m !== null && !NOT_COLOURS.test(m[2] as string);
    if (!said && colours.length >= 2) break;
    if (!m || !said) return undefined;
    const k = count(m[1] as string);
    const colour = m[2] as string;
    if (k === undefined || k < 1 || colours.includes(colour)) return undefined;
    if (m[3] && !/^ones?$/.test(m[3])) noun = single(m[3].replace(/\s+/g, ' '));
    colours.push(colour);
    counts.push(k);
  }
  return colours.length >= 2 ? { colours, counts, noun } : undefined;
};

/** The draws a text asks the probability of, or undefined when it names no deck or bag. */
export const readDraws = (input: string): Draws | undefined => {
  const t = input
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*[?!]+\s*$/, '')
    .replace(/\.\s*$/, '')
    .trim();
  if (!/\b(?:probability|chance)\b/.test(t)) return undefined;
  const bag =
    /\b(bag|box|jar|urn|bowl|drawer|tin|pot|hat)\s+(?:that\s+)?(?:has|contains|holds|holding|containing|with|of)\s+(.+?)(?=\s*[.;:]|\s+(?:if|when|without|with\s+replacement|what|find)\b|$)/.exec(
      t,
    );
  const deck =
    /\b(?:deck|pack)\b|\bcards?\b/.test(t) ||
    /\b(?:aces?|kings?|queens?|jacks?|hearts?|spades?|clubs?|diamonds?)\b/.test(t);
  if (!bag && !deck) return undefined;
  const unread = (refusal: Said): Draws => ({ game: 'unread', refusal });
  let items: Item[];
  let noun: string;
  let container: string | undefined;
  let held: MathNode | undefined;
  let pickOf: (phrase: string) => Pick | undefined;
  if (bag) {
    const inside = contents((bag[2] as string).trim());
    if (!inside) return unread(saying('probabilityBag'));
    noun = inside.noun;
    items = inside.colours.flatMap((colour, i) =>
      Array.from({ length: inside.counts[i] as number }, () => ({ colour })),
    );
    container = bag[1];
    held = list(...inside.colours.map((c, i) => times(n(inside.counts[i] as number), text(c))));
    pickOf = (phrase) => bagPick(phrase, inside.colours, noun);
  } else {
    if (/\b(?:jokers?|tarot|uno)\b/.test(t) || /\bdeck\s+of\s+(?!52\b)\d+/.test(t))
      return unread(saying('probabilityDeck'));
    noun = 'card';
    items = SUITS.flatMap((suit) =>
      Array.from({ length: 13 }, (_, i) => ({
        rank: i + 1,
        suit,
        colour: suit === 'hearts' || suit === 'diamonds' ? 'red' : 'black',
      })),
    );
    pickOf = cardPick;
  }
  const NOT_BACK =
    /\bwithout\s+(?:replacement|replacing(?:\s+(?:it|them))?|putting\s+(?:it|them)\s+back)\b|\bnot\s+(?:replaced|put\s+back)\b|\bat\s+(?:the\s+same\s+time|once)\b|\bsimultaneously\b/g;
  const notReplaced = NOT_BACK.test(t);
  const replaced =
    /\bwith\s+replacement\b|\breplac(?:ed|es|ing)\b|\bput(?:s|ting)?\s+(?:it|them|each(?:\s+one)?)\s+back\b/.test(
      t.replace(NOT_BACK, ''),
    );
  // How many are drawn, when the text says it apart from the event: "two are drawn", "draw 3 cards".
  const drawn =
    new RegExp(
      String.raw`\b${COUNT}\s+(?:(?:[a-z]+\s+)?(?:${NOUNS}|cards?)\s+)?(?:are|is|were)\s+(?:then\s+)?${DRAWN}`,
    ).exec(t) ??
    new RegExp(
      String.raw`\b(?:draw|pick|take|choose|select|deal|drawing|picking|taking|choosing|selecting|dealing)\s+${COUNT}\s+(?:${NOUNS}|cards?)\b`,
    ).exec(t);
  let told = drawn ? count(drawn[1] as string) : undefined;
  // "a ball is drawn, replaced, and another is drawn" says one draw at a time.
  if (told === 1) told = undefined;
  // The event: what follows "probability of/that", without the deck or bag and the replacing.
  const asked = /\b(?:probability|chance)\s+(?:of|that|for|is)?\s*(.*)$/.exec(t)?.[1] ?? '';
  let event = asked
    .replace(/\s*\b(?:if|when|given)\b.*$/, '')
    .replace(/\s*,.*$/, '')
    .replace(/\s+(?:from|out\s+of)\s+.*$|\s+in\s+(?:a|the|an)\s+.*$/, '')
    .replace(NOT_BACK, '')
    .replace(/\s*\bwith\s+replacement\b/g, '')
    .replace(/\s+/g, ' ')
    .replace(
      /\s+(?:in\s+a\s+row|one\s+after\s+(?:the\s+)?(?:other|another)|at\s+random|randomly)\b/g,
      '',
    )
    .replace(
      /^(?:you\s+|we\s+)?(?:(?:will\s+)?(?:draw|pick|get|choose|select|take|pull|deal|drawing|picking|getting|choosing|selecting|taking|pulling|being\s+dealt|dealt)\s+(?:out\s+)?)?/,
      '',
    )
    .replace(
      /^(?:the\s+)?(?:(?:two|three|both|\d)\s+)?(?:cards?|balls?|marbles?)\s+(?:drawn|picked|chosen)\s+(?:are|is)\s+/,
      'both ',
    )
    .replace(/^(?:they|the\s+(?:cards?|balls?|marbles?))\s+(?:are\s+)?/, 'both ')
    .trim();
  // "2 cards and both are hearts": the count, then the event.
  const split = new RegExp(
    String.raw`^${COUNT}\s+(?:${NOUNS}|cards?)\s+(?:and|so\s+that|where|such\s+that)\s+(.+)$`,
  ).exec(event);
  if (split) {
    told ??= count(split[1] as string);
    event = split[2] as string;
  }
  if (!event) return unread(saying('probabilityEvent', { example: bag ? 'both red' : 'a heart' }));
  const wanted = wantedOf(event, told, pickOf, noun);
  if ('why' in wanted) return unread(wanted);
  const draws = drawsOf(wanted);
  if (told !== undefined && told !== draws)
    return unread(saying('probabilityTold', { told: String(told), draws: String(draws) }));
  if (draws > 1 && replaced === notReplaced) return unread(saying('probabilityReplaced'));
  return {
    game: 'draws',
    from: bag ? 'bag' : 'deck',
    items,
    container,
    contents: held,
    noun,
    replaced,
    wanted,
  };
};

/** How many draws the event takes. */
export const drawsOf = (wanted: Wanted): number =>
  wanted.order === 'ordered'
    ? wanted.picks.length
    : wanted.order === 'any'
      ? wanted.picks.reduce((s, p) => s + p.count, 0)
      : wanted.draws;

/** What the event phrase asks for, or why it is not read. */
const wantedOf = (
  event: string,
  told: number | undefined,
  pickOf: (phrase: string) => Pick | undefined,
  noun: string,
): Wanted | Said => {
  const pick = (phrase: string): Pick | Said =>
    pickOf(phrase.trim()) ?? saying('probabilityNotRead', { phrase: phrase.trim(), noun });
  const many = (phrase: string, k: number): Wanted | Said => {
    const p = pick(phrase);
    return 'why' in p ? p : { order: 'ordered', picks: Array.from({ length: k }, () => p) };
  };
  // at least one red
  const least = /^at\s+least\s+(?:one|1)\s+(?:of\s+them\s+(?:is|being)\s+)?(?:is\s+)?(.+)$/.exec(
    event,
  );
  if (least) {
    if (told === undefined) return saying('probabilityHowMany', { example: 'two are drawn' });
    const p = pick(least[1] as string);
    if ('why' in p) return p;
    return {
      order: 'atLeastOne',
      pick: p,
      not: not(p),
      draws: told,
    };
  }
  // both red, both are aces, all three are red, neither is red, none are red
  const all =
    /^(both|all(?:\s+(?:two|three|four|\d))?|neither|none)\s+(?:(?:of\s+them|cards|balls|marbles|[a-z]+s)\s+)?(?:are\s+|is\s+|being\s+)?(.+)$/.exec(
      event,
    );
  if (all) {
    const k =
      all[1] === 'both' || all[1] === 'neither'
        ? 2
        : (count((all[1] as string).replace(/^all\s*/, '')) ?? told);
    if (k === undefined) return saying('probabilityHowMany', { example: 'three are drawn' });
    if (/^(?:neither|none)$/.test(all[1] as string)) {
      const p = pick(all[2] as string);
      if ('why' in p) return p;
      const q = not(p);
      return { order: 'ordered', picks: Array.from({ length: k }, () => q) };
    }
    return many(all[2] as string, k);
  }
  // the first is red and the second is blue
  const firsts =
    /^(?:the\s+)?first\s+(?:one\s+|card\s+|ball\s+|marble\s+)?(?:is\s+)?(.+?),?\s+and\s+(?:the\s+)?second\s+(?:one\s+|card\s+|ball\s+|marble\s+)?(?:is\s+)?(.+)$/.exec(
      event,
    );
  const sequence = firsts
    ? [firsts[1] as string, firsts[2] as string]
    : event.split(/\s*,?\s+(?:and\s+then|then|followed\s+by)\s+(?:an?\s+)?(?:second\s+)?/);
  if (sequence.length > 1) {
    const picks = sequence.map(pick);
    const bad = picks.find((p) => 'why' in p);
    return bad !== undefined ? (bad as Said) : { order: 'ordered', picks: picks as Pick[] };
  }
  // one red and one blue, 2 red and 1 blue (in any order)
  const parts = event.split(/\s+and\s+/);
  if (parts.length > 1) {
    const picks: { pick: Pick; count: number }[] = [];
    for (const part of parts) {
      const m = new RegExp(String.raw`^${COUNT}\s+(.+)$`).exec(part.trim());
      const k = m ? count(m[1] as string) : undefined;
      if (!m || k === undefined)
        return saying('probabilityNotCount', { part: part.trim(), nouns: `${noun}s` });
      const p = pick(m[2] as string);
      if ('why' in p) return p;
      picks.push({ pick: p, count: k });
    }
    return { order: 'any', picks };
  }
  // two aces, 2 red balls, three reds
  const several = /^(\d+|two|three|four|five|six)\s+(.+)$/.exec(event);
  if (several) return many(several[2] as string, count(several[1] as string) as number);
  return many(event, told ?? 1);
};
