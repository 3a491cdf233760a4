/**
 * What the class pages show for the server's codes besides their words (which are in the
 * catalogues, `state.<state>` and `verdict.<verdict>`): the sign that goes with each state and
 * verdict, so colour never says it alone, and the named mistakes.
 */
import type { ClassCellState, LineVerdict } from '@mathtools/contracts';
import type { MistakeId } from '@mathtools/math-core';
import type { Language } from '../../i18n/languages';

export const stateSigns: Record<ClassCellState, string> = {
  'not-started': '·',
  working: '…',
  right: '✓',
  wrong: '✗',
};

export const verdictSigns: Record<LineVerdict, string> = {
  right: '✓',
  wrong: '✗',
  unreadable: '?',
};

/** The mistakes math-core's checker names, as a teacher reads them in the table. */
const mistakeNames: Record<MistakeId, string> = {
  'sign-of-moved-term': 'Sign of a moved term',
  'one-side-only': 'Changed one side only',
  'inequality-not-reversed': 'Inequality not reversed',
  'negative-root-forgotten': 'Negative root forgotten',
  'bracket-first-term-only': 'Bracket: first term only',
  'square-of-sum': 'Square of a sum',
  'root-of-sum': 'Root of a sum',
  'log-of-sum': 'Log of a sum',
  'cancelled-terms': 'Cancelled terms',
  'extraneous-root-kept': 'Extraneous root kept',
  'root-lost': 'Root lost',
  'missing-constant': 'Missing constant',
  'not-every-term': 'Not every term',
  'solution-rejected': 'Solution rejected',
  'inverse-operation': 'Inverse operation',
  'minus-before-bracket': 'Minus before a bracket',
  'product-rule': 'Product rule',
  'quotient-rule': 'Quotient rule',
  'chain-rule': 'Chain rule',
  'power-rule': 'Power rule',
  'differentiated-not-integrated': 'Differentiated, not integrated',
};

/** A mistake's name in words: the checker's own, else its slug read as words. */
export function mistakeName(slug: string): string {
  const known = Object.hasOwn(mistakeNames, slug) ? mistakeNames[slug as MistakeId] : undefined;
  if (known) return known;
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A date and time as the page's language writes them, in the browser's time zone. */
export const formatTime = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
