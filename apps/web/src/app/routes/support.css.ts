import { style } from '@vanilla-extract/css';

export const cardLink = style({ marginTop: 'auto', fontWeight: 700 });
export const center = style({ display: 'flex', justifyContent: 'center' });
