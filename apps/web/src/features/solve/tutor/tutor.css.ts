import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { font, fontSize, radius, space, vars } from '../../../styles/theme.css';

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

export const working = style({
  fontFamily: font.mono,
  fontSize: fontSize.large,
  lineHeight: 1.6,
  minHeight: '7.5rem',
  resize: 'vertical',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

/** The verdicts' list: each line's number, as typed in the box. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  margin: 0,
  paddingLeft: space[8],
  minWidth: 0,
});

export const line = style({
  paddingBlock: space[2],
  paddingInline: space[3],
  borderRadius: radius.small,
  border: `1px solid transparent`,
  minWidth: 0,
});

/** The first line that does not follow: framed, so it stands out without its colour too. */
export const firstWrong = style({
  background: vars.color.dangerSoft,
  borderColor: vars.color.danger,
  borderWidth: '2px',
});

export const lineRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: space[3],
  rowGap: space[1],
});

export const typed = style({
  fontFamily: font.mono,
  fontSize: fontSize.large,
  overflowWrap: 'anywhere',
});

export const verdict = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const verdictTone = styleVariants({
  follows: { color: vars.color.success },
  // The danger colour is a background in the dark theme: the text's colour reads on both.
  wrong: { color: vars.color.text },
  unreadable: { color: vars.color.textMuted },
});

export const reason = style({ margin: 0, marginTop: space[1] });

export const suggestion = style({ margin: 0, marginTop: space[1], fontSize: fontSize.large });

globalStyle(`${lines} > li::marker`, { color: vars.color.textMuted, fontWeight: 600 });

/** The similar problem, a little larger than the text, as on a worksheet. */
export const question = style({ fontSize: fontSize.h3, paddingBlock: space[1] });

export const lead = style({ margin: 0, fontWeight: 600 });

/** The count of a decided similar problem in the Practice Center, under its verdict. */
export const count = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const countLine = style({ margin: 0, overflowWrap: 'anywhere' });

/** Fractions in the problem at full size, as on a worksheet. */
globalStyle(`${question} math`, { mathStyle: 'normal' });
