import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '../../styles/theme.css';

export const updated = style({ color: vars.color.textMuted, fontWeight: 600 });
export const policy = style({ paddingBlock: space[12] });
globalStyle(`${policy} h2`, { fontSize: '1.375rem', marginTop: space[6] });
globalStyle(`${policy} ul`, {
  margin: 0,
  paddingLeft: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
});
