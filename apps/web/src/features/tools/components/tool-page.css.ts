import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../../styles/theme.css';

export const widget = style({ paddingBlock: space[8], maxWidth: '52rem' });

export const prose = style({});
globalStyle(`${prose} h3`, { fontSize: fontSize.h3, marginTop: space[4] });
globalStyle(`${prose} ul, ${prose} ol`, { margin: 0, paddingLeft: space[6] });
globalStyle(`${prose} li + li`, { marginTop: space[1] });
globalStyle(`${prose} table`, {
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: fontSize.small,
});
globalStyle(`${prose} th, ${prose} td`, {
  textAlign: 'left',
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const example = style({
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const exampleTitle = style({ fontSize: fontSize.body, fontWeight: 700 });
export const exampleSteps = style({ marginTop: space[3] });
export const exampleAnswer = style({ marginTop: space[3], fontWeight: 700 });

export const formula = style({
  padding: `${space[3]} ${space[4]}`,
  borderRadius: radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const cardLink = style({ marginTop: 'auto', fontWeight: 700 });
export const more = style({ marginTop: space[8] });
export const moreTitle = style({ fontSize: fontSize.h3 });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[2]} ${space[6]}`,
  margin: `${space[3]} 0 0`,
  padding: 0,
  listStyle: 'none',
});
