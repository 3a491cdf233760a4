import { style } from '@vanilla-extract/css';
import { space, vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  flexGrow: 1,
});

export const item = style({ display: 'flex', gap: space[2], alignItems: 'flex-start' });

export const excluded = style({ color: vars.color.textMuted });

const icon = { flexShrink: 0, marginTop: '0.2em' } as const;

export const check = style({ ...icon, color: vars.color.success });

export const cross = style({ ...icon, color: vars.color.textMuted });
