import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const prompt = style({
  position: 'fixed',
  insetInline: space[4],
  bottom: space[4],
  zIndex: 50,
  marginInline: 'auto',
  maxWidth: '32rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
});

export const text = style({ margin: 0 });
