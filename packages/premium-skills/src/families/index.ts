/**
 * Problem families of the premium skills (the ones the marketplace packs unlock), a file per pack.
 * Each is one level (Easy, Medium, Hard) of a skill; `skills.ts` groups them. They are written with
 * math-core's skill kit, as the library's own families are, so that a problem's text, MathML and
 * steps come from one tree.
 */
export * from './algebra';
export * from './calculus';
export * from './competition';
export * from './exam';
export * from './geometry';
export * from './logarithms';
export * from './trigonometry';
