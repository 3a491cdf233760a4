/**
 * The response schemas the browser parses, without zod: a few small checkers (string, number,
 * enum, array, object, nullable, optional) that make the same checks as the main entry's schema of
 * the same name and keep only the declared fields, as zod's objects do. A page that loads them
 * carries about 1.5 KB gzip instead of zod's 25.
 *
 * The shapes are the main entry's: the type assertions at the end make the compiler prove each
 * checker's output type equals the main entry's type, and the contracts' tests parse the same
 * valid and broken answers with both (they must agree), so neither can drift.
 *
 * Only responses are here: requests are validated by the API, and by the forms that load the main
 * entry on submit.
 */
import type * as full from './index.js';
import {
  MAX_HINT_LEVELS,
  MAX_PROGRESS_COUNT,
  masteryLevels,
  planNames,
  practiceCategories,
  practiceDifficulties,
  productDifficulties,
  purchaseStatuses,
  RESTORE_CODE_PATTERN,
  skillCategories,
} from './paths.js';

export * from './paths.js';

// ---------------------------------------------------------------- checkers

/** A response that does not have the shape the contract gives it. */
export class WireFormatError extends Error {
  override name = 'WireFormatError';
}

/** Returns the value (an object keeps only its declared fields) or throws a `WireFormatError`. */
type Checker<T> = (value: unknown, at: string) => T;
/** The same `parse` the main entry's zod schemas have. */
export type Check<T> = { parse: (input: unknown) => T };
type Out<C> = C extends Checker<infer T> ? T : never;

const fail = (at: string, expected: string): never => {
  throw new WireFormatError(`${at || 'response'}: expected ${expected}`);
};

const str =
  (min = 0, max = Number.POSITIVE_INFINITY, pattern?: RegExp): Checker<string> =>
  (value, at) =>
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (!pattern || pattern.test(value))
      ? value
      : fail(at, 'a string');

/** A finite number in [min, max]; `above` makes min exclusive, `int` asks for a safe integer. */
const num =
  (min: number, max = Number.MAX_VALUE, int = false, above = false): Checker<number> =>
  (value, at) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (above ? value > min : value >= min) &&
    value <= max &&
    (!int || Number.isSafeInteger(value))
      ? value
      : fail(at, 'a number');

const bool: Checker<boolean> = (value, at) =>
  typeof value === 'boolean' ? value : fail(at, 'a boolean');

const oneOf =
  <const V extends readonly string[]>(values: V): Checker<V[number]> =>
  (value, at) =>
    values.includes(value as string) ? (value as V[number]) : fail(at, values.join(' | '));

const nullable =
  <T>(check: Checker<T>): Checker<T | null> =>
  (value, at) =>
    value === null ? null : check(value, at);

const arr =
  <T>(check: Checker<T>, min = 0): Checker<T[]> =>
  (value, at) =>
    Array.isArray(value) && value.length >= min
      ? value.map((item, i) => check(item, `${at}[${i}]`))
      : fail(at, 'an array');

/** An object field that may be absent (it is then absent from the result, as in zod). */
type Optional<T> = Checker<T | undefined> & { optional: true };
const optional = <T>(check: Checker<T>): Optional<T> =>
  Object.assign<Checker<T | undefined>, { optional: true }>(
    (value, at) => (value === undefined ? undefined : check(value, at)),
    { optional: true },
  );

type Shape = Record<string, Checker<unknown>>;
type OptionalKeys<S> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectOut<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Out<S[K]> } & {
    [K in OptionalKeys<S>]?: Out<S[K]>;
  }
>;

const obj =
  <S extends Shape>(shape: S): Checker<ObjectOut<S>> =>
  (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(at, 'an object');
    }
    const out: Record<string, unknown> = {};
    for (const key in shape) {
      const field = (shape[key] as Checker<unknown>)(
        (value as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (field !== undefined) out[key] = field;
    }
    return out as ObjectOut<S>;
  };

const checked = <T>(check: Checker<T>): Check<T> => ({ parse: (input) => check(input, '') });

// ---------------------------------------------------------------- shared pieces

const slug = str(1, 64, /^[a-z0-9][a-z0-9-]*$/);
const count = num(0, MAX_PROGRESS_COUNT, true);
const hintLevel = num(1, MAX_HINT_LEVELS, true);
const epochMs = num(0, Number.MAX_SAFE_INTEGER, true);
const positive = num(0, Number.MAX_VALUE, false, true);
/** An ISO 8601 date-time in UTC, as `z.iso.datetime()` accepts it. */
const isoDateTime = str(
  20,
  64,
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/,
);
const practiceCategory = oneOf(practiceCategories);
const practiceDifficulty = oneOf(practiceDifficulties);
const skillCategory = oneOf(skillCategories);
const masteryLevel = oneOf(masteryLevels);
const skillProblemId = str(1, 100);
const mathML = str(0, Number.POSITIVE_INFINITY, /^<math[\s>]/);
const mathStep = obj({ note: str(), text: str(), mathml: mathML });

// ---------------------------------------------------------------- practice

const practiceProblem = obj({
  id: str(1),
  category: practiceCategory,
  question: str(),
  answer: str(),
  difficulty: practiceDifficulty,
  hint: str(),
  steps: arr(str()),
  questionMathml: mathML,
  hintMathml: mathML,
  answerMathml: mathML,
  explanation: arr(mathStep),
});
const progress = obj({ problemsCompleted: count, streak: count });
const gradeResponse = obj({
  correct: bool,
  category: practiceCategory,
  correctAnswer: str(),
  steps: arr(str()),
  correctAnswerMathml: mathML,
  explanation: arr(mathStep),
  progress,
});

// ---------------------------------------------------------------- marketplace & catalog

const product = obj({
  id: slug,
  title: str(),
  description: str(),
  difficulty: oneOf(productDifficulties),
  features: arr(str()),
  price: positive,
  bundle: bool,
});
const catalogItem = obj({
  id: slug,
  name: str(),
  kind: oneOf(['pack', 'subscription']),
  price: positive,
});

// ---------------------------------------------------------------- skills, mastery and review

const skillProgress = obj({
  attempts: count,
  correct: count,
  level: masteryLevel,
  score: num(0, 100, true),
  difficulty: practiceDifficulty,
  reviewDueAt: nullable(epochMs),
  reviewIntervalDays: nullable(num(1, 180, true)),
});
const skillSummary = obj({
  id: slug,
  category: skillCategory,
  name: str(),
  description: str(),
  premium: bool,
  packs: arr(slug),
  owned: bool,
  difficulties: arr(practiceDifficulty, 1),
  hintLevels: hintLevel,
  progress: skillProgress,
});
const skillProblem = obj({
  id: skillProblemId,
  skill: slug,
  skillName: str(),
  category: skillCategory,
  difficulty: practiceDifficulty,
  question: str(),
  questionMathml: mathML,
  hintLevels: hintLevel,
  review: bool,
});
const skillHint = obj({
  level: hintLevel,
  text: str(),
  mathml: mathML,
  hintsUsed: hintLevel,
  hintLevels: hintLevel,
});
const skillGradeResponse = obj({
  correct: bool,
  credit: num(0, 1),
  hintsUsed: num(0, MAX_HINT_LEVELS, true),
  review: bool,
  skill: slug,
  correctAnswer: str(),
  correctAnswerMathml: mathML,
  steps: arr(str()),
  explanation: arr(mathStep),
  previousLevel: masteryLevel,
  progress: skillProgress,
});
const reviewSession = obj({
  due: count,
  problems: arr(skillProblem),
  nextDueAt: nullable(epochMs),
});

// ---------------------------------------------------------------- payments and purchases

const paymentIntentResponse = obj({ clientSecret: str(1), amount: positive, productName: str() });
const paymentsConfig = obj({ publishableKey: nullable(str(1)) });
const purchases = obj({
  products: arr(obj({ productId: slug, title: str(), purchasedAt: isoDateTime })),
  plan: nullable(
    obj({
      name: oneOf(planNames),
      expiresAt: isoDateTime,
      packId: optional(slug),
      trial: bool,
    }),
  ),
  ownedPackIds: arr(slug),
  restoreCode: nullable(str(0, Number.POSITIVE_INFINITY, RESTORE_CODE_PATTERN)),
  freeProblems: nullable(obj({ limit: count, left: count, resetsAt: isoDateTime })),
});
const purchaseConfirmResponse = obj({
  status: oneOf(purchaseStatuses),
  productId: slug,
  purchases,
});

// ---------------------------------------------------------------- the checks, by contract name

export const PracticeProblem = checked(practiceProblem);
export const Progress = checked(progress);
export const GradeResponse = checked(gradeResponse);
export const ProductList = checked(arr(product));
export const CatalogItem = checked(catalogItem);
export const SkillList = checked(obj({ skills: arr(skillSummary), reviewDue: count }));
export const SkillProblem = checked(skillProblem);
export const SkillHint = checked(skillHint);
export const SkillGradeResponse = checked(skillGradeResponse);
export const ReviewSession = checked(reviewSession);
export const PaymentIntentResponse = checked(paymentIntentResponse);
export const PaymentsConfig = checked(paymentsConfig);
export const Purchases = checked(purchases);
export const PurchaseConfirmResponse = checked(purchaseConfirmResponse);

// ---------------------------------------------------------------- same types as the main entry

/** True only when A and B are the same type (not merely assignable either way). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** Fails to compile unless the check's output type is exactly the main entry's type. */
type Expect<T extends true> = T;
type Parsed<C> = C extends Check<infer T> ? T : never;

/** Compile-time proof (no code): each check parses to the main entry's type of its name. */
export type SameTypesAsMainEntry = [
  Expect<Same<Parsed<typeof PracticeProblem>, full.PracticeProblem>>,
  Expect<Same<Parsed<typeof Progress>, full.Progress>>,
  Expect<Same<Parsed<typeof GradeResponse>, full.GradeResponse>>,
  Expect<Same<Parsed<typeof ProductList>, full.Product[]>>,
  Expect<Same<Parsed<typeof CatalogItem>, full.CatalogItem>>,
  Expect<Same<Parsed<typeof SkillList>, full.SkillList>>,
  Expect<Same<Parsed<typeof SkillProblem>, full.SkillProblem>>,
  Expect<Same<Parsed<typeof SkillHint>, full.SkillHint>>,
  Expect<Same<Parsed<typeof SkillGradeResponse>, full.SkillGradeResponse>>,
  Expect<Same<Parsed<typeof ReviewSession>, full.ReviewSession>>,
  Expect<Same<Parsed<typeof PaymentIntentResponse>, full.PaymentIntentResponse>>,
  Expect<Same<Parsed<typeof PaymentsConfig>, full.PaymentsConfig>>,
  Expect<Same<Parsed<typeof Purchases>, full.Purchases>>,
  Expect<Same<Parsed<typeof PurchaseConfirmResponse>, full.PurchaseConfirmResponse>>,
];
