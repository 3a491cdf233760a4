import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../../styles/theme.css';

export const grid = style({ listStyle: 'none', padding: 0, margin: 0, alignItems: 'stretch' });

export const tierHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: space[1],
  margin: 0,
});

export const amount = style({ fontSize: fontSize.h1, fontWeight: 800, lineHeight: 1 });

export const period = style({ color: vars.color.textMuted });

export const trial = style({
  color: vars.color.success,
  fontWeight: 600,
  fontSize: fontSize.small,
});
