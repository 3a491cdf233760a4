import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../../styles/theme.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[4],
  borderRadius: radius.medium,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const figcaption = style({ fontWeight: 700 });
export const legend = style({
  display: 'flex',
  gap: space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.small,
});
globalStyle(`${legend} li`, { display: 'inline-flex', alignItems: 'center', gap: space[2] });
const swatch = { display: 'inline-block', width: '0.875rem', height: '0.875rem', borderRadius: 3 };
export const swatchPrincipal = style({ ...swatch, background: vars.color.primary });
export const swatchInterest = style({ ...swatch, background: vars.color.success });
export const chart = style({ width: '100%', height: '10rem' });
export const principal = style({ fill: vars.color.primary });
export const interest = style({ fill: vars.color.success });
export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: fontSize.small,
});
export const srNote = style({ color: vars.color.textMuted, fontSize: fontSize.small });

export const tableWrap = style({
  overflowX: 'auto',
  maxHeight: '28rem',
  overflowY: 'auto',
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${space[2]} ${space[3]}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child`, { textAlign: 'left' });
globalStyle(`${table} thead th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.surface,
});
export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: space[3],
  fontWeight: 700,
});
export const yearRow = style({ fontWeight: 700 });
export const monthRow = style({ color: vars.color.textMuted });
globalStyle(`${monthRow} th`, { fontWeight: 400, paddingLeft: space[8] });
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '2.25rem',
  padding: `0 ${space[2]}`,
  border: 0,
  borderRadius: radius.small,
  background: 'transparent',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});
export const chevron = style({ width: '1em' });
