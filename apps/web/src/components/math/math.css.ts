import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../styles/theme.css';

/**
 * MathML is typeset by the browser (no script). It inherits the text colour, so both themes work;
 * the font stack prefers fonts with a MATH table (shipped with Windows, macOS and most Linux
 * desktops: DejaVu's comes with the DejaVu fonts) and falls back to the browser's own math font.
 * Without one, stretchy brackets and fractions are drawn from an ordinary text font.
 */
globalStyle('math', {
  fontFamily:
    "'STIX Two Math', 'Cambria Math', 'Latin Modern Math', 'DejaVu Math TeX Gyre', 'Noto Sans Math', math",
  fontSize: '1.1em',
});

export const inline = style({ overflowWrap: 'anywhere' });

/**
 * A long formula scrolls sideways on its own instead of widening the page on a phone. Only
 * sideways: tall fractions and exponents get room from the padding, never a vertical scrollbar.
 */
export const block = style({
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  paddingBlock: '0.2em',
});

/**
 * A formula wider than its box (focusable so it can be scrolled by keyboard): a shade on its right
 * edge says there is more to see.
 */
export const scrollable = style({
  borderRadius: '0.25rem',
  boxShadow: `inset -0.75rem 0 0.5rem -0.5rem ${vars.color.borderStrong}`,
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  paddingLeft: space[6],
  listStyle: 'decimal',
  minWidth: 0,
});
/** A step may be narrower than its formula (which then scrolls), never wider than the list. */
globalStyle(`${steps} > li`, { minWidth: 0, maxWidth: '100%' });

export const note = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: fontSize.small,
});
