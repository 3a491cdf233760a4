import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
export const wrapper = style({ display: 'flex', justifyContent: 'center', padding: '2rem' });
