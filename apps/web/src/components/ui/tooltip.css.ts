import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const content = style({
  maxWidth: '18rem',
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.small,
  background: vars.color.text,
  color: vars.color.background,
  fontSize: '0.875rem',
  lineHeight: 1.4,
  boxShadow: vars.shadow.medium,
  zIndex: 50,
});
export const arrow = style({ fill: vars.color.text });
