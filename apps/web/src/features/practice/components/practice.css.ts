import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, fontSize, radius, space, vars } from '../../../styles/theme.css';

export const aside = style({ display: 'flex', flexDirection: 'column', gap: space[6] });

export const problemCard = style({ minHeight: '18rem' });

export const problemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const question = style({
  fontSize: fontSize.h3,
  fontWeight: 600,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});

/** The question's words and maths, when shown apart. */
export const questionBlock = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

/** The question's maths on its own line, a little larger than the text, as on a worksheet. */
export const questionMath = style({ fontSize: fontSize.h3, paddingBlock: space[1] });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const stepsTitle = style({ fontSize: fontSize.large, fontWeight: 700 });

export const stat = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  rowGap: space[2],
  columnGap: space[3],
});

export const statBar = style({ gridColumn: '1 / -1', margin: 0 });

export const statLabel = style({ color: vars.color.textMuted, margin: 0 });

export const statValue = style({ fontSize: fontSize.h3, fontWeight: 800, margin: 0 });

export const stats = style({ display: 'flex', flexDirection: 'column', gap: space[5], margin: 0 });

/** Three equal tabs across the card on phones instead of wrapping onto a second row. */
/**
 * On a phone the three tabs share the row as their names need (German's "Logarithmen" is wider
 * than "Algebra"); a name still too wide for its share breaks inside, hyphenated where the page's
 * language allows, rather than running past its tab.
 */
export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  width: '100%',
  '@media': { [breakpoints.tablet]: { display: 'flex', width: 'fit-content' } },
});

export const tab = style({
  paddingInline: space[2],
  minWidth: 0,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { [breakpoints.tablet]: { paddingInline: space[4] } },
});

/** The answer, typeset, under the verdict once the problem is graded. */
export const answerLine = style({ margin: 0, marginTop: space[2] });

/**
 * Fractions in the question (on its own line or inside its sentence) and a line about the answer
 * at full size, as on a worksheet (inline MathML would shrink them to fit a line of text).
 */
globalStyle(`${questionMath} math, ${question} math, ${answerLine} math`, {
  mathStyle: 'normal',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

/** The difficulty choice: a row of three segments above the problem. */
export const levels = style({
  margin: 0,
  marginBottom: space[4],
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
});

export const levelsLegend = style({ float: 'left', fontWeight: 600, padding: 0 });

export const levelOptions = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  overflow: 'hidden',
});

/** A segment: the whole of it is the tap target, at least 44 px high. */
export const level = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  minWidth: '4.5rem',
  justifyContent: 'center',
  paddingInline: space[3],
  cursor: 'pointer',
  fontWeight: 600,
  selectors: {
    '& + &': { borderLeft: `1px solid ${vars.color.borderStrong}` },
    '&:has(input:checked)': { background: vars.color.primary, color: vars.color.primaryText },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '-3px',
    },
  },
});

/** The radio itself: out of sight, still focused and read as one of the group. */
export const levelInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
});

/** The verdict: scrolled to after a grade, a margin clear of the sticky header. */
export const status = style({ scrollMarginBlock: space[4] });

/**
 * Room for the skills overview before its chunk and the skill list arrive, so the page does not
 * jump. With the page's styles: the overview's own come with its chunk.
 */
export const skillsPlaceholder = style({ minHeight: '12rem' });
