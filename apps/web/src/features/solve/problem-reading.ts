/**
 * The /solve preview of a problem read by the solver (`readProblem`, by the page's solver in
 * ./solver, which loads the kinds the problem needs): the maths as it will be read, command words
 * taken off and named, a decimal comma's reading stated, and a word the solver does not know
 * refused as the solver refuses it.
 */
import type { ProblemReading, Result } from '@mathtools/math-core';
import type { Reading } from '../../lib/answer-reading';
import { emptySlotMessage } from './empty-slot';

const ASKS = {
  derivative: 'the derivative of',
  integral: 'the integral of',
  factor: 'factor',
  percentage: 'a percentage question',
} as const;

/** What the preview shows of `text`, read as `read`. */
export function readingOf(text: string, read: Result<ProblemReading>): Reading {
  if (!read.ok) return { ok: false, message: emptySlotMessage(text) ?? read.error.message };
  const { asks, mathml, readAs } = read.value;
  return {
    ok: true,
    ...(mathml ? { mathml } : {}),
    ...(asks ? { asks: ASKS[asks] } : {}),
    ...(readAs.length > 0 ? { readAs: readAs.join(', ') } : {}),
  };
}
