import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const header = style({ margin: 0, fontSize: '1.0625rem' });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[4],
  padding: `${space[4]} ${space[5]}`,
  border: 0,
  background: 'transparent',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.link } },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  padding: `0 ${space[5]} ${space[5]}`,
  color: vars.color.textMuted,
  // Content is force-mounted (answers stay in the HTML for crawlers); hide it when closed.
  selectors: { '&[data-state="closed"]': { display: 'none' } },
});
