import { style } from '@vanilla-extract/css';
import { breakpoints, fontSize, space, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[5] });

export const field = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const row = style({
  display: 'grid',
  gap: space[5],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const error = style({
  color: vars.color.warningText,
  fontSize: fontSize.small,
  fontWeight: 600,
});

export const counter = style({ color: vars.color.textMuted, fontSize: fontSize.small });

export const aside = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

export const infoList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  margin: 0,
});

export const infoTerm = style({ fontWeight: 700 });

export const infoValue = style({ margin: 0, color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const link = style({ fontWeight: 600 });
