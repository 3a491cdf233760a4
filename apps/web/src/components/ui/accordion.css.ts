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

export const header = style({ margin: 0, fontSize: '1.0625rem', fontWeight: 600 });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[4],
  padding: `${space[4]} ${space[5]}`,
  cursor: 'pointer',
  // No disclosure triangle of the browser's: the chevron shows the state.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.link },
    // Inside the item's edge: the item clips what is drawn outside it (its rounded corners).
    '&:focus-visible': { outlineOffset: '-3px', borderRadius: radius.medium },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: 'transform 150ms',
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  padding: `0 ${space[5]} ${space[5]}`,
  color: vars.color.textMuted,
});
