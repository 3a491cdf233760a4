import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const select = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});
