/**
 * The checker's words: why a line follows or does not, what could not be read, as data (an id and
 * the named values it says) and as a sentence written from it. English is here; another language
 * brings its own table under the same ids, with the same {names}, in its entry
 * (`@mathtools/math-core/locales/es` …, as `es.writing.notes.tutor`), so a checker given no
 * language carries none of them. The maths in a sentence is written in the language's notation
 * (2,5 where the decimal mark is a comma).
 */
import * as B from '../../math/build';
import { fillIn, type WrittenIn, wordsIn } from '../../math/catalogue/template';
import type { Notation } from '../../math/notation';
import { refusalWrittenIn } from '../../math/refusal';
import { toText } from '../../math/toText';
import type { MathNode } from '../../math/tree';
import type { MathError } from '../../types';

/** The English sentences, by id; each {name} is one of the values a `Why` names. */
export const ENGLISH_TUTOR = {
  /** Between the last two of several values: "x = 2 and x = 3". */
  and: 'and',
  // Reading a line.
  'line-empty': 'This line is empty',
  'line-without-maths': 'This line has no maths to check',
  'integral-form': 'Write each integral as ∫ … dx',
  'close-derivative': 'Close the bracket after d/dx',
  'derivative-brackets': 'Write what d/dx acts on in brackets: d/dx(x²)',
  'could-not-read': 'This line could not be read: {reason}',
  'write-equation': 'Write each line as an equation',
  'write-inequality': 'Write each line as an inequality',
  'write-equations': 'Write each line as one or more equations',
  'write-expression': 'Write each line as an expression',
  'write-expression-in-x': 'Write each line as an expression in x',
  'not-checked': 'This line could be read but not checked',
  'calculus-in-line': 'This line has an integral or a derivative, which this problem does not',
  'other-letters': 'This line has {letters}, which the problem does not',
  // What the working as a whole is given.
  'no-working': 'Write your working, one step per line',
  'too-many-lines': 'Write at most {count} lines',
  'line-too-long': 'Write at most {count} characters on a line',
  // A line that follows, with a note.
  'may-bring-in':
    'This step can bring in numbers that do not solve the line before (as squaring both sides can): check each answer in the problem',
  'rejected-one': '{values} is rejected: it does not satisfy the problem',
  'rejected-many': '{values} are rejected: they do not satisfy the problem',
  'side-calculation': 'A calculation on the side, and it is right',
  'cannot-be': 'A note of what {x} cannot be: {values}',
  'not-simplified': 'Right, but not finished: {value} can be simplified',
  'not-equal': 'This is not equal to the line before: this line is not equal to the line before',
  'not-equal-at':
    'This is not equal to the line before: at {where} the line before is {before} and this line is {now}',
  'not-equal-in-value':
    'This is not equal to the line before: in value the line before is {before} and this line is {now}',
  'not-derivative': 'This is not the derivative of {f}: this line is not equal to the line before',
  'not-derivative-at':
    'This is not the derivative of {f}: at {where} the derivative is {before} and this line is {now}',
  'not-derivative-in-value':
    'This is not the derivative of {f}: in value the derivative is {before} and this line is {now}',
  'not-antiderivative':
    "Differentiating this line does not give {integrand}: this line's derivative is not equal to the line before",
  'not-antiderivative-at':
    "Differentiating this line does not give {integrand}: at {where} the integrand is {before} and this line's derivative is {now}",
  'not-antiderivative-in-value':
    "Differentiating this line does not give {integrand}: in value the integrand is {before} and this line's derivative is {now}",
  // A line that does not follow.
  'does-not-follow': 'This line does not follow from the line before',
  'solves-before-only': '{value} solves the line before but not this one',
  'solves-this-only': '{value} solves this line but not the line before',
  'system-does-not-follow': '{equation} does not follow from the equations before it',
  'calculation-wrong': 'This calculation is not right',
  'calculation-is': 'This calculation is not right: {left} is {value}',
  'not-every-solution': 'This is not the whole set of solutions',
  'factors-multiply-out':
    '{factors} multiplies out to {product}: check the signs and numbers in the brackets',
  // The mistakes, by name.
  'moved-added':
    '{term} was added to the other side instead of subtracted: to move +{term} across, subtract {term} from both sides',
  'moved-subtracted':
    '{term} was subtracted from the other side instead of added: to move −{term} across, add {term} to both sides',
  'undo-divided': '{inner} is divided by {k}: undo it by multiplying both sides by {k}',
  'undo-multiplied': '{inner} is multiplied by {k}: undo it by dividing both sides by {k}',
  'added-left-only': '{k} was added on the left side only: add {k} on both sides',
  'added-right-only': '{k} was added on the right side only: add {k} on both sides',
  'subtracted-left-only': '{k} was subtracted on the left side only: subtract {k} on both sides',
  'subtracted-right-only': '{k} was subtracted on the right side only: subtract {k} on both sides',
  'divided-left-only': 'Only the left side was divided by {k}: divide both sides by {k}',
  'divided-right-only': 'Only the right side was divided by {k}: divide both sides by {k}',
  'multiplied-left-only': 'Only the left side was multiplied by {k}: multiply both sides by {k}',
  'multiplied-right-only': 'Only the right side was multiplied by {k}: multiply both sides by {k}',
  'divide-every-term': 'Divide every term by {k}, not only {term}',
  'divide-every-term-worked': 'Divide every term by {k}, not only {term}: {product} is {value}',
  'multiply-every-term': 'Multiply every term by {k}, not only {term}',
  'multiply-every-term-worked': 'Multiply every term by {k}, not only {term}: {product} is {value}',
  'divide-every-term-of-top':
    'Divide every term of the top by {k}, not only {term}: {part} is {value}',
  'common-denominator-left':
    'Multiply both sides by {m}, the common denominator: the left side {side} becomes {value}',
  'common-denominator-right':
    'Multiply both sides by {m}, the common denominator: the right side {side} becomes {value}',
  'common-denominator-every-term':
    'Multiply every term by {m}, the common denominator, not by {den} alone: {term} × {m} is {value}',
  'inequality-not-reversed':
    'Multiplying or dividing both sides by a negative number reverses the inequality sign',
  'negative-root-between':
    'A square root can be positive or negative: {line} means −{root} {inside} {base} {inside} {root}',
  'negative-root-either':
    'A square root can be positive or negative: {line} means {base} {flipped} −{root} or {base} {relation} {root}',
  'negative-root-missing': 'A square root can be positive or negative: {other} is missing',
  'negative-root-missing-gives':
    'A square root can be positive or negative: {other} is missing, which gives {values}',
  'root-lost':
    '{values} was lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
  'roots-lost':
    '{values} were lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
  'extraneous-root-kept': '{value} does not satisfy the problem {problem}: reject it',
  'solution-ruled-out-one': '{values} solves the problem, so {x} can be it',
  'solution-ruled-out-many': '{values} solve the problem, so {x} can be them',
  'solution-kept-one': '{values} does satisfy the problem: keep it',
  'solution-kept-many': '{values} do satisfy the problem: keep them',
  'bracket-first-term-only':
    '{factor} multiplies every term in the bracket, not only the first: {factor}({bracket}) is {value}',
  'minus-before-bracket':
    'The minus before {product} changes the sign of every term in the bracket: −{product} is {value}',
  'minus-sign-bracket':
    'The minus sign in front of a bracket changes the sign of every term inside it, not only the first',
  'square-of-sum':
    'The square of a sum is not the sum of the squares: (a + b)² = a² + 2ab + b², so {square} = {value}',
  'square-of-side':
    'The square of a sum is not the sum of the squares: (a + b)² = a² + 2ab + b², so ({sum})² = {value}',
  'root-of-sum':
    'The square root of a sum is not the sum of the square roots: {part} cannot be split',
  'log-of-sum':
    'The logarithm of a sum is not the sum of the logarithms: log(ab) = log a + log b is for a product, and {part} cannot be split',
  'cancelled-terms-top':
    'Only factors cancel in a fraction, not terms: {term} is a term of the top, not a factor',
  'cancelled-terms-both':
    'Only factors cancel in a fraction, not terms: {term} is a term of the top and of the bottom, not a factor',
  'missing-constant':
    'An indefinite integral is a whole family of functions: add the constant of integration, + C',
  'product-rule':
    'The derivative of a product is not the product of the derivatives: use the product rule, (uv)′ = u′v + uv′, with u = {u} and v = {v}',
  'quotient-of-derivatives':
    'The derivative of a quotient is not the quotient of the derivatives: use the quotient rule, (u/v)′ = (u′v − uv′)/v², with u = {u} and v = {v}',
  'quotient-rule-sum':
    'The top of the quotient rule is a difference, u′v − uv′: use the quotient rule, (u/v)′ = (u′v − uv′)/v², with u = {u} and v = {v}',
  'quotient-rule-order':
    'The top of the quotient rule is u′v − uv′, in that order: use the quotient rule, (u/v)′ = (u′v − uv′)/v², with u = {u} and v = {v}',
  'chain-rule':
    'Use the chain rule: the derivative of the outside times the derivative of the inside, {inner}, which is {derivative}',
  'power-not-lowered':
    'The power was not lowered; by the power rule the derivative of xⁿ is n·xⁿ⁻¹: multiply by the power, then take one from it',
  'power-not-brought-down':
    'The power was not brought down as a factor; by the power rule the derivative of xⁿ is n·xⁿ⁻¹: multiply by the power, then take one from it',
  'power-rule-integral':
    'Integrating xⁿ gives xⁿ⁺¹/(n + 1): raise the power by one and divide by the new power',
  'differentiated-not-integrated':
    'This is the derivative of {integrand}, not its integral: integrating undoes differentiating',
  // A wrong answer's mistake said without the solution it left out (explainAnswer).
  'negative-root-unnamed':
    'A square root can be positive or negative: the solution from the negative one is missing',
  'root-lost-unnamed':
    'A solution was lost: dividing both sides by something that can be 0 loses the solutions where it is 0',
} as const;

/** What a sentence of the checker says, by id. */
export type WhyId = Exclude<keyof typeof ENGLISH_TUTOR, 'and'>;

/** The checker's sentences in a language: every id of the English table, with the same {names}. */
export type TutorWords = Readonly<Record<keyof typeof ENGLISH_TUTOR, string>>;

/**
 * A value a sentence names: a tree (written in the language's notation), several values said
 * together ("x = 2 and x = 3"), text as it is (a relation's sign), a sentence of its own, or a
 * refusal (the parser's: its English message and why, written in the language when its entry
 * has that sentence).
 */
export type WhyValue =
  | MathNode
  | { readonly all: readonly MathNode[] }
  | { readonly text: string }
  | { readonly why: Why }
  | { readonly refusal: Pick<MathError, 'message' | 'why'> };

/** Why, as data: the sentence's id and the values it names. */
export interface Why {
  readonly id: WhyId;
  readonly values?: Readonly<Record<string, WhyValue>>;
}

/**
 * A language's notes that bring the checker's words besides the solver's: what
 * `@mathtools/math-core/locales/es` (`fr`, `de`, `pt`) gives as its notes.
 */
export interface TutorNotes {
  readonly tutor?: TutorWords;
}

/** What a language gives the checker: its sentences and its notation, and how it says a refusal. */
export interface TutorLanguage {
  readonly words: TutorWords;
  readonly notation?: Notation;
  readonly refusal?: (said: Pick<MathError, 'message' | 'why'>) => string;
}

const ENGLISH: TutorLanguage = { words: ENGLISH_TUTOR };

/**
 * The checker's words and notation in a language that brings them (`es.writing.notes.tutor`),
 * with its refusals' sentences for a refusal said inside a verdict; undefined for English.
 */
export const tutorLanguage = (language: WrittenIn | undefined): TutorLanguage | undefined => {
  const own = wordsIn<TutorWords>(language, 'tutor');
  return (
    own && {
      ...own,
      refusal: (said) => refusalWrittenIn({ code: 'invalid_value', ...said }, language).message,
    }
  );
};

const valueIn = (value: WhyValue, language: TutorLanguage): string => {
  if ('type' in value) return toText(value, language.notation);
  if ('text' in value) return value.text;
  if ('why' in value) return sayWhy(value.why, language);
  if ('refusal' in value) return language.refusal?.(value.refusal) ?? value.refusal.message;
  const said = value.all.map((v) => toText(v, language.notation));
  return said.length === 2 ? said.join(` ${language.words.and} `) : said.join(', ');
};

/** A sentence in a language (English without one), its {names} filled with its values. */
export const sayWhy = (why: Why, language: TutorLanguage = ENGLISH): string =>
  fillIn(language.words[why.id], why.values, (value) => valueIn(value, language));

/** A reason as data and in English: what a line's verdict holds. */
export const because = (
  id: WhyId,
  values?: Readonly<Record<string, WhyValue>>,
): { why: Why; reason: string } => {
  const why: Why = values ? { id, values } : { id };
  return { why, reason: sayWhy(why) };
};

/** Several values of x said together, `x = 2 and x = 3`. */
export const valuesOf = (points: readonly { node: MathNode }[], x: string): WhyValue => ({
  all: points.map((p) => B.eq(B.variable(x), p.node)),
});

/** Text said as it is. */
export const asText = (text: string): WhyValue => ({ text });
