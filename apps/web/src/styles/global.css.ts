import { globalStyle } from '@vanilla-extract/css';
import { font, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  colorScheme: 'light dark',
  WebkitTextSizeAdjust: '100%',
  // What focus and scrollIntoView bring into view lands below the sticky header and above the
  // solver's docked keypad (which sets --keypad-space while it is open).
  scrollPaddingTop: '5rem',
  scrollPaddingBottom: 'calc(var(--keypad-space, 0px) + 0.5rem)',
});
globalStyle('html[data-theme="light"]', { colorScheme: 'light' });
globalStyle('html[data-theme="dark"]', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  fontFamily: font.body,
  fontSize: '1rem',
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, margin: 0, textWrap: 'balance' });
globalStyle('p', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.2em' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('#root', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // The page's last lines can scroll above the docked keypad.
  paddingBottom: 'var(--keypad-space, 0px)',
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
