import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../styles/theme.css';

export const hero = style({
  paddingBlock: `${space[16]} ${space[12]}`,
  background: `linear-gradient(180deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const heroInner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[6],
  textAlign: 'center',
  maxWidth: '52rem',
  marginInline: 'auto',
});
export const heroTitle = style({
  fontSize: fontSize.h1,
  fontWeight: 800,
  letterSpacing: '-0.02em',
});
export const heroLead = style({
  fontSize: fontSize.large,
  color: vars.color.textMuted,
  maxWidth: '42rem',
});
export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space[3],
});
export const trust = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${space[2]} ${space[6]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  fontWeight: 600,
});
