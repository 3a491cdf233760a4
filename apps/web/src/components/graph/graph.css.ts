import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../styles/theme.css';

/**
 * The curves' colours. The first is the site's primary colour; the second and third are chosen
 * per theme so that each line stands at 3:1 or more against the plot's background (lines are
 * graphics, which need that much contrast to be seen).
 */
const curveA = createVar();
const curveB = createVar();
const curveC = createVar();

const darkCurves = { [curveB]: '#fbbf24', [curveC]: '#5eead4' };

export const figure = style({
  vars: { [curveA]: vars.color.primary, [curveB]: '#b45309', [curveC]: '#0f766e' },
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  selectors: { 'html[data-theme="dark"] &': { vars: darkCurves } },
  '@media': {
    // Without the page's script (no data-theme), the system's dark preference applies.
    '(prefers-color-scheme: dark)': {
      selectors: { 'html:not([data-theme]) &': { vars: darkCurves } },
    },
  },
});

export const title = style({ margin: 0, fontSize: fontSize.h3, fontWeight: 700 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const description = style({ margin: 0, color: vars.color.textMuted });

/**
 * The plot's box, as wide as its container and never wider; it takes the keyboard focus. Before
 * it is focused, a vertical swipe over it scrolls the page; once focused (tapped), every touch
 * drags or pinches the graph.
 */
export const frame = style({
  width: '100%',
  minWidth: 0,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  overflow: 'hidden',
  touchAction: 'pan-y',
  selectors: {
    '&:focus': { touchAction: 'none', outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  cursor: 'grab',
  userSelect: 'none',
});

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1.25 });

export const tickLabel = style({
  fill: vars.color.textMuted,
  fontSize: 12,
  fontFamily: 'inherit',
  // A halo in the background colour keeps a label readable where a curve passes under it.
  stroke: vars.color.background,
  strokeWidth: 3,
  paintOrder: 'stroke',
});

const line = {
  fill: 'none',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
} as const;

export const curve = styleVariants({
  0: { ...line, stroke: curveA },
  1: { ...line, stroke: curveB },
  2: { ...line, stroke: curveC },
} as const);

export const swatch = styleVariants({
  0: { background: curveA },
  1: { background: curveB },
  2: { background: curveC },
});

/**
 * The region a definite integral measures, between its curve and the x-axis: the first curve's
 * colour, faint enough that the curve and the axes stay legible over it.
 */
export const region = style({ fill: curveA, fillOpacity: 0.22, stroke: 'none' });

export const asymptote = style({
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
  strokeDasharray: '6 5',
});

export const point = style({
  fill: vars.color.text,
  stroke: vars.color.background,
  strokeWidth: 2,
});

/** A hole: the curve's missing point, drawn hollow. */
export const hole = style({ fill: vars.color.background, stroke: vars.color.text, strokeWidth: 2 });

export const trace = style({ fill: 'none', stroke: vars.color.focus, strokeWidth: 2.5 });

export const traceLabel = style([tickLabel, { fill: vars.color.text, fontWeight: 600 }]);

/** A marked point's label on the plot (a root, the vertex): as legible as the trace's. */
export const pointLabel = style([tickLabel, { fill: vars.color.text, fontSize: 12.5 }]);

/** The solution set on a number line. */
export const set = style({ stroke: curveA, strokeWidth: 6, strokeLinecap: 'butt' });

export const setArrow = style({ fill: curveA });

export const closedEnd = style({ fill: curveA, stroke: curveA, strokeWidth: 2 });

export const openEnd = style({ fill: vars.color.background, stroke: curveA, strokeWidth: 2.5 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space[1]} ${space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.small,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: space[2] });

export const legendSwatch = style({
  display: 'inline-block',
  width: '1.5rem',
  height: 4,
  borderRadius: 2,
  flexShrink: 0,
});

/** The trace's reading: a live region, kept one line high so the page does not jump. */
export const reading = style({ margin: 0, minHeight: '1.5em', fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small });

export const tables = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[4],
  alignItems: 'flex-start',
});

export const table = style({
  borderCollapse: 'collapse',
  fontSize: fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '100%',
});

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBottom: space[1] });

export const cell = style({
  padding: `${space[1]} ${space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
