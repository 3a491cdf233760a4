import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../styles/theme.css';

/**
 * Why an answer could not be read, right under the answer box: body text, marked by a bar in the
 * colour of the invalid box's border, readable in both themes.
 */
export const fieldError = style({
  margin: 0,
  paddingInlineStart: space[3],
  borderInlineStart: `3px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontSize: fontSize.small,
  fontWeight: 600,
});

/** The answer, typeset under the verdict. */
export const answerLine = style({ margin: 0, marginTop: space[2] });

export const answerLabel = style({ fontSize: fontSize.small });

/**
 * A decided problem's worked solution, framed apart from what it sits on: a shade below a raised
 * card (the Practice Center's problem card), or, `onSunken`, a shade above a sunken panel (the
 * tutor's box under a solution), so its frame shows on either.
 */
export const solution = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const onSunken = style({ background: vars.color.surfaceRaised });

export const stepsTitle = style({ fontSize: fontSize.large, fontWeight: 700 });

/** The Next button of a decided problem, with a note beside it centred on its line. */
export const nextRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
});

/**
 * Fractions in the answer and the steps at full size, as on a worksheet (inline MathML would
 * shrink them to fit a line of text).
 */
globalStyle(`${answerLine} math, ${solution} math`, { mathStyle: 'normal' });
