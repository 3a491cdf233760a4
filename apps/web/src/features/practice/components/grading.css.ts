import { style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../../styles/theme.css';

/**
 * Why an answer could not be read, right under the answer box (with the grading chunk): body
 * text, marked by a bar in the colour of the invalid box's border, readable in both themes.
 */
export const fieldError = style({
  margin: 0,
  paddingInlineStart: space[3],
  borderInlineStart: `3px solid ${vars.color.danger}`,
  color: vars.color.text,
  fontSize: fontSize.small,
  fontWeight: 600,
});
