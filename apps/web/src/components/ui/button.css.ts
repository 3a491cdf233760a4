import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  border: '1px solid transparent',
  borderRadius: radius.medium,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  // A label stays on one line while it fits; a longer one (a call to action in Spanish or German
  // is half as long again as in English) wraps inside the button rather than pushing the page
  // wider than a 320 px phone. A row of buttons that wraps still moves a button to the next line
  // before its label wraps, and a button beside a field does not shrink (the field does).
  maxWidth: '100%',
  flexShrink: 0,
  textAlign: 'center',
  overflowWrap: 'break-word',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.primarySoft,
    color: vars.color.primarySoftText,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
  },
  outline: {
    background: 'transparent',
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
  },
  destructive: {
    background: vars.color.danger,
    color: vars.color.dangerText,
  },
});

export const size = styleVariants({
  small: { minHeight: '2.25rem', padding: `${space[2]} ${space[3]}`, fontSize: '0.875rem' },
  medium: { minHeight: '2.75rem', padding: `${space[2]} ${space[5]}`, fontSize: '1rem' },
  large: { minHeight: '3.25rem', padding: `${space[3]} ${space[6]}`, fontSize: '1.0625rem' },
  icon: { width: '2.75rem', height: '2.75rem', padding: 0 },
});

export const fullWidth = style({ width: '100%' });
