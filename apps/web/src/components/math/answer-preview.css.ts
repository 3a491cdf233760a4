import { globalStyle, style } from '@vanilla-extract/css';
import { fontSize, vars } from '../../styles/theme.css';

/** The live reading of the answer: one line reserved so the form does not jump while typing. */
export const preview = style({ minHeight: '2.5rem', margin: 0 });

/** Fractions in the reading at full size, as the student would write them. */
globalStyle(`${preview} math`, { mathStyle: 'normal' });

export const previewLabel = style({ color: vars.color.textMuted, fontSize: fontSize.small });

export const previewError = style({ color: vars.color.dangerText, fontSize: fontSize.small });
