import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[1],
  padding: space[1],
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  width: 'fit-content',
  maxWidth: '100%',
});

export const trigger = style({
  minHeight: '2.5rem',
  padding: `${space[2]} ${space[4]}`,
  border: 0,
  borderRadius: radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.shadow.small,
    },
  },
});

export const content = style({ paddingTop: space[6] });
