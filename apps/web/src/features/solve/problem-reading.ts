/**
 * The /solve preview's reader, in its own chunk (loaded when typing starts): the problem as the
 * solver will read it, command words taken off and named, a decimal comma's reading stated, and a
 * word the solver does not know refused as the solver refuses it.
 */
import { readProblem } from '@mathtools/math-core';
import type { Reading } from '../../lib/answer-reading';
import { emptySlotMessage } from './empty-slot';

const ASKS = {
  derivative: 'the derivative of',
  integral: 'the integral of',
  factor: 'factor',
  percentage: 'a percentage question',
} as const;

export function readTypedProblem(text: string): Reading {
  const read = readProblem(text);
  if (!read.ok) return { ok: false, message: emptySlotMessage(text) ?? read.error.message };
  const { asks, mathml, readAs } = read.value;
  return {
    ok: true,
    ...(mathml ? { mathml } : {}),
    ...(asks ? { asks: ASKS[asks] } : {}),
    ...(readAs.length > 0 ? { readAs: readAs.join(', ') } : {}),
  };
}
