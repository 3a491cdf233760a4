import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, contentWidth, fontSize, space, vars } from '../../styles/theme.css';

export const container = style({
  width: '100%',
  maxWidth: contentWidth,
  marginInline: 'auto',
  paddingInline: space[4],
  '@media': { [breakpoints.tablet]: { paddingInline: space[6] } },
});

export const section = style({
  paddingBlock: space[12],
  '@media': { [breakpoints.tablet]: { paddingBlock: space[16] } },
});

export const tone = styleVariants({
  plain: {},
  muted: { background: vars.color.surface, borderBlock: `1px solid ${vars.color.border}` },
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  maxWidth: '44rem',
  marginBottom: space[8],
});
export const centered = style({ marginInline: 'auto', textAlign: 'center', alignItems: 'center' });

export const sectionTitle = style({ fontSize: fontSize.h2, fontWeight: 800 });

export const eyebrow = style({
  color: vars.color.link,
  fontWeight: 700,
  fontSize: '0.875rem',
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const lead = style({ fontSize: fontSize.large, color: vars.color.textMuted });

export const pageHeader = style({
  paddingBlock: `${space[12]} ${space[8]}`,
  background: `linear-gradient(180deg, ${vars.color.heroFrom}, ${vars.color.heroTo})`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const pageHeaderInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  maxWidth: '48rem',
});
export const pageTitle = style({
  fontSize: fontSize.h1,
  fontWeight: 800,
  letterSpacing: '-0.02em',
});

export const grid = style({
  display: 'grid',
  gap: space[6],
  gridTemplateColumns: '1fr',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const columns = styleVariants({
  2: { '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
  3: { '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
  4: {
    '@media': {
      [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
      [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
    },
  },
});

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  maxWidth: '46rem',
});
