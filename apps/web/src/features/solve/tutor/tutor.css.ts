import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, radius, space, vars } from '../../../styles/theme.css';

/** A tutor's box under the solution: the working form and its verdicts, or a similar problem. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  padding: space[4],
  borderRadius: radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

// The working box, and its lines with their verdicts: shared with the class pages.
export {
  firstWrong,
  line,
  lineRow,
  lines,
  typed,
  verdict,
  verdictTone,
  working,
} from '../../../components/working/working-lines.css';

export const reason = style({ margin: 0, marginTop: space[1] });

export const suggestion = style({ margin: 0, marginTop: space[1], fontSize: fontSize.large });

/** The similar problem, a little larger than the text, as on a worksheet. */
export const question = style({ fontSize: fontSize.h3, paddingBlock: space[1] });

export const lead = style({ margin: 0, fontWeight: 600 });

/** The count of a decided similar problem in the Practice Center, under its verdict. */
export const count = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const countLine = style({ margin: 0, overflowWrap: 'anywhere' });

/** Fractions in the problem at full size, as on a worksheet. */
globalStyle(`${question} math`, { mathStyle: 'normal' });
