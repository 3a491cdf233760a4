import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '../../styles/theme.css';

export const sidebarLayout = style({
  display: 'grid',
  gap: space[8],
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
