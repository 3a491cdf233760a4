import { style } from '@vanilla-extract/css';
import { space } from '../../styles/theme.css';

export const wrapper = style({ paddingTop: space[6] });
