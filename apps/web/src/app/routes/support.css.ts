import { style } from '@vanilla-extract/css';

export const center = style({ display: 'flex', justifyContent: 'center' });
