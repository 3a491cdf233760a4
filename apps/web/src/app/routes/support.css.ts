import { style } from '@vanilla-extract/css';
import { space } from '../../styles/theme.css';

export const center = style({ display: 'flex', justifyContent: 'center' });

export const developers = style({ marginTop: space[8] });
