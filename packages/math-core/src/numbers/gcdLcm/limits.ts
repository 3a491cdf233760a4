/**
 * At most this many values. In a module of its own so a form can show the limit without
 * bundling the calculation.
 */
export const MAX_GCD_VALUES = 20;
