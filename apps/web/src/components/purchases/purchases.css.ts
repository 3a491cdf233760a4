import { keyframes, style } from '@vanilla-extract/css';
import { font, fontSize, radius, space, vars } from '../../styles/theme.css';

/** The row above the packs or plans: restore link, the visitor's code. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  // The code's disclosure opens downwards: the lead stays on its first line.
  alignItems: 'flex-start',
  gap: `${space[2]} ${space[4]}`,
  marginBottom: space[6],
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.small, margin: 0 });

/** A button that reads as a link: it opens a dialog, it does not navigate. */
export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});

export const code = style({
  display: 'inline-block',
  padding: `${space[2]} ${space[3]}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: font.mono,
  fontSize: fontSize.large,
  fontWeight: 700,
  letterSpacing: '0.06em',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
});

export const disclosure = style({ fontSize: fontSize.small });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const disclosureBody = style({ marginTop: space[3] });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  background: 'rgb(2 6 23 / 0.6)',
  animation: `${fadeIn} 120ms ease-out`,
});

export const dialog = style({
  position: 'fixed',
  zIndex: 91,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(calc(100vw - 2rem), 28rem)',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  padding: space[6],
  borderRadius: radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  animation: `${fadeIn} 120ms ease-out`,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const dialogTitle = style({ margin: 0, fontSize: fontSize.h3, fontWeight: 800 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3] });

export const codeInput = style({ fontFamily: font.mono, letterSpacing: '0.04em' });

/** A field's error under it: the text colour with a danger bar, readable in both themes. */
export const fieldError = style({
  margin: 0,
  paddingLeft: space[3],
  borderLeft: `4px solid ${vars.color.danger}`,
  fontWeight: 600,
});

/** A dialog's main sentence: the text colour, readable in both themes. */
export const dialogText = style({ margin: 0 });

/** A restore code inside a sentence. */
export const inlineCode = style({
  fontFamily: font.mono,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The restore code, its Copy button and what can be done with it. */
export const codeArea = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const codeActions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });
