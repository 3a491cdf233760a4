import { style } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: space[2] });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const hint = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${space[2]} ${space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.medium,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);
