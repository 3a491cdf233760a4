import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, font, fontSize, radius, space, vars } from '../../../styles/theme.css';

export const card = style({ scrollMarginTop: '5.5rem', minWidth: 0 });

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space[2],
});

export const pageLink = style({ fontWeight: 600, fontSize: fontSize.small });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const fields = style({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  alignItems: 'start',
});

export const compactFields = style([
  fields,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6.5rem), 1fr))' },
]);

/** Fields holding selects of long names ("Kilometers (km)"): one a row on a phone, never cut. */
export const wideFields = style([
  fields,
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))' },
]);

export const fieldset = style({
  margin: 0,
  padding: space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  minWidth: 0,
});
export const legend = style({ fontWeight: 700, paddingInline: space[1] });

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: space[4] });
export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '2.75rem',
  cursor: 'pointer',
});
globalStyle(`${radio} input`, {
  width: '1.125rem',
  height: '1.125rem',
  accentColor: vars.color.primary,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
  minWidth: 0,
});

export const answer = style({
  fontSize: fontSize.h3,
  fontWeight: 800,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small });

export const formula = style({
  fontFamily: font.mono,
  fontSize: fontSize.small,
  overflowWrap: 'anywhere',
});

export const working = style({ display: 'flex', flexDirection: 'column', gap: space[2] });
export const workingTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: fontSize.small,
  fontWeight: 700,
});

/**
 * Figures side by side, each box at least as wide as its figure: a box with a long figure
 * ($2,918,688.44) grows or takes a row of its own instead of breaking the number across lines,
 * which reads as two numbers. Only a figure wider than the whole list wraps.
 */
export const stats = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  margin: 0,
});
export const stat = style({
  flex: '1 1 8rem',
  // Caps the box's content-based minimum width (the figure's) at the list's width.
  maxWidth: '100%',
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: space[1],
  padding: space[3],
  borderRadius: radius.small,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: fontSize.small });
export const statValue = style({
  margin: 0,
  fontWeight: 800,
  fontSize: fontSize.large,
  // Not 'anywhere', which lets the box shrink below its figure (see stats).
  overflowWrap: 'break-word',
});

export const negative = style({ color: vars.color.text, fontWeight: 700 });

export const swapRow = style({
  display: 'grid',
  gap: space[3],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr auto 1fr' } },
});

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const row = style({
  display: 'grid',
  gap: space[3],
  gridTemplateColumns: '1fr 1fr auto',
  alignItems: 'end',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  minWidth: 0,
});

/** Why the input was refused: text on a soft danger band, readable in both themes. */
export const error = style({
  margin: 0,
  padding: `${space[2]} ${space[3]}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: radius.small,
  background: vars.color.dangerSoft,
  color: vars.color.text,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

/** Several answers (a quadratic's roots), one a line. */
export const answerList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
