import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, font, fontSize, radius, space, vars } from '../../../styles/theme.css';

/** Descriptions may hold a long URL: it wraps anywhere rather than widen the page. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  overflowWrap: 'anywhere',
});

/** The header's links (the OpenAPI document, the math-core reference), wrapping on a phone. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const list = style({ margin: 0, paddingLeft: space[6], display: 'grid', gap: space[2] });

/**
 * The endpoint index. Its columns may shrink below their content's widest word (`minmax(0, …)`,
 * not `1fr`, whose floor is that word): a long path such as
 * `GET /api/practice/skills/{skillId}/problem` then wraps inside its column (see the `code` rule
 * below) instead of widening the page past a phone's screen.
 */
export const index = style({
  display: 'grid',
  gap: space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const indexGroup = style({ display: 'grid', gap: space[2], minWidth: 0 });
export const indexTitle = style({ fontSize: fontSize.large, fontWeight: 700 });

/**
 * One endpoint. The reference holds every endpoint with its tables (thousands of elements), and
 * laying all of them out on load blocked a phone's main thread for several hundred milliseconds,
 * again on each part of the page as it streamed in. The browser lays out and paints an endpoint
 * only when it comes near the screen; until then it counts as the height it had last time, or
 * the estimate below. Its text stays in the page for find-in-page and assistive technology.
 */
export const operation = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 40rem',
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  paddingBlock: space[8],
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: space[16],
});

/**
 * A link to an endpoint (`#op-gradeAnswer`) lands on it only if what comes before it has its real
 * height: with estimates, the endpoints just above grow once they are drawn and push it off the
 * screen. So every endpoint before the one linked to is laid out (those of the sections before
 * its own, and those before it in its own); the rest still wait until they come near the screen.
 */
globalStyle(
  `${operation}:has(~ :target), section:has(~ section ${operation}:target) ${operation}`,
  {
    contentVisibility: 'visible',
  },
);

export const operationTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  fontSize: fontSize.h3,
});

export const path = style({
  fontFamily: font.mono,
  fontSize: fontSize.body,
  overflowWrap: 'anywhere',
});

export const subheading = style({ fontSize: fontSize.body, fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted });

export const codeBlock = style({
  margin: 0,
  padding: space[4],
  // Wrapped rather than scrolled: a scrolling region would need its own keyboard focus.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: font.mono,
  fontSize: fontSize.small,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  fontSize: fontSize.small,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { fontWeight: 700, background: vars.color.surface });

// Paths are long words: each may break anywhere rather than overflow its box.
globalStyle(`${stack} code, ${index} code, ${operation} code, ${table} code`, {
  fontFamily: font.mono,
  fontSize: '0.9em',
  overflowWrap: 'anywhere',
});

/** A table column that holds a status code or a short word. */
export const narrow = style({ width: '5.5rem' });

/** Field tables: the notes get the most room, the name and type share the rest. */
export const fieldColumn = style({ width: '32%' });
export const typeColumn = style({ width: '28%' });
