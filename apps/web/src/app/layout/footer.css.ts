import { style } from '@vanilla-extract/css';
import { breakpoints, radius, space, vars } from '../../styles/theme.css';

export const footer = style({
  marginTop: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: `${space[12]} ${space[6]}`,
});

export const top = style({
  display: 'grid',
  gap: space[10],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: '1.3fr 2fr' } },
});

export const about = style({ display: 'flex', flexDirection: 'column', gap: space[4] });
export const tagline = style({ color: vars.color.textMuted, maxWidth: '26rem' });

export const groups = style({
  display: 'grid',
  gap: space[8],
  // Columns may be narrower than their longest word ("Nutzungsbedingungen" on a phone): the word
  // breaks (hyphenated where the browser knows the language) instead of widening the page.
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const groupTitle = style({ fontSize: '1rem', fontWeight: 700, marginBottom: space[3] });

export const linkList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  display: 'inline-block',
  maxWidth: '100%',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  paddingBlock: '0.125rem',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const support = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  color: vars.color.textMuted,
});

export const social = style({
  display: 'flex',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text, borderColor: vars.color.borderStrong } },
});

export const newsletter = style({ maxWidth: '28rem' });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space[4],
  marginTop: space[10],
  paddingTop: space[6],
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
