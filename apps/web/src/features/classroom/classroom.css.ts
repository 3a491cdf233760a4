import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, font, fontSize, radius, space, vars } from '../../styles/theme.css';

/** A column of blocks: forms, cards, the table. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  minWidth: 0,
});

export const tight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.small });

export const plain = style({ margin: 0 });

export const heading = style({ margin: 0, fontSize: fontSize.h3 });

/** Set title, description fields: two columns from a tablet up. */
export const fields = style({
  display: 'grid',
  gap: space[4],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  margin: 0,
  padding: space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, paddingInline: space[1] });

/** A radio or checkbox with its words: the whole row is the tap target (≥ 44 px). */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[3],
  minHeight: '2.75rem',
  paddingBlock: space[2],
  cursor: 'pointer',
});

globalStyle(`${choice} input`, {
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.15rem',
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const problems = style({ fontFamily: font.mono, minHeight: '9rem' });

/** The join code, large enough to read from the back of a room. */
export const code = style({
  margin: 0,
  fontFamily: font.mono,
  fontSize: 'clamp(2.5rem, 1.5rem + 5vw, 4.5rem)',
  fontWeight: 800,
  letterSpacing: '0.2em',
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

export const share = style({
  display: 'grid',
  gap: space[6],
  alignItems: 'start',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const link = style({ fontFamily: font.mono, overflowWrap: 'anywhere', margin: 0 });

/** The QR code: black on white in both themes (scanners expect it), with a quiet zone. */
export const qr = style({
  display: 'block',
  width: '12rem',
  height: '12rem',
  padding: space[2],
  background: '#ffffff',
  borderRadius: radius.small,
});

export const codeFrame = style({
  padding: space[4],
  borderRadius: radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
});

/** The recovery code shown once. */
export const recovery = style({
  margin: 0,
  fontFamily: font.mono,
  fontSize: fontSize.h3,
  fontWeight: 700,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

/** The teacher's sets. */
export const setList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
});

export const setItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const setLink = style({
  fontWeight: 700,
  fontSize: fontSize.large,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
});

// ---------------------------------------------------------------- the live table

/** The table scrolls sideways inside its own box when the set has many problems. */
export const tableBox = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.medium,
  maxWidth: '100%',
});

export const table = style({ borderCollapse: 'collapse', width: '100%', minWidth: 'max-content' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  fontWeight: 700,
  fontSize: fontSize.h3,
  padding: space[3],
});

export const th = style({
  textAlign: 'left',
  padding: `${space[2]} ${space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  whiteSpace: 'nowrap',
});

export const rowHeader = style([th, { borderBottom: `1px solid ${vars.color.border}` }]);

export const td = style({ padding: space[1], borderBottom: `1px solid ${vars.color.border}` });

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: '0.125rem',
  width: '100%',
  minWidth: '8.5rem',
  minHeight: '2.75rem',
  padding: `${space[1]} ${space[2]}`,
  border: '2px solid transparent',
  borderRadius: radius.small,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0 } },
});

export const cellTone = styleVariants({
  'not-started': { color: vars.color.textMuted },
  working: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  right: { background: vars.color.successSoft, color: vars.color.text },
  wrong: {
    background: vars.color.dangerSoft,
    borderColor: vars.color.danger,
    color: vars.color.text,
  },
});

export const cellState = style({ fontWeight: 700, whiteSpace: 'nowrap' });

export const cellMistake = style({ fontSize: fontSize.small });

const flash = keyframes({
  from: { boxShadow: `0 0 0 3px ${vars.color.focus}` },
  to: { boxShadow: '0 0 0 0 transparent' },
});

/** A cell that just changed: a short ring (none for those who ask for less motion). */
export const fresh = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${flash} 1.2s ease-out 1` },
  },
});

export const mistakes = style({
  margin: 0,
  paddingLeft: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
});

// ---------------------------------------------------------------- a student's lines

export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  padding: space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  selectors: { '&::backdrop': { background: 'rgb(15 23 42 / 0.55)' } },
});

export const dialogHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: space[3],
});

// ---------------------------------------------------------------- the student's page

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
  '@media': { [breakpoints.tablet]: { padding: space[6] } },
});

export const question = style({ margin: 0, fontSize: fontSize.h3, overflowWrap: 'anywhere' });

globalStyle(`${question} math`, { mathStyle: 'normal' });

export const answerInput = style({ fontFamily: font.mono, fontSize: fontSize.large });

export const steps = style({
  margin: 0,
  paddingLeft: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  minWidth: 0,
});

/** The keypad's place at the foot of the page: it docks itself along the window's bottom. */
export const keypadSlot = style({ minHeight: 0 });

/**
 * A button whose words are long in some languages ("Se connecter avec un code de récupération"):
 * they wrap inside the button rather than run past a phone's edge.
 */
export const wrapButton = style({
  selectors: {
    'button&': { whiteSpace: 'normal', maxWidth: '100%', textAlign: 'center' },
  },
});
