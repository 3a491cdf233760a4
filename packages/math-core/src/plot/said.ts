/**
 * The words under a graph, as data (an id and the named values it says) and as a sentence written
 * from it. English is here; another language brings its own table under the same ids, with the
 * same {names}, in its entry (`@mathtools/math-core/locales/es` …, as `es.writing.notes.graph`),
 * so a graph drawn in no language carries none of them. Every value is maths already written in
 * the language's notation (a curve's equation, a point, a solution set), a list of them, or the
 * words of another id.
 */
import { fillIn, type WrittenIn, wordsIn } from '../math/catalogue/template';

export type { WrittenIn } from '../math/catalogue/template';

import type { Notation } from '../math/notation';

/** The English sentences and parts of sentences, by id; each {name} is a value a `Said` names. */
export const ENGLISH_GRAPH = {
  /** Between the last two of several values: "x = 2 and x = 3". */
  and: 'and',
  // What two curves or lines are called together.
  curves: 'curves',
  lines: 'lines',
  // One curve, from its features: a head, its parts after commas, then what else it has.
  'vertical-line': 'Vertical line {line}.',
  'parabola-up': 'Parabola {curve} opening upward',
  'parabola-down': 'Parabola {curve} opening downward',
  vertex: 'vertex {point}',
  axis: 'axis of symmetry x = {at}',
  'vertex-hole': 'with a hole at its vertex {point}',
  'straight-line': 'Straight line {curve}',
  'horizontal-line': 'Horizontal line {curve}',
  curve: 'Curve {curve}',
  turning: 'turning at {points}',
  crossing: 'crossing {axes}',
  'x-axis-at': 'the x-axis at {values}',
  'y-axis-at': 'the y-axis at {value}',
  'along-x-axis': 'lying along the x-axis',
  'never-crossing': 'never crossing the x-axis',
  'it-has': 'It has {parts}.',
  'vertical-asymptote': 'vertical asymptote {lines}',
  'vertical-asymptotes': 'vertical asymptotes {lines}',
  'horizontal-asymptote': 'horizontal asymptote {line}',
  'slant-asymptote': 'slant asymptote {line}',
  'a-hole': 'a hole at {points}',
  holes: 'holes at {points}',
  'in-degrees': '{x} is in degrees.',
  // Two curves.
  meet: 'The {kind} {a} and {b} meet at {points}.',
  'meet-equation-one': 'The {kind} {a} and {b} meet at {points}: the solution of the equation.',
  'meet-equation-many': 'The {kind} {a} and {b} meet at {points}: the solutions of the equation.',
  'meet-system-one': 'The {kind} {a} and {b} meet at {points}, the solution of the system.',
  'meet-system-many': 'The {kind} {a} and {b} meet at {points}, the solutions of the system.',
  apart: 'The {kind} {a} and {b} do not meet in this window.',
  'apart-no-solution':
    'The {kind} {a} and {b} do not meet in this window: the equation has no real solution.',
  'never-meet': 'The {kind} {a} and {b} never meet, so the system has no solution.',
  halves: 'The curve {curve}, drawn as its upper half {a} and its lower half {b}.',
  // Two curves that are the same, everywhere or on stretches.
  same: 'The {kind} {a} and {b} are the same',
  'same-except': 'The {kind} {a} and {b} are the same, except {holes}',
  'hole-in': 'at {x} = {at}, where {curve} is undefined (a hole in it)',
  'same-on': 'The {kind} {a} and {b} are the same {stretches}',
  'same-on-window': 'The {kind} {a} and {b} are the same {stretches} in this window',
  for: 'for {where}',
  every: 'every {x}',
  'and-meet': ', and meet at {points}',
  'so-every-number': ', so every number is a solution',
  'so-infinitely-many': ', so the system has infinitely many solutions',
  // An inequality's solution set on the number line.
  'nothing-shaded': 'No number satisfies the inequality, so nothing is shaded on the number line.',
  shaded: 'The solution set {answer}, written {interval}, shaded on the number line.',
  'shaded-with':
    'The solution set {answer}, written {interval}, shaded on the number line, with {ends}.',
  'closed-dot': 'a closed dot at {points} (included)',
  'closed-dots': 'closed dots at {points} (included)',
  'open-dot': 'an open dot at {points} (not included)',
  'open-dots': 'open dots at {points} (not included)',
  // Two points and the line through them.
  slope: 'The line through {p} and {q}, {line}, has slope {slope}.',
  'slope-undefined': 'The line through {p} and {q}, {line}, is vertical: its slope is undefined.',
  distance: 'The distance from {p} to {q}, along the line {line}, is {distance}.',
  midpoint: 'Halfway between {p} and {q}, on the line {line}, is their midpoint {midpoint}.',
  line: 'The line through {p} and {q} is {line}.',
  // A definite integral's region.
  region: 'The shaded region lies between the curve and the x-axis from {from} to {to}',
  'region-value':
    'The shaded region lies between the curve and the x-axis from {from} to {to}: the integral is {value}',
  'below-negative': ', the part below the x-axis counting as negative',
} as const;

/**
 * Why a graph is not drawn, by id: the English sentences of the plot's refusals, which a language's
 * entry brings with its other refusals (`es.writing.notes.refusals`).
 */
export const PLOT_REFUSALS = {
  plotExpression: 'Give an expression to plot, such as x^2 - 1',
  plotAgainst: 'Name the unknown to plot against, such as x',
  plotWindow: 'The window needs finite numbers with xMin < xMax and yMin < yMax',
  plotNoUnknown: 'There is nothing to graph: the problem has no unknown',
  plotSystemSign: 'Each equation of a system needs one = sign',
  plotSystemSize: 'Only systems of two equations can be drawn',
  plotRelation: '≠, ≈ and chains with = cannot be drawn',
  plotUnknowns: 'Only one or two unknowns can be drawn on a graph',
  plotSystemUnknowns: 'Only two unknowns can be drawn on a graph',
  plotOneUnknown: 'Only expressions in one unknown can be drawn',
  plotFunctions: 'Only two functions can be drawn at once',
  plotCurves: 'Only two curves can be drawn at once',
  plotCurveOnly: 'Only equations that are lines or curves y = f(x) can be drawn',
  plotSolvedFor: 'Only equations that can be solved for {v} can be drawn',
  plotNumberLine: 'This solution set cannot be drawn on a number line',
  plotFailed: 'This problem could not be drawn',
} as const;

/** What a sentence or part of one under a graph says, by id. */
export type SaidId = Exclude<keyof typeof ENGLISH_GRAPH, 'and'>;

/** The graph's words in a language: every id of the English table, with the same {names}. */
export type GraphWords = Readonly<Record<keyof typeof ENGLISH_GRAPH, string>>;

/**
 * A value a sentence names: maths written in the language's notation, several of them said
 * together ("x = 2 and x = 3"), parts each joined by "and" ("for x ≥ 0 and for x ≤ −1"), or the
 * words of another id.
 */
export type SaidValue =
  | string
  | { readonly all: readonly string[] }
  | { readonly each: readonly Said[] }
  | Said;

/** A sentence under a graph, as data: its id and the values it names. */
export interface Said {
  readonly id: SaidId;
  readonly values?: Readonly<Record<string, SaidValue>>;
}

/** What a language gives the graph: its words and its notation. */
export interface GraphLanguage {
  readonly words: GraphWords;
  readonly notation?: Notation;
}

/**
 * A language's notes that bring the graph's words besides the solver's: what
 * `@mathtools/math-core/locales/es` (`fr`, `de`, `pt`) gives as its notes.
 */
export interface GraphNotes {
  readonly graph?: GraphWords;
}

export const ENGLISH: GraphLanguage = { words: ENGLISH_GRAPH };

/**
 * The graph's words and notation in a language that brings them (`es.writing.notes.graph`), else
 * English. The plot never imports the solver, so it names only what it reads of a language.
 */
export const graphLanguage = (language: WrittenIn | undefined): GraphLanguage =>
  wordsIn<GraphWords>(language, 'graph') ?? ENGLISH;

/** "a", "a and b", "a, b and c" in the language. */
const joined = (items: readonly string[], language: GraphLanguage): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${language.words.and} ${items.at(-1)}`;

const valueIn = (value: SaidValue, language: GraphLanguage): string => {
  if (typeof value === 'string') return value;
  if ('all' in value) return joined(value.all, language);
  if ('each' in value)
    return value.each.map((s) => say(s, language)).join(` ${language.words.and} `);
  return say(value, language);
};

/** A sentence in a language (English without one), its {names} filled with its values. */
export const say = (said: Said, language: GraphLanguage = ENGLISH): string =>
  fillIn(language.words[said.id], said.values, (value) => valueIn(value, language));
