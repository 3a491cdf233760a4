import { style } from '@vanilla-extract/css';
import { input } from './field.css';

/** Looks like the text input beside it. */
export const select = style([input, { cursor: 'pointer' }]);
