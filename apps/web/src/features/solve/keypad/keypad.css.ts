import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../../styles/theme.css';

/** Six keys a row on a phone (three rows), nine on a wider screen (two rows). */
export const keypad = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: space[2],
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'repeat(9, minmax(0, 1fr))' },
  },
});

export const key = style({
  minHeight: '2.75rem',
  padding: `${space[1]} ${space[1]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
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

/** Named for screen readers; the keys say what they are on screen. */
export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
