import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, space, vars } from '../../styles/theme.css';

/**
 * MathML is typeset by the browser (no script). It inherits the text colour, so both themes work;
 * the font stack prefers fonts with a MATH table (shipped with Windows, macOS and most Linux
 * desktops) and falls back to the browser's own math font.
 */
globalStyle('math', {
  fontFamily: "'STIX Two Math', 'Cambria Math', 'Latin Modern Math', 'Noto Sans Math', math",
  fontSize: '1.1em',
});

export const inline = style({ overflowWrap: 'anywhere' });

/** A long formula scrolls on its own instead of widening the page on a phone. */
export const block = style({ display: 'block', maxWidth: '100%', overflowX: 'auto' });

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  paddingLeft: space[6],
  listStyle: 'decimal',
});

export const note = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: fontSize.small,
});
