import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../../styles/theme.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

export const formCard = style({});

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const inputRow = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const input = style({ flex: '1 1 14rem', minWidth: 0, fontSize: fontSize.large });

/** Solve and the keypad's toggle, side by side (under the box on a phone). */
export const buttons = style({ display: 'flex', gap: space[2] });

/** Holds the docked keypad (fixed to the window), or the message that it could not load. */
export const keypadSlot = style({ selectors: { '&:empty': { display: 'none' } } });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const subheading = style({ fontSize: fontSize.h3, fontWeight: 700, margin: 0 });

/**
 * The solution's heading and a refusal take the focus when they come: a margin keeps them clear
 * of the sticky header and the keypad's edge when the browser scrolls to them (WCAG 2.4.11).
 */
export const answerHeading = style([subheading, { scrollMarginBlock: space[4] }]);

export const refusal = style({ scrollMarginBlock: space[4] });

export const result = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

/** The heading, with the Copy link button at its end (under it on a narrow screen). */
export const resultHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space[3],
});

export const share = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space[2],
  maxWidth: '100%',
});

/** "Link copied": beside the button, taking no room while there is nothing to say. */
export const shareStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: '0.9375rem',
  selectors: { '&:empty': { display: 'none' } },
});

export const shareField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  flex: '1 1 100%',
});

export const problem = style({ margin: 0, fontSize: fontSize.large });

export const answer = style({ margin: 0, fontSize: fontSize.large, overflowWrap: 'anywhere' });

export const label = style({ color: vars.color.textMuted });

export const solutions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${solutions} > li`, {
  // A chip as wide as the card at most: a matrix in it scrolls inside it (not the page).
  maxWidth: '100%',
  minWidth: 0,
  padding: `${space[2]} ${space[4]}`,
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSize.large,
});

export const decimal = style({ color: vars.color.textMuted });

/** A trig equation's solutions in degrees, then in radians: one row each, led by its unit. */
export const unitRows = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const unitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[2]} ${space[4]}`,
});

/** "In degrees": above its row on a phone, before it where there is room. */
export const unitLabel = style({ flex: '0 0 6.5rem', color: vars.color.textMuted });

/** An answer typeset on a line of its own under its label (a matrix): scrolls, never widens. */
export const answerBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  minWidth: 0,
  fontSize: fontSize.large,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space[4],
  rowGap: space[1],
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });

export const stepsTitle = style({ fontSize: fontSize.large, fontWeight: 700, margin: 0 });

export const practice = style({ margin: 0 });

/** "Read as: "slove" as "solve"" and its button, wrapping under the answer on a phone. */
export const readAs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[1]} ${space[3]}`,
  margin: 0,
  fontSize: '0.9375rem',
  overflowWrap: 'anywhere',
});

export const examples = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const exampleList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recentHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const recentList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A row tall enough to tap. */
export const recentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
});

/** The steps' heading, with the button that shows them one at a time at its end. */
export const stepsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const stepsSection = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

/** The steps revealed one at a time: each with its rule, its statement and why. */
export const walk = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const walkStep = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  minWidth: 0,
  padding: space[3],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  scrollMarginBlock: space[4],
});

export const walkRule = style({ margin: 0, fontWeight: 700 });

export const walkNumber = style({ color: vars.color.textMuted, fontWeight: 600 });

export const walkNote = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small });

export const walkWhy = style({ margin: 0, fontSize: '0.9375rem' });

/** A tutor's button and what it opens under it. */
export const tutorSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** Another way's solution, set apart from the first. */
export const otherWay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
