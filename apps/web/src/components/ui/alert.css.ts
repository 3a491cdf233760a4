import { style, styleVariants } from '@vanilla-extract/css';
import { radius, space, vars } from '../../styles/theme.css';

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  padding: space[4],
  borderRadius: radius.medium,
  border: '1px solid',
});

export const tone = styleVariants({
  info: {
    background: vars.color.primarySoft,
    borderColor: vars.color.primary,
    color: vars.color.text,
  },
  success: {
    background: vars.color.successSoft,
    borderColor: vars.color.success,
    color: vars.color.text,
  },
  warning: {
    background: vars.color.warningSoft,
    borderColor: vars.color.warningText,
    color: vars.color.warningText,
  },
  destructive: {
    background: vars.color.dangerSoft,
    borderColor: vars.color.danger,
    color: vars.color.text,
  },
});

export const title = style({ fontWeight: 700 });
