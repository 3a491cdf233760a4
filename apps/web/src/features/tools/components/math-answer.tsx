import { formatTrimmed } from '@mathtools/math-core';
import { MathView } from '../../../components/math/math-view';
import type { Language } from '../../../i18n/languages';
import { localDecimal } from '../lib/local-numbers';
import { typeset } from '../lib/typeset';

/** An answer math-core wrote as text, typeset (or as text when its parser cannot read it). */
export function MathAnswer({ text, display }: { text: string; display?: 'inline' | 'block' }) {
  const mathml = typeset(text);
  return mathml ? <MathView mathml={mathml} display={display} /> : <span>{text}</span>;
}

/** A number as a reader writes it: the minus sign (−), not a hyphen. */
export const signed = (value: number | string): string => String(value).replace('-', '−');

/**
 * A result's decimal to at most `digits` places (math-core's formatTrimmed), marked ≈ unless the
 * digits shown are the value itself, written as the page's language writes numbers.
 */
export function decimalText(value: number, digits: number, language: Language = 'en'): string {
  const shown = formatTrimmed(value, digits);
  return `${Number(shown) === value ? '' : '≈ '}${signed(localDecimal(language, shown))}`;
}
