import { style } from '@vanilla-extract/css';
import { space } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[2] });
export const row = style({ display: 'flex', gap: space[2] });
export const input = style({ flex: 1, minWidth: 0 });
export const button = style({ minWidth: '7.5rem' });
