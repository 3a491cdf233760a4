import type { MathError } from '@mathtools/math-core';
import { groupDigits } from '../../../lib/group-digits';
import { Refusal } from './url-state';

/** How a form names one of math-core's argument names: its label, and the control's `name`. */
export type FieldName = { label: string; control?: string };

/**
 * math-core's refusal in the form's words: the argument name it starts with becomes the field's
 * label ("a must be a fraction such as 3/4" → "First number must be a fraction such as 3/4."),
 * long numbers are grouped (1,000,000,000,000), and it reads as a sentence. The refusal points at
 * the control that `name` gives (else the argument name itself).
 */
export function explain(error: MathError, name: (field: string) => FieldName | undefined): Refusal {
  const { field } = error;
  const named = field === undefined ? undefined : name(field);
  let message = error.message;
  if (field !== undefined && named && message.startsWith(field))
    message = named.label + message.slice(field.length);
  // Whole numbers only: the digits after a decimal point are left as they are (0.000000001).
  message = message.replace(/(?<![.\d])\d{5,}(?!\d)/g, groupDigits);
  message = message.charAt(0).toUpperCase() + message.slice(1);
  if (!/[.!?]$/.test(message)) message += '.';
  return new Refusal(message, named?.control ?? field);
}

/**
 * The first of `fields` (control name → what the message calls it) left empty, as the refusal
 * asking for it ("Enter the loan amount."), else undefined. A page in another language says it
 * in its words: `say` writes the request for a control.
 */
export function firstBlank(
  inputs: Readonly<Record<string, string>>,
  fields: Readonly<Record<string, string>>,
  say: (control: string) => string = (control) => `Enter ${fields[control]}.`,
): Refusal | undefined {
  const blank = Object.keys(fields).find((key) => (inputs[key] ?? '').trim() === '');
  return blank === undefined ? undefined : new Refusal(say(blank), blank);
}

/**
 * The name of a list's entry (`values[2]`) as its place and what was typed there
 * ("Value 3 (“abc”)"), the list's control being `control`; `values` itself is `whole`.
 */
export function listEntry(
  field: string,
  pieces: readonly string[],
  entry: string,
  whole: string,
  control: string,
): FieldName | undefined {
  if (field === 'values') return { label: whole, control };
  const index = /^values\[(\d+)\]$/.exec(field)?.[1];
  if (index === undefined) return undefined;
  const place = Number(index);
  const typed = pieces[place];
  return { label: `${entry} ${place + 1}${typed ? ` (“${typed}”)` : ''}`, control };
}
