/**
 * What the browser parses API answers with (`@mathtools/contracts/checks`): the main entry's zod
 * schemas themselves, each behind a `parse` that throws `WireFormatError` for an answer of the
 * wrong shape, so a page tells a broken answer apart from a failed call. One definition of each
 * shape: the schemas are the ones the API validates and serialises with.
 */
import * as z from 'zod/mini';
import * as schemas from './index.js';

export * from './paths.js';

/** A response that does not have the shape the contract gives it. */
export class WireFormatError extends Error {
  override name = 'WireFormatError';
}

/** A schema's parse, as one call: the answer's data, or a thrown `WireFormatError`. */
export type Check<T> = { parse: (input: unknown) => T };

function checked<S extends z.core.$ZodType>(schema: S): Check<z.output<S>> {
  return {
    parse(input) {
      const result = z.safeParse(schema, input);
      if (result.success) return result.data;
      const issue = result.error.issues[0];
      const at = issue?.path.length ? issue.path.join('.') : 'response';
      throw new WireFormatError(`${at}: ${issue?.message ?? 'unexpected shape'}`);
    },
  };
}

export const PracticeProblem = checked(schemas.PracticeProblem);
export const Progress = checked(schemas.Progress);
export const GradeResponse = checked(schemas.GradeResponse);
export const ProductList = checked(schemas.ProductList);
export const CatalogItem = checked(schemas.CatalogItem);
export const SkillList = checked(schemas.SkillList);
export const SkillProblem = checked(schemas.SkillProblem);
export const SkillHint = checked(schemas.SkillHint);
export const SkillGradeResponse = checked(schemas.SkillGradeResponse);
export const ReviewSession = checked(schemas.ReviewSession);
export const PaymentIntentResponse = checked(schemas.PaymentIntentResponse);
export const PaymentsConfig = checked(schemas.PaymentsConfig);
export const Purchases = checked(schemas.Purchases);
export const PurchaseConfirmResponse = checked(schemas.PurchaseConfirmResponse);
