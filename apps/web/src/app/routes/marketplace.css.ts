import { style } from '@vanilla-extract/css';
import { space } from '../../styles/theme.css';

export const guarantee = style({ marginTop: space[10] });
