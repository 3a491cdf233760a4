/**
 * The words the class pages show for the server's codes: a cell's state, a line's verdict, a
 * named mistake, what students may see. A sign goes with each state, so colour never says it alone.
 */
import type { ClassCellState, ClassHelp, LineVerdict } from '@mathtools/contracts';
import type { MistakeId } from '@mathtools/math-core';

export const stateWords: Record<ClassCellState, { sign: string; words: string }> = {
  'not-started': { sign: '·', words: 'Not started' },
  working: { sign: '…', words: 'Working' },
  right: { sign: '✓', words: 'Right' },
  wrong: { sign: '✗', words: 'Wrong' },
};

export const verdictWords: Record<LineVerdict, { sign: string; words: string }> = {
  right: { sign: '✓', words: 'follows' },
  wrong: { sign: '✗', words: 'does not follow' },
  unreadable: { sign: '?', words: 'cannot be read' },
};

export const helpWords: Record<ClassHelp, { label: string; hint: string }> = {
  answer: { label: 'Answer only', hint: 'Students see whether they are right, and nothing more.' },
  hints: { label: 'Hints', hint: 'Students may ask for a hint on each problem.' },
  steps: { label: 'Full steps', hint: 'Students may ask for the worked solution.' },
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

/** A date and time as the teacher's browser writes them. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
