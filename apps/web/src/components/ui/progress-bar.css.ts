import { style } from '@vanilla-extract/css';
import { radius, vars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: '0.625rem',
  borderRadius: radius.full,
  background: vars.color.border,
});

export const indicator = style({
  // Its width is the value: a bar at 0 draws nothing (an indicator slid out of view by a
  // transform left a sliver at the edge wherever the bar sat on a fractional pixel).
  height: '100%',
  borderRadius: radius.full,
  background: vars.color.primary,
  transition: 'width 300ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
