import { style } from '@vanilla-extract/css';
import { font, fontSize, radius, space, vars } from '../../styles/theme.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space[4],
  paddingBlock: space[16],
  textAlign: 'center',
});
export const code = style({
  fontSize: '4rem',
  fontWeight: 800,
  color: vars.color.link,
  lineHeight: 1,
});
export const title = style({ fontSize: fontSize.h1, fontWeight: 800 });
export const text = style({ color: vars.color.textMuted, maxWidth: '34rem' });
export const hint = style({
  fontFamily: font.mono,
  fontSize: '0.9375rem',
  padding: `${space[2]} ${space[4]}`,
  borderRadius: radius.small,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space[3],
});
