import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  width: 'min(100vw, 26rem)',
  margin: 0,
  padding: space[4],
  listStyle: 'none',
  outline: 'none',
});

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 1rem))' },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space[1]} ${space[3]}`,
  alignItems: 'start',
  padding: space[4],
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms' },
  },
});

export const variant = styleVariants({
  default: { background: vars.color.surfaceRaised, color: vars.color.text },
  destructive: {
    background: vars.color.danger,
    color: vars.color.dangerText,
    borderColor: vars.color.danger,
  },
});

export const title = style({ fontWeight: 700, gridColumn: 1 });
export const description = style({ gridColumn: 1, fontSize: '0.9375rem' });
export const close = style({
  gridColumn: 2,
  gridRow: '1 / span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  border: 0,
  borderRadius: radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '1.25rem',
  lineHeight: 1,
});
