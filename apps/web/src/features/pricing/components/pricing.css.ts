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

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: 0,
  margin: `${space[2]} 0`,
  listStyle: 'none',
  flexGrow: 1,
});

export const feature = style({ display: 'flex', gap: space[2], alignItems: 'flex-start' });

export const excluded = style({ color: vars.color.textMuted });

export const included = style({ flexShrink: 0, marginTop: '0.2em', color: vars.color.success });

export const notIncluded = style({
  flexShrink: 0,
  marginTop: '0.2em',
  color: vars.color.textMuted,
});
