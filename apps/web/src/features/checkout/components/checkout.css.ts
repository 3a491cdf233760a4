import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../../styles/theme.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[5] });

export const stateArea = style({ minHeight: '26rem' });

export const placeholder = style({ minHeight: '26rem', display: 'grid', placeItems: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
});

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space[4],
  margin: 0,
});

export const summaryTerm = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, fontWeight: 600, textAlign: 'right' });

export const total = style({
  paddingTop: space[3],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: fontSize.large,
  fontWeight: 800,
});

export const element = style({ minHeight: '12rem' });

export const note = style({ color: vars.color.textMuted, fontSize: fontSize.small });
