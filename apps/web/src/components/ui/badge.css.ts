import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: 'fit-content',
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radius.full,
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.3,
});

export const badgeTone = styleVariants({
  default: { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  neutral: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warningText },
  danger: { background: vars.color.dangerSoft, color: vars.color.text },
});
