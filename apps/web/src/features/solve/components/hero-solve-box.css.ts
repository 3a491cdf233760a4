import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../../styles/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  width: '100%',
  maxWidth: '34rem',
  textAlign: 'start',
});

export const label = style({ fontSize: '1rem' });

export const row = style({ display: 'flex', gap: space[2] });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '3.25rem',
  fontSize: fontSize.large,
});

export const error = style({
  margin: 0,
  color: vars.color.warningText,
  fontSize: fontSize.small,
  fontWeight: 600,
});

/** The example stays on one line: a problem broken after a minus reads as two. */
export const example = style({ whiteSpace: 'nowrap' });
