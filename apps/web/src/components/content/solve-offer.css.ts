import { style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../styles/theme.css';

export const offer = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[4],
  padding: `${space[4]} ${space[5]}`,
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const glyph = style({ flex: 'none', fontSize: fontSize.h3, fontWeight: 800 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: space[1], minWidth: 0 });

export const link = style({
  fontSize: fontSize.large,
  fontWeight: 700,
  color: 'inherit',
  overflowWrap: 'anywhere',
});

export const note = style({ margin: 0, fontSize: fontSize.small });
