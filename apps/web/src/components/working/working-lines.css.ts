/**
 * Lines of a student's working with their verdicts, as /solve's tutor and the class pages show
 * them: each line as typed, a verdict in words beside it, the line that does not follow framed.
 */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { font, fontSize, radius, space, vars } from '../../styles/theme.css';

/** The box the working is typed in, one step per line. */
export const working = style({
  fontFamily: font.mono,
  fontSize: fontSize.large,
  lineHeight: 1.6,
  minHeight: '7.5rem',
  resize: 'vertical',
});

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

globalStyle(`${lines} > li::marker`, { color: vars.color.textMuted, fontWeight: 600 });
