import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: '0.625rem',
  borderRadius: radius.full,
  background: vars.color.border,
  // Keeps the rounded clip in Safari while the indicator slides.
  transform: 'translateZ(0)',
});

export const indicator = style({
  width: '100%',
  height: '100%',
  borderRadius: radius.full,
  background: vars.color.primary,
  transition: 'transform 300ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
