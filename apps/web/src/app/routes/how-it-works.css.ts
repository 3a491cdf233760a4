import { style } from '@vanilla-extract/css';
import { space } from '../../styles/theme.css';

export const note = style({ marginTop: space[8] });
