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

export const trialForm = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const trialActions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

/** The visitor's active plan on its card. */
export const activePlan = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space[2],
  margin: 0,
  padding: space[3],
  borderRadius: '0.625rem',
  background: vars.color.successSoft,
  color: vars.color.text,
  fontWeight: 600,
});

export const activePlanText = style({ margin: 0 });

export const actionsStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  marginTop: 'auto',
});
