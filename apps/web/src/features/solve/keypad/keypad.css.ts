import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../styles/theme.css';

/**
 * Docked along the bottom of the window like a phone's keyboard, above the page (under dialogs
 * and toasts), clear of a phone's home indicator.
 */
export const dock = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 30,
  padding: `${space[1]} ${space[1]} calc(${space[1]} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 0.12)',
});

/** Eight keys a row, six rows; never narrower than 44 px a key (390 px phones fit it). */
export const keypad = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, minmax(2.75rem, 1fr))',
  gap: space[1],
  maxWidth: '40rem',
  marginInline: 'auto',
});

export const key = style({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '1.0625rem',
  fontWeight: 600,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  // No double-tap zoom: quick taps are two keys.
  touchAction: 'manipulation',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'border-color 120ms, background-color 120ms',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:active': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});

/** A key named in letters (Clear, Enter, logₐ) in a size that fits a 44 px key. */
export const word = style({ fontSize: '0.875rem' });
/** A longer word (Löschen, Effacer): smaller still, so it fits a key on a phone. */
export const longWord = style({ fontSize: '0.75rem' });

/** Enter: two columns, in the primary colour. */
export const wide = style({
  gridColumn: 'span 2',
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.primaryText,
  selectors: { '&:hover': { borderColor: vars.color.text } },
});
