import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[6],
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const cardTone = styleVariants({
  default: {},
  highlighted: {
    borderColor: vars.color.primary,
    borderWidth: 2,
    boxShadow: vars.shadow.medium,
  },
  muted: { background: vars.color.surface, boxShadow: 'none' },
});

export const cardTitle = style({ fontSize: '1.25rem', fontWeight: 700 });
export const cardDescription = style({ color: vars.color.textMuted });
