import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, radius, space, vars } from '../../styles/theme.css';

export const steps = style({
  display: 'grid',
  gap: space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: '1fr',
});
export const steps3 = style({
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const steps4 = style({
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
});

export const step = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 800,
  fontSize: '1.125rem',
});

export const stats = style({
  display: 'grid',
  gap: space[4],
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: space[1],
  padding: space[6],
  borderRadius: radius.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});
export const statValue = style({
  margin: 0,
  fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
  fontWeight: 800,
  color: vars.color.link,
  lineHeight: 1.1,
});
export const statLabel = style({ color: vars.color.textMuted, fontWeight: 600 });

export const glyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontWeight: 800,
  fontSize: '1.25rem',
  fontFamily: 'ui-serif, Georgia, "Times New Roman", serif',
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[4],
  padding: `${space[12]} ${space[6]}`,
  borderRadius: radius.large,
  background: vars.color.primary,
  color: vars.color.primaryText,
  textAlign: 'center',
});
export const ctaTitle = style({ fontSize: fontSize.h2, fontWeight: 800 });
export const ctaText = style({ maxWidth: '40rem', fontSize: fontSize.large });
export const ctaActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space[3],
});
export const ctaButtonInverse = style({
  background: vars.color.primaryText,
  color: vars.color.primary,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
});
export const ctaButtonOutline = style({
  borderColor: vars.color.primaryText,
  color: vars.color.primaryText,
  background: 'transparent',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });
export const ctaSection = style({ paddingBlock: `${space[12]} ${space[16]}` });

export const cardValue = style({
  fontSize: '1.75rem',
  fontWeight: 800,
  color: vars.color.link,
  lineHeight: 1.2,
});
export const cardLink = style({ marginTop: 'auto', fontWeight: 700 });
